import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

interface HealthBody {
  code: number;
  msg: string;
  data: {
    status: string;
    uptimeSeconds: number;
    rssBytes: number;
    heapUsedBytes: number;
    heapTotalBytes: number;
    externalBytes: number;
    eventLoopDelayP99Ms: number;
    openSockets: number;
    database: { reachable: boolean; latencyMs: number; error?: string };
  };
}

describe('GET /api/health', () => {
  it('answers without a sign-in with memory, uptime, event-loop delay, sockets and a reachable database', async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json<HealthBody>();
    expect(body.code).toBe(200);
    expect(body.data.status).toBe('ok');
    expect(body.data.database.reachable).toBe(true);
    expect(body.data.database.error).toBeUndefined();
    expect(body.data.rssBytes).toBeGreaterThan(body.data.heapUsedBytes);
    expect(body.data.heapUsedBytes).toBeGreaterThan(0);
    expect(body.data.uptimeSeconds).toBeGreaterThan(0);
    expect(body.data.eventLoopDelayP99Ms).toBeGreaterThanOrEqual(0);
    expect(body.data.openSockets).toBe(0);
  });

  it('reports an unreachable database as degraded instead of failing', async () => {
    ctx = await createTestApp();
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const body = response.json<HealthBody>();
    expect(body.code).toBe(200);
    expect(body.data.status).toBe('degraded');
    expect(body.data.database.reachable).toBe(false);
    expect(body.data.database.error).toEqual(expect.any(String));
    // The rest of the report still arrives: an operator sees the server alive and the database gone.
    expect(body.data.rssBytes).toBeGreaterThan(0);
  });

  it('counts open websockets', async () => {
    ctx = await createTestApp();
    const { issueSession } = await import('../../../server/src/auth/sessions');
    const session = await issueSession(ctx.database.db, {
      userId: 'usr-duty01',
      ipAddress: '10.0.0.1',
      place: '',
      userAgent: 'vitest',
      origin: 'pc',
      idleMs: ctx.config.sessionIdleMs,
    });
    const socket = await ctx.app.injectWS(`/api/message/websocket/${encodeURIComponent(session.token)}`);
    // The hub registers a socket once its token is checked, a moment after the upgrade.
    await vi.waitFor(async () => {
      const body = (await ctx?.app.inject({ method: 'GET', url: '/api/health' }))?.json<HealthBody>();
      expect(body?.data.openSockets).toBe(1);
    });
    socket.terminate();
  });
});
