import { createDecipheriv } from 'node:crypto';
import { MD5_HEX } from './passwords';

/** The key JNPF 3.6 web consoles ship with; sites that changed theirs set JNPF_PASSWORD_KEY. */
export const DEFAULT_JNPF_PASSWORD_KEY = 'EY8WePvjM5GGwQzn';

// AES-128-ECB with PKCS7 over the 32-character MD5 hex: three 16-byte blocks, sent as hex (or base64).
const CIPHER_BYTES = 48;
const CIPHER_HEX = /^[0-9a-fA-F]{96}$/;
const CIPHER_BASE64 = /^[A-Za-z0-9+/]{64}$/;

/** Checks a JNPF_PASSWORD_KEY value: AES-128 wants exactly 16 bytes. */
export function assertJnpfKey(key: string): void {
  if (Buffer.byteLength(key, 'utf8') !== 16) throw new Error('JNPF_PASSWORD_KEY must be 16 bytes (AES-128), or "off"');
}

function decryptJnpf(cipher: Buffer, key: string): string | undefined {
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    return Buffer.concat([decipher.update(cipher), decipher.final()]).toString('latin1');
  } catch {
    // Bad padding: encrypted with another key, or not a JNPF password at all.
    return undefined;
  }
}

/**
 * The MD5 hex a client means by `password`, or undefined when it is neither form: Sluice's console sends the MD5
 * hex itself (contract section 2); a JNPF 3.6 console sends hex of AES-128-ECB over that MD5 hex with its key.
 * Both carry the same secret, so accepting the second makes sign-in no weaker. `jnpfKey` undefined accepts MD5 only.
 */
export function clientPasswordMd5(password: string, jnpfKey: string | undefined): string | undefined {
  if (MD5_HEX.test(password)) return password;
  if (jnpfKey === undefined) return undefined;
  const cipher = CIPHER_HEX.test(password)
    ? Buffer.from(password, 'hex')
    : CIPHER_BASE64.test(password)
      ? Buffer.from(password, 'base64')
      : undefined;
  if (cipher?.length !== CIPHER_BYTES) return undefined;
  const plain = decryptJnpf(cipher, jnpfKey)?.toLowerCase();
  return plain !== undefined && MD5_HEX.test(plain) ? plain : undefined;
}
