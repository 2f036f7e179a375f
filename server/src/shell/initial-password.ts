import { randomInt } from 'node:crypto';
import { hashPassword, md5Hex } from '../auth/passwords';

// Letters and digits without the look-alikes (0/O, 1/l/I), so a password read out or copied by hand survives.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const INITIAL_PASSWORD_LENGTH = 12;

/**
 * scrypt N for initial passwords created in bulk. Twelve characters from 56 carry about 70 bits of randomness:
 * key stretching protects guessable human passwords and adds nothing against guessing that (2^70 guesses at any
 * cost is out of reach), while each doubling of N doubles an import: at 1024 the hashes were four fifths of a
 * 5,000-row import (CPU profile, bench/user-import.ts), at 128 they are a fraction of the rows' own writing. It stays
 * a salted scrypt (128 KB a guess), and the person's own password, set later, gets the full cost.
 */
const BULK_COST = 128;
/** Hashes run this many at a time, leaving libuv's other threads to sign-ins and file reads. */
const BULK_PARALLEL = 2;

/** A random initial password: 12 letters and digits with at least one of each (the console's password rule). */
export function newInitialPassword(): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < INITIAL_PASSWORD_LENGTH; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
    if (/[A-Za-z]/.test(out) && /\d/.test(out)) return out;
  }
}

/** The stored hash of an initial password, the way sign-in checks it (scrypt of the MD5 the console sends). */
export function hashInitialPassword(plain: string): Promise<string> {
  return hashPassword(md5Hex(plain));
}

/** Hashes many initial passwords, in order, at the bulk cost. */
export async function hashInitialPasswords(plain: string[]): Promise<string[]> {
  const out = new Array<string>(plain.length);
  let next = 0;
  const worker = async () => {
    while (next < plain.length) {
      const index = next;
      next += 1;
      out[index] = await hashPassword(md5Hex(plain[index] as string), BULK_COST);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_PARALLEL, plain.length) }, worker));
  return out;
}
