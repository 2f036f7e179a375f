import { expect } from 'vitest';
import type { TestContext } from '../support/test-app';
import { issueSession } from '../../../server/src/auth/sessions';

/** A live session for a demo user, written straight to the database so these suites do not depend on the Login route. */
export async function signInAs(ctx: TestContext, userId: string, now = Date.now()): Promise<string> {
  const session = await issueSession(ctx.database.db, {
    userId,
    ipAddress: '10.20.30.40',
    place: '浙江省杭州市',
    userAgent: 'vitest',
    origin: 'pc',
    idleMs: ctx.config.sessionIdleMs,
    now,
  });
  return session.token;
}

/** Calls the API as a signed-in console would and returns the envelope. */
export async function call(ctx: TestContext, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { 'jnpf-origin': 'pc', ...(token ? { authorization: token } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; msg: string; data?: unknown };
}
