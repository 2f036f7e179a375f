import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_PARAM, SIGNATURE_PLACEHOLDER } from '../wire/signed-url';

/** How long a signed URL works: long enough to load a frame or start a download, too short to be worth stealing. */
export const SIGNED_URL_TTL_MS = 60_000;

// `s1.<expiry, base 36>.<user id>.<HMAC-SHA256, base64url>`: the user id is the server's own (letters, digits, - _).
const SIGNATURE = /s1\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})/;

export type SignedUrlCheck = { ok: true; userId: string; expiresAt: number } | { ok: false; reason: 'missing' | 'expired' | 'forged' };

function mac(key: string, template: string, expiresAt: number, userId: string): Buffer {
  return createHmac('sha256', key).update(`${template}\n${expiresAt}\n${userId}`).digest();
}

/**
 * The address with the signature's place marked by the placeholder: as given when it has one, else (a path on this
 * server) with `sig=<placeholder>` appended. The HMAC covers this whole text, so a signature fits one resource only.
 */
export function signatureTemplate(address: string): string {
  if (address.includes(SIGNATURE_PLACEHOLDER)) return address;
  const hashAt = address.indexOf('#');
  const [base, hash] = hashAt >= 0 ? [address.slice(0, hashAt), address.slice(hashAt)] : [address, ''];
  return `${base}${base.includes('?') ? '&' : '?'}${SIGNATURE_PARAM}=${SIGNATURE_PLACEHOLDER}${hash}`;
}

/** Signs `address` for `userId` until `now + ttlMs`; every placeholder in it is replaced by the signature. */
export function signUrl(
  key: string,
  address: string,
  userId: string,
  now: number,
  ttlMs = SIGNED_URL_TTL_MS,
): { url: string; expiresAt: number } {
  const template = signatureTemplate(address);
  const expiresAt = now + ttlMs;
  const signature = `s1.${expiresAt.toString(36)}.${userId}.${mac(key, template, expiresAt, userId).toString('base64url')}`;
  return { url: template.split(SIGNATURE_PLACEHOLDER).join(signature), expiresAt };
}

/**
 * Checks a URL produced by signUrl, as it arrived (its first signature is put back to the placeholder and the HMAC
 * recomputed): the signer's user id, or why not. A signature copied onto another address, or altered, is forged.
 */
export function verifySignedUrl(key: string, url: string, now: number): SignedUrlCheck {
  const match = SIGNATURE.exec(url);
  if (!match) return { ok: false, reason: 'missing' };
  const [signature, expiryText, userId, given] = match as unknown as [string, string, string, string];
  const expiresAt = Number.parseInt(expiryText, 36);
  const template = url.split(signature).join(SIGNATURE_PLACEHOLDER);
  const expected = mac(key, template, expiresAt, userId);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'forged' };
  if (now > expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, userId, expiresAt };
}
