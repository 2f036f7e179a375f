import { md5 } from 'hash-wasm';

/** Lowercase hex MD5 of what the person typed; the console never sends a password in clear (contract section 2). */
export function md5Hex(text: string): Promise<string> {
  return md5(text);
}
