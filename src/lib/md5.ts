/**
 * Lowercase hex MD5 of what the person typed; the console never sends a password in clear (contract section 2).
 * hash-wasm is fetched on the first call (a sign-in or unlock), so the sign-in page draws without it.
 */
export async function md5Hex(text: string): Promise<string> {
  const { md5OfText } = await import('./md5-hasher');
  return md5OfText(text);
}

/** Fetches the hasher ahead of the first sign-in (the sign-in page asks for it while idle). */
export async function preloadMd5(): Promise<void> {
  await import('./md5-hasher');
}
