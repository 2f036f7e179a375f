import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../../server/src/auth/log-redaction';
import { stripBearer } from '../../../server/src/auth/sessions';
import { createTestApp, type TestContext } from '../support/test-app';
import { TestSocket } from '../hub/support/test-socket';
import { createUser, tokenFor } from './support/sign-in-fixtures';

// Everything the server logs, one JSON line per entry, as pino writes it to stdout in production.
const lines: string[] = [];
let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  await createUser(ctx.database.db, { account: 'logged01' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await ctx.close();
});

describe('tokens never reach the log', () => {
  it('signs in, uses the socket by its legacy path and an API call with ?token=, and the log holds no token', async () => {
    const token = await tokenFor(ctx.app, 'logged01');
    const raw = stripBearer(token);

    const socket = await TestSocket.open(`ws://${baseUrl}/api/message/websocket/${encodeURIComponent(token)}`);
    socket.send({ method: 'OnConnection', token, mobileDevice: false, systemId: 'sluice' });
    expect((await socket.method('initMessage')).method).toBe('initMessage');
    await socket.close();

    const byQuery = await fetch(`http://${baseUrl}/api/oauth/CurrentUser?token=${encodeURIComponent(token)}&_=1`);
    expect(((await byQuery.json()) as { code: number }).code).toBe(200);
    const byHeader = await fetch(`http://${baseUrl}/api/oauth/CurrentUser`, { headers: { authorization: token } });
    expect(((await byHeader.json()) as { code: number }).code).toBe(200);
    // A failing call logs too (the error path), still without the token.
    const refused = await fetch(`http://${baseUrl}/api/oauth/CurrentUser?token=${encodeURIComponent(`${token}x`)}`);
    expect(((await refused.json()) as { code: number }).code).toBe(602);

    const log = lines.join('');
    expect(log).toContain('/api/message/websocket/[redacted]');
    expect(log).toContain('/api/oauth/CurrentUser?token=[redacted]&_=1');
    for (const secret of [raw, encodeURIComponent(raw), raw.slice(0, 16)]) expect(log).not.toContain(secret);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/message/websocket/bearer%20abc', '/api/message/websocket/[redacted]'],
    ['/api/message/websocket/abc?x=1', '/api/message/websocket/[redacted]?x=1'],
    ['/api/message/websocket', '/api/message/websocket'],
    ['/api/file/x?Token=abc&a=b', '/api/file/x?Token=[redacted]&a=b'],
    ['/api/x?a=1&%74oken=abc', '/api/x?a=1&%74oken=[redacted]'],
    ['/api/x?access_token=abc', '/api/x?access_token=[redacted]'],
    ['/api/x?tokens=abc&%E0%A4%A=1', '/api/x?tokens=abc&%E0%A4%A=1'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
