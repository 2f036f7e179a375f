import { randomBytes } from 'node:crypto';

/** `<area>/<32 hex>.<ext>`: the only shape a key has, so a key from an address can never leave the root. */
export const KEY_PATTERN = /^([A-Za-z0-9]{1,32})\/([0-9a-f]{32}\.[a-z0-9]{1,8})$/;

/** A new key for a file of `area` with `extension`, or undefined when either is not plain letters and digits. */
export function newStoredKey(area: string, extension: string): string | undefined {
  const key = `${area}/${randomBytes(16).toString('hex')}.${extension}`;
  return KEY_PATTERN.test(key) ? key : undefined;
}
