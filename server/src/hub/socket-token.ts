import type { IncomingHttpHeaders } from 'node:http';
import { SOCKET_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '../wire/hub';

// A token is `bearer <opaque>`, well under this; anything longer is not one of ours and is not decoded.
const MAX_TOKEN_ENTRY_LENGTH = 400;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The entries of a `Sec-WebSocket-Protocol` request header (comma separated, possibly repeated). */
function offeredProtocols(headers: IncomingHttpHeaders): string[] {
  const raw = headers['sec-websocket-protocol'];
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The token the console put in its `Sec-WebSocket-Protocol` entry `sluice.token.<base64url(token)>`, or undefined.
 * The header never reaches the request log, unlike a path.
 */
export function tokenFromProtocolHeader(headers: IncomingHttpHeaders): string | undefined {
  for (const entry of offeredProtocols(headers)) {
    if (!entry.startsWith(TOKEN_PROTOCOL_PREFIX) || entry.length > MAX_TOKEN_ENTRY_LENGTH) continue;
    const encoded = entry.slice(TOKEN_PROTOCOL_PREFIX.length);
    if (!BASE64URL.test(encoded)) continue;
    const token = Buffer.from(encoded, 'base64url').toString('utf8');
    if (token !== '') return token;
  }
  return undefined;
}

/**
 * `handleProtocols` for ws: selects SOCKET_PROTOCOL when offered, so the handshake echoes it and never the token
 * entry. With no protocol offered (the spec's token-in-path clients) none is selected.
 */
export function selectSocketProtocol(protocols: Set<string>): string | false {
  return protocols.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false;
}

/** The token of a socket's first frame (`{ method, token, ... }`), for clients that authenticate in-band. */
export function tokenFromFirstFrame(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
  const token = (message as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}
