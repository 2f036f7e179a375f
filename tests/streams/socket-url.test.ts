import { describe, expect, it } from 'vitest';
import { SOCKET_PATH, SOCKET_PROTOCOL, socketProtocols, TOKEN_PROTOCOL_PREFIX, tokenProtocol } from '../../server/src/wire/hub';
import { resolveSocketUrl } from '../../streams/socket/socket-url';

describe('socket address', () => {
  it('resolves the hub path against the page, with wss for an https console, and never holds a token', () => {
    expect(resolveSocketUrl(SOCKET_PATH, 'https://ops.example.cn')).toBe('wss://ops.example.cn/api/message/websocket');
    expect(resolveSocketUrl(SOCKET_PATH, 'http://localhost:5173')).toBe('ws://localhost:5173/api/message/websocket');
    expect(resolveSocketUrl('/sluice/api/message/websocket/', 'http://10.0.0.5')).toBe('ws://10.0.0.5/sluice/api/message/websocket');
  });

  it('keeps an address that already names a ws or wss host', () => {
    expect(resolveSocketUrl('wss://hub.example.cn/api/message/websocket', 'http://localhost')).toBe(
      'wss://hub.example.cn/api/message/websocket',
    );
  });
});

describe('token subprotocol', () => {
  it('carries the token as base64url, which the server decodes back (spaces, slashes and non-ASCII included)', () => {
    for (const token of ['bearer abc/123+4==', 'bearer 令牌', 'x']) {
      const entry = tokenProtocol(token);
      expect(entry.startsWith(TOKEN_PROTOCOL_PREFIX)).toBe(true);
      // An RFC 7230 token: no spaces, separators or padding, so it is a valid Sec-WebSocket-Protocol entry.
      expect(entry.slice(TOKEN_PROTOCOL_PREFIX.length)).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(entry.slice(TOKEN_PROTOCOL_PREFIX.length), 'base64url').toString('utf8')).toBe(token);
    }
  });

  it('offers the protocol name first, which is the one the hub echoes', () => {
    expect(socketProtocols('bearer t')).toEqual([SOCKET_PROTOCOL, tokenProtocol('bearer t')]);
  });
});
