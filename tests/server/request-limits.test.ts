import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './current-user/sign-in-as';
import { rawRequest } from './support/raw-http';
import { createTestApp, type TestContext } from './support/test-app';

// Over a real socket: Node's http parser refuses oversized headers and URLs before Fastify runs, which inject skips.
let ctx: TestContext;
let port: number;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  token = await signInAs(ctx, 'usr-admin');
});
afterAll(() => ctx.close());

const envelope = (text: string) => JSON.parse(text) as { code: number; msg: string };

describe('oversized requests', () => {
  it('answer a 5,000-character path parameter with code 414 in the envelope', async () => {
    const response = await rawRequest(port, `GET /api/monitoring/points/${'p'.repeat(5000)}/readings HTTP/1.1\r\nAccept-Language: en`);
    expect(response.status).toBe(200);
    expect(envelope(response.body)).toEqual({ code: 414, msg: 'A path parameter is too long (at most 200 characters)' });
  });

  it('answer a 5,000-character query parameter with a validation error naming it', async () => {
    const response = await rawRequest(port, `GET /api/permission/Organize?keyword=${'k'.repeat(5000)} HTTP/1.1\r\nAuthorization: ${token}`);
    expect(response.status).toBe(200);
    const body = envelope(response.body);
    expect(body.code).toBe(401);
    expect(body.msg).toContain('keyword');
  });

  it('answer a 20 KB URL of short parameters with code 414, and close the connection', async () => {
    const response = await rawRequest(port, `GET /api/permission/Organize?${'a=1&'.repeat(5000)} HTTP/1.1\r\nAuthorization: ${token}`);
    expect(response.status).toBe(414);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.connection).toBe('close');
    expect(envelope(response.body)).toEqual({ code: 414, msg: '请求地址过长（最多 8192 个字符）' });
  });

  it('answer a 10 KB URL, which the http parser lets through, with code 414', async () => {
    const response = await rawRequest(
      port,
      `GET /api/permission/Organize?keyword=${'k'.repeat(10_000)} HTTP/1.1\r\nAccept-Language: zh-TW`,
    );
    expect(response.status).toBe(200);
    expect(envelope(response.body)).toEqual({ code: 414, msg: '請求網址過長（最多 8192 個字元）' });
  });

  it('answer more than 100 query parameters with code 400', async () => {
    const response = await rawRequest(
      port,
      `GET /api/permission/Organize?${'a=1&'.repeat(150)}_t=1 HTTP/1.1\r\nAccept-Language: en\r\nAuthorization: ${token}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(envelope(response.body)).toEqual({ code: 400, msg: 'The query has too many parameters (at most 100)' });
  });

  it('answer a 40 KB header with code 431 in the language named before it', async () => {
    const response = await rawRequest(
      port,
      `GET /api/oauth/CurrentUser HTTP/1.1\r\nAccept-Language: en\r\nX-Padding: ${'x'.repeat(40 * 1024)}`,
    );
    expect(response.status).toBe(431);
    expect(envelope(response.body)).toEqual({ code: 431, msg: 'The request headers are too large (at most 16 KB)' });
  });

  it('answer a malformed request line with code 400', async () => {
    const response = await rawRequest(port, 'NOT A REQUEST');
    expect(response.status).toBe(400);
    expect(envelope(response.body)).toEqual({ code: 400, msg: '请求格式错误' });
  });

  it('answer a body over the limit with an envelope before reading it', async () => {
    const declared = 9 * 1024 * 1024;
    const response = await rawRequest(
      port,
      `POST /api/oauth/Login HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\nAccept-Language: en`,
      '{"account":"admin"',
    );
    expect(response.status).toBe(200);
    const body = envelope(response.body);
    // 413 once plugins/errors.ts answers Fastify's client errors through clientFault (plugins/client-errors.ts).
    expect([400, 413]).toContain(body.code);
    expect(body.msg).toMatch(/too large/);
  });

  it('still serves an ordinary request afterwards', async () => {
    const response = await rawRequest(port, `GET /api/permission/Organize?keyword=east HTTP/1.1\r\nAuthorization: ${token}`);
    expect(response.status).toBe(200);
    expect(envelope(response.body).code).toBe(200);
  });
});
