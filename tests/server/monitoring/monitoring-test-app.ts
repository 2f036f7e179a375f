import type { FastifyInstance, InjectOptions } from 'fastify';
import { issueSession } from '../../../server/src/auth/sessions';
import { seedMonitoring } from '../../../server/src/monitoring/seed-monitoring';
import { createTestApp, type TestContext } from '../support/test-app';

/** Demo people (server/src/seed/demo-people.ts) the monitoring tests sign in as. */
export const PEOPLE = {
  admin: 'usr-admin',
  /** Duty officer on both projects. */
  duty: 'usr-duty01',
  /** Engineer and manager on the reservoir project only. */
  engineer: 'usr-engineer01',
  /** Viewer on the reservoir project. */
  viewer: 'usr-viewer01',
  /** Duty officer on the river project only. */
  riverDuty: 'usr-patrol01',
  /** Viewer on no project. */
  outsider: 'usr-viewer02',
} as const;

export const RESERVOIR = 'prj-qingshui-dam';
export const RIVER = 'prj-lanjiang-patrol';

/** The parsed envelope; `data` is as loose as `response.json()` so assertions can read deep into any payload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test-only view of arbitrary JSON payloads
export type EnvelopeAnswer = { code: number; msg: string; data?: any };

export interface MonitoringContext extends TestContext {
  /** `app.inject` as a signed-in demo person whose console is in English (unless `options.headers` says otherwise); the envelope, parsed. */
  call(person: keyof typeof PEOPLE, options: InjectOptions): Promise<EnvelopeAnswer>;
  tokenOf(person: keyof typeof PEOPLE): Promise<string>;
}

/** A fresh app with the demo seed plus the demo monitoring network. */
export async function createMonitoringApp(): Promise<MonitoringContext> {
  const ctx = await createTestApp();
  await seedMonitoring(ctx.database.db);
  const tokens = new Map<string, string>();
  const tokenOf = async (person: keyof typeof PEOPLE) => {
    let token = tokens.get(person);
    if (!token) {
      const session = await issueSession(ctx.database.db, {
        userId: PEOPLE[person],
        ipAddress: '127.0.0.1',
        place: '',
        userAgent: 'vitest',
        origin: 'pc',
        idleMs: ctx.config.sessionIdleMs,
      });
      token = session.token;
      tokens.set(person, token);
    }
    return token;
  };
  return {
    ...ctx,
    tokenOf,
    async call(person, options) {
      const token = await tokenOf(person);
      const response = await (ctx.app as FastifyInstance).inject({
        ...options,
        headers: { 'accept-language': 'en', ...options.headers, authorization: token },
      });
      if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
      return response.json();
    },
  };
}
