import type { InjectOptions } from 'fastify';
import { signInAs } from '../current-user/sign-in-as';
import { createTestApp, type TestContext } from '../support/test-app';

/** Demo people the organisation suites act as: the administrator, and an engineer who may only look. */
export const DEMO_USER = { admin: 'usr-admin', engineer: 'usr-engineer01' } as const;

export interface DemoAdminContext extends TestContext {
  /** Sends a request as a demo person; GET payloads as query, others as JSON. Answers the envelope. */
  as<T = unknown>(who: keyof typeof DEMO_USER, options: InjectOptions): Promise<{ code: number; msg: string; data: T }>;
}

/** A fresh app on the seeded demo database (organisation, people, menus, areas) with a session per demo person. */
export async function createDemoAdminApp(): Promise<DemoAdminContext> {
  const ctx = await createTestApp();
  const tokens = { admin: await signInAs(ctx, DEMO_USER.admin), engineer: await signInAs(ctx, DEMO_USER.engineer) };
  return {
    ...ctx,
    async as<T>(who: keyof typeof DEMO_USER, options: InjectOptions) {
      const response = await ctx.app.inject({
        ...options,
        headers: { 'accept-language': 'zh-CN', ...options.headers, authorization: tokens[who], 'jnpf-origin': 'pc' },
      });
      return response.json<{ code: number; msg: string; data: T }>();
    },
  };
}
