import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { issueSession } from '../../../server/src/auth/sessions';
import { createTestApp, type TestContext } from '../support/test-app';

/** The seeded demo server with two sessions: the administrator and a duty officer who holds no system menu. */
export interface SystemDataContext extends TestContext {
  call<T = unknown>(who: 'admin' | 'duty', request: InjectOptions): Promise<{ code: number; msg: string; data?: T }>;
  raw(who: 'admin' | 'duty', request: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function createSystemDataApp(): Promise<SystemDataContext> {
  const ctx = await createTestApp();
  const token = async (userId: string) =>
    (
      await issueSession(ctx.database.db, {
        userId,
        ipAddress: '127.0.0.1',
        place: '',
        userAgent: 'vitest',
        origin: 'pc',
        idleMs: 3_600_000,
      })
    ).token;
  const tokens = { admin: await token('usr-admin'), duty: await token('usr-duty01') };
  const raw = (who: 'admin' | 'duty', request: InjectOptions) =>
    ctx.app.inject({ ...request, headers: { authorization: tokens[who], 'accept-language': 'en', ...(request.headers ?? {}) } });
  return {
    ...ctx,
    raw,
    async call<T>(who: 'admin' | 'duty', request: InjectOptions) {
      return (await raw(who, request)).json() as { code: number; msg: string; data?: T };
    },
  };
}
