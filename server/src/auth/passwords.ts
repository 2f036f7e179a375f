import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// The console sends the lowercase hex MD5 of what the person typed (contract section 2). The server never stores
// that MD5: it stores scrypt(md5hex) with a per-user salt, as `scrypt$N$r$p$<salt b64>$<hash b64>`.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scryptAsync(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

export const MD5_HEX = /^[0-9a-f]{32}$/;

/**
 * `cost` (scrypt N, a power of two) defaults to the work factor people's passwords need. The stored string names
 * its own N, so verifyPassword reads any cost; only long machine-made random secrets may ask for less.
 */
export async function hashPassword(md5hex: string, cost = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(md5hex.toLowerCase(), salt, { N: cost, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${cost}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(md5hex: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scryptAsync(md5hex.toLowerCase(), Buffer.from(saltB64, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
