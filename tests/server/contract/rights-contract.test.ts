import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';
import { dbFingerprint } from './db-fingerprint';
import type { Envelope } from '../../../server/src/wire/codes';

let ctx: TestContext;
const tokens: Record<string, string> = {};
/** A point in a project engineer01 belongs to, and a project he does not. */
let pointId: string;
let foreignProjectId: string;

async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Envelope> {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: tokens[user] ?? '', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Envelope;
}

async function storedPoint() {
  return ctx.database.db.selectFrom('monitoringPoint').selectAll().where('id', '=', pointId).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'duty01', 'engineer01', 'viewer01']) tokens[user] = await signInAs(ctx, `usr-${user}`);
  const member = ctx.database.db.selectFrom('projectMember').select('projectId').where('userId', '=', 'usr-engineer01');
  const point = await ctx.database.db
    .selectFrom('monitoringPoint')
    .select('id')
    .where('projectId', 'in', member)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const foreign = await ctx.database.db
    .selectFrom('project')
    .select('id')
    .where('id', 'not in', member)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  pointId = point.id;
  foreignProjectId = foreign.id;
});

afterAll(async () => {
  await ctx.close();
});

describe('a point edit takes only the editable fields', () => {
  it('refuses projectId and createdAt from an engineer of the project, naming the field and changing nothing', async () => {
    const before = await storedPoint();
    const moved = await call('engineer01', 'PUT', `/api/deploy/monitoringPointManagement/${pointId}`, {
      name: 'Moved',
      projectId: foreignProjectId,
    });
    expect(moved.code).toBe(401);
    expect(moved.msg).toContain('projectId');
    const backdated = await call('engineer01', 'PUT', `/api/deploy/monitoringPointManagement/${pointId}`, { createdAt: 0 });
    expect(backdated.code).toBe(401);
    expect(backdated.msg).toContain('createdAt');
    for (const field of ['damId', 'id', 'type', 'updatedAt']) {
      const answer = await call('engineer01', 'PUT', `/api/deploy/monitoringPointManagement/${pointId}`, { [field]: 'x' });
      expect({ field, code: answer.code, named: answer.msg.includes(field) }).toEqual({ field, code: 401, named: true });
    }
    expect(await storedPoint()).toEqual(before);
  });

  it('still lets the same engineer rename the point', async () => {
    const renamed = await call('engineer01', 'PUT', `/api/deploy/monitoringPointManagement/${pointId}`, {
      name: 'Renamed by contract test',
    });
    expect(renamed.code).toBe(200);
    expect(renamed.data).toMatchObject({ id: pointId, name: 'Renamed by contract test' });
    expect((await storedPoint()).projectId).not.toBe(foreignProjectId);
  });

  it('refuses a JSON number too large to be finite with 401 naming it, never a driver error', async () => {
    const before = await storedPoint();
    const answer = await call('engineer01', 'PUT', `/api/deploy/monitoringPointManagement/${pointId}`, '{"rangeMax":1e400}');
    expect(answer.code).toBe(401);
    expect(answer.msg).toMatch(/^rangeMax must be a (finite )?number$/);
    const latitude = await call('engineer01', 'PUT', `/api/deploy/monitoringPointManagement/${pointId}`, '{"latitude":-1e400}');
    expect(latitude.code).toBe(401);
    expect(latitude.msg).toContain('latitude');
    expect(await storedPoint()).toEqual(before);
  });
});

describe('a user without the right is refused, and nothing changes', () => {
  const REFUSED: { user: string; method: 'POST' | 'PUT' | 'DELETE'; url: () => string; body?: () => unknown }[] = [
    {
      user: 'viewer01',
      method: 'POST',
      url: () => '/api/permission/Users',
      body: () => ({ account: 'contract01', realName: 'Contract', organizeId: 'org-hq', enabledMark: 1 }),
    },
    { user: 'viewer01', method: 'DELETE', url: () => '/api/permission/Users/usr-duty01' },
    { user: 'viewer01', method: 'POST', url: () => '/api/permission/Users/Actions/Export', body: () => ({}) },
    { user: 'duty01', method: 'DELETE', url: () => '/api/system/OnlineUser/usr-viewer01' },
    {
      user: 'viewer01',
      method: 'PUT',
      url: () => `/api/deploy/monitoringPointManagement/${pointId}`,
      body: () => ({ name: 'Viewer edit' }),
    },
    { user: 'duty01', method: 'PUT', url: () => `/api/deploy/monitoringPointManagement/${pointId}`, body: () => ({ name: 'Duty edit' }) },
    {
      user: 'viewer01',
      method: 'POST',
      url: () => '/api/monitoring/readings',
      body: () => ({ readings: [{ pointId, ts: Date.now(), value: 1 }] }),
    },
    { user: 'viewer01', method: 'PUT', url: () => `/api/monitoring/points/${pointId}/thresholds`, body: () => ({ list: [] }) },
  ];

  it('answers 403 for each', async () => {
    const before = await dbFingerprint(ctx);
    for (const { user, method, url, body } of REFUSED) {
      const answer = await call(user, method, url(), body?.());
      expect({ user, call: `${method} ${url()}`, code: answer.code }).toEqual({ user, call: `${method} ${url()}`, code: 403 });
    }
    expect(await dbFingerprint(ctx)).toEqual(before);
  });
});
