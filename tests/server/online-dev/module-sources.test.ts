import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';

// What the demo's module menus (types 4 and 5) name must exist and run: the patrol-type dictionary and the alarm
// statistics data interface, read the way the console's module pages read them.

let ctx: TestContext;
let token = '';

beforeAll(async () => {
  ctx = await createTestApp();
  token = await signInAs(ctx, 'usr-admin');
});

afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { authorization: token } })).json();

describe('module menus of the demo', () => {
  it('name a dictionary and a data interface that exist', async () => {
    const menus = await ctx.database.db.selectFrom('menu').select(['type', 'propertyJson']).where('type', 'in', [4, 5]).execute();
    const named = menus.map((menu) => (JSON.parse(menu.propertyJson) as { moduleId: string }).moduleId).sort();
    expect(named).toEqual(['dict-patrol-type', 'report-alarm-statistics']);
    const entries = await get('/api/system/DictionaryData/dict-patrol-type');
    expect(entries.data.list.map((entry: { fullName: string }) => entry.fullName)).toContain('日常巡查');
  });

  it('run the alarm statistics report through the fence on this dialect', async () => {
    const point = await ctx.database.db.selectFrom('monitoringPoint').select(['id', 'projectId', 'damId']).executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('alarm')
      .values({
        id: 'alm-report-1',
        pointId: point.id,
        projectId: point.projectId,
        damId: point.damId,
        kind: 'threshold',
        severity: 3,
        state: 'active',
        value: 1,
        threshold: 0.5,
        direction: 'upper',
        raisedAt: Date.now(),
        clearedAt: null,
        closedAt: null,
        ackByUserId: null,
        ackBy: null,
        ackAt: null,
        ackComment: null,
        updatedAt: Date.now(),
      })
      .execute();
    const answer = await get('/api/system/DataInterface/report-alarm-statistics/Actions/Response');
    expect(answer.code).toBe(200);
    const rows = answer.data as Record<string, unknown>[];
    const serious = rows.find((row) => row['告警级别'] === '二级（严重）');
    expect(Number(serious?.['告警总数'])).toBeGreaterThanOrEqual(1);
    expect(Number(serious?.['未消除'])).toBeGreaterThanOrEqual(1);
  });
});
