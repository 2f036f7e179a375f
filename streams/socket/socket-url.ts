/**
 * The hub's address (contract section 4) with no token in it: the token travels in the `Sec-WebSocket-Protocol`
 * header (see server/src/wire/hub.ts). A path without a scheme (SOCKET_PATH, the spec's "host omitted" form) is
 * resolved against `origin`, with wss: for an https page and ws: otherwise.
 */
export function resolveSocketUrl(address: string, origin?: string): string {
  let url = address.replace(/\/+$/, '');
  if (!/^wss?:\/\//i.test(url) && origin) {
    const resolved = new URL(url, origin);
    resolved.protocol = resolved.protocol === 'https:' ? 'wss:' : 'ws:';
    url = resolved.toString().replace(/\/+$/, '');
  }
  return url;
}
