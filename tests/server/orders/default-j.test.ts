import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';
import { PEOPLE, RESERVOIR, RIVER } from '../monitoring/monitoring-test-app';
import type { Envelope } from '../../../server/src/wire/codes';
import type { OrderPreviewRow } from '../../../server/src/wire/schedules';

// POST /api/order/engine/defaultJ through the real app: the wire shapes, the languages of its refusals, the project's
// zone and who may name a project. The expansion's rules are in schedule-expansion.test.ts.

let ctx: TestContext;
const tokens: Record<string, string> = {};
const URL = '/api/order/engine/defaultJ';
/** 1 to 14 June 2026 in Shanghai (UTC+8). */
const JUNE_1 = Date.UTC(2026, 4, 31, 16);
const JUNE_14_END = Date.UTC(2026, 5, 14, 15, 59, 59, 999);

async function preview(body: object, person: keyof typeof PEOPLE = 'engineer', language = 'zh-CN'): Promise<Envelope<OrderPreviewRow[]>> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: { authorization: tokens[person] ?? '', 'content-type': 'application/json', 'accept-language': language },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Envelope<OrderPreviewRow[]>;
}

const weekly = (weekDate: number[], extra: object = {}) => ({
  title: '坝体巡查',
  beginTime: JUNE_1,
  endTime: JUNE_14_END,
  orderType: 'patrol',
  categoryId: 'cat-1',
  executionScheduleDetail: { taskStatus: 3, weekDate, finishTime: 2 },
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestApp();
  for (const person of ['engineer', 'outsider'] as const) tokens[person] = await signInAs(ctx, PEOPLE[person]);
});

afterAll(async () => {
  await ctx.close();
});

describe('POST /api/order/engine/defaultJ', () => {
  it('answers one row per order in the site zone, with the times shown and as epoch ms', async () => {
    const answer = await preview(weekly([1, 5]));
    expect(answer.code).toBe(200);
    // 1 June 2026 is a Monday: Mondays 1 and 8, Fridays 5 and 12.
    expect(answer.data?.map((row) => row.beginDateTimeShow)).toEqual([
      '2026-06-01 00:00:00',
      '2026-06-05 00:00:00',
      '2026-06-08 00:00:00',
      '2026-06-12 00:00:00',
    ]);
    expect(answer.data?.[0]).toEqual({
      title: '坝体巡查',
      beginDateTimeShow: '2026-06-01 00:00:00',
      endDateTimeShow: '2026-06-02 23:59:59',
      originBeginDate: JUNE_1,
      originEndDate: JUNE_1 + 2 * 86_400_000 - 1000,
    });
  });

  it('takes executionScheduleDetail as JSON text too', async () => {
    const answer = await preview({
      ...weekly([]),
      executionScheduleDetail: JSON.stringify({ taskStatus: 3, weekDate: [1], finishTime: 1 }),
    });
    expect(answer.data?.map((row) => row.beginDateTimeShow)).toEqual(['2026-06-01 00:00:00', '2026-06-08 00:00:00']);
  });

  it('refuses weekday 9 with 401 in the caller language, naming the field in data, and the spec messages in zh-CN', async () => {
    expect(await preview(weekly([9]))).toEqual({
      code: 401,
      msg: '星期只能是 1（周一）到 7（周日），不能是 9',
      data: { field: 'weekDate' },
    });
    expect(await preview(weekly([9]), 'engineer', 'en')).toMatchObject({ code: 401, msg: 'Weekdays are 1 (Monday) to 7 (Sunday), not 9' });
    expect(await preview(weekly([]))).toEqual({ code: 401, msg: '请选择频次', data: { field: 'weekDate' } });
    expect(await preview(weekly([2], { executionScheduleDetail: { taskStatus: 3, weekDate: [2], finishTime: null } }))).toMatchObject({
      code: 401,
      msg: '请选择单次工单完成时间',
    });
    expect(
      await preview(weekly([2], { executionScheduleDetail: { taskStatus: 3, weekDate: [2], finishTime: 8 } }), 'engineer', 'zh-TW'),
    ).toMatchObject({
      code: 401,
      msg: '單次工單完成時間應為 1 到 7 天',
    });
  });

  it('refuses an end before the begin (401) and a range over the row limit (400)', async () => {
    expect(await preview(weekly([1], { beginTime: JUNE_14_END, endTime: JUNE_1 }))).toMatchObject({
      code: 401,
      msg: '结束时间不能早于开始时间',
    });
    const daily = { taskStatus: 4, dayDate: '08:00', dayFinishTime: '09:00' };
    const tooLong = await preview(
      weekly([], { beginTime: Date.UTC(2000, 0, 1), endTime: Date.UTC(2099, 0, 1), executionScheduleDetail: daily }),
    );
    expect(tooLong).toMatchObject({ code: 400, msg: '此时间范围内的工单将超过 5000 个，请缩短时间范围' });
  });

  it('refuses a schedule field it does not know and a wrong type, naming them', async () => {
    const extra = await preview(weekly([1], { executionScheduleDetail: { taskStatus: 3, weekDate: [1], finishTime: 1, colour: 'red' } }));
    expect(extra.code).toBe(401);
    expect(extra.msg).toContain('colour');
    const wrong = await preview(weekly([1], { executionScheduleDetail: { taskStatus: 3, weekDate: ['x'], finishTime: 1 } }));
    expect(wrong.code).toBe(401);
    expect(wrong.msg).toContain('weekDate');
  });

  it("counts days in the project's zone: its first dam's", async () => {
    const dams = await ctx.database.db.selectFrom('dam').select(['id', 'timeZone']).where('projectId', '=', RESERVOIR).execute();
    await ctx.database.db.updateTable('dam').set({ timeZone: 'Europe/Berlin' }).where('projectId', '=', RESERVOIR).execute();
    try {
      const answer = await preview(
        weekly([], {
          projectId: RESERVOIR,
          beginTime: Date.UTC(2026, 2, 28, 0),
          endTime: Date.UTC(2026, 2, 30, 23),
          executionScheduleDetail: { taskStatus: 4, dayDate: '08:00', dayFinishTime: '12:00' },
        }),
      );
      expect(answer.data?.map((row) => [row.beginDateTimeShow, row.originBeginDate])).toEqual([
        ['2026-03-28 08:00:00', Date.UTC(2026, 2, 28, 7)],
        ['2026-03-29 08:00:00', Date.UTC(2026, 2, 29, 6)],
        ['2026-03-30 08:00:00', Date.UTC(2026, 2, 30, 6)],
      ]);
    } finally {
      for (const dam of dams) await ctx.database.db.updateTable('dam').set({ timeZone: dam.timeZone }).where('id', '=', dam.id).execute();
    }
  });

  it('refuses a project the caller may not read (403) before judging the schedule', async () => {
    expect(await preview(weekly([9], { projectId: RIVER }))).toMatchObject({ code: 403 });
    expect(await preview(weekly([1], { projectId: RESERVOIR }), 'outsider')).toMatchObject({ code: 403 });
  });
});
