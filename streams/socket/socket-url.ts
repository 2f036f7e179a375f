/**
 * The chat socket address (contract section 4): `<base>/<urlencoded token>`. A base without a scheme
 * ("/api/message/websocket", the spec's "host omitted" form) is resolved against `origin` with ws/wss.
 */
export function buildSocketUrl(base: string, token: string, origin?: string): string {
  let root = base.replace(/\/+$/, '');
  if (!/^wss?:\/\//i.test(root) && origin) {
    const url = new URL(root, origin);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    root = url.toString().replace(/\/+$/, '');
  }
  return `${root}/${encodeURIComponent(token)}`;
}
