import { md5 } from 'hash-wasm';

/**
 * The hasher behind md5.ts's dynamic import. A static named import lets the build keep hash-wasm's MD5 alone;
 * `await import('hash-wasm')` kept every algorithm it ships (78 KB gzip on the way to the first page).
 */
export function md5OfText(text: string): Promise<string> {
  return md5(text);
}
