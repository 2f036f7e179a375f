import { randomBytes, randomInt } from 'node:crypto';

const EPOCH_2020 = Date.UTC(2020, 0, 1);

/** Fixed-length id: time since 2020 in base 36 plus a random part (seed 000 section 9). */
export function newId(): string {
  const time = (Date.now() - EPOCH_2020).toString(36).padStart(9, '0');
  const random = randomBytes(6).readUIntBE(0, 6).toString(36).padStart(10, '0');
  return `${time}${random}`;
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(0, 10));
  return out;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
