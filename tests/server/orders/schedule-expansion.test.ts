import { describe, expect, it } from 'vitest';
import { planPreview } from '../../../server/src/orders/schedule/plan-preview';
import type { ScheduleDetail } from '../../../server/src/wire/schedules';
import { translate } from '../../../server/src/i18n/server-i18n';

// The schedule expansion on its own: every plan type, month ends, leap years, daylight-saving zones and the bad input
// list, each answered with the catalogue's words.

const SHANGHAI = 'Asia/Shanghai';
const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

/** Epoch ms of a wall time in Shanghai (UTC+8 all year). */
const cst = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

function rows(detail: ScheduleDetail | string, from: string, to: string, timeZone = SHANGHAI, limit?: number) {
  const answer = planPreview(
    { title: 'Dam patrol', beginTime: cst(from), endTime: cst(to), executionScheduleDetail: detail },
    timeZone,
    limit,
  );
  if (!answer.ok) throw new Error(`refused: ${answer.problem.key}`);
  return answer.rows;
}

const begins = (list: ReturnType<typeof rows>) => list.map((row) => row.beginDateTimeShow);

/** The refusal's zh-CN text and the field it names. */
function refusal(detail: ScheduleDetail | string, from = '2026-01-01 00:00:00', to = '2026-12-31 23:59:59') {
  const answer = planPreview({ title: 'x', beginTime: cst(from), endTime: cst(to), executionScheduleDetail: detail }, SHANGHAI);
  if (answer.ok) throw new Error('accepted');
  return { kind: answer.kind, field: answer.problem.field, msg: translate('zh-CN', answer.problem.key, answer.problem.params) };
}

describe('each plan type', () => {
  it('yearly: one order a year on its date, finishing finishTime days later at 23:59:59', () => {
    const list = rows({ taskStatus: 0, yearDate: [3, 15], finishTime: 10 }, '2026-01-01 00:00:00', '2028-12-31 23:59:59');
    expect(list).toEqual(
      [2026, 2027, 2028].map((year) => ({
        title: 'Dam patrol',
        beginDateTimeShow: `${year}-03-15 00:00:00`,
        endDateTimeShow: `${year}-03-24 23:59:59`,
        originBeginDate: cst(`${year}-03-15 00:00:00`),
        originEndDate: cst(`${year}-03-24 23:59:59`),
      })),
    );
  });

  it('quarterly: the chosen month of each quarter, the 31st falling on the month end', () => {
    const list = rows({ taskStatus: 1, quarterDate: [3, 31], finishTime: 1 }, '2026-01-01 00:00:00', '2026-12-31 23:59:59');
    expect(begins(list)).toEqual(['2026-03-31 00:00:00', '2026-06-30 00:00:00', '2026-09-30 00:00:00', '2026-12-31 00:00:00']);
    expect(list[1]?.endDateTimeShow).toBe('2026-06-30 23:59:59');
  });

  it('monthly: the 31st falls on the last day of shorter months, 29 February in a leap year', () => {
    const list = rows({ taskStatus: 2, monthDate: 31, finishTime: 3 }, '2027-12-01 00:00:00', '2028-05-31 23:59:59');
    expect(begins(list)).toEqual([
      '2027-12-31 00:00:00',
      '2028-01-31 00:00:00',
      '2028-02-29 00:00:00',
      '2028-03-31 00:00:00',
      '2028-04-30 00:00:00',
      '2028-05-31 00:00:00',
    ]);
    // Three days from 29 February 2028 end on 2 March.
    expect(list[2]?.endDateTimeShow).toBe('2028-03-02 23:59:59');
  });

  it('monthly: the 29th in February of a common year is the 28th', () => {
    expect(begins(rows({ taskStatus: 2, monthDate: 29, finishTime: 1 }, '2027-02-01 00:00:00', '2027-03-31 23:59:59'))).toEqual([
      '2027-02-28 00:00:00',
      '2027-03-29 00:00:00',
    ]);
  });

  it('yearly on 29 February: the 29th in leap years, the 28th otherwise; 366 days span a leap year', () => {
    const list = rows({ taskStatus: 0, yearDate: [2, 29], finishTime: 1 }, '2027-01-01 00:00:00', '2029-12-31 23:59:59');
    expect(begins(list)).toEqual(['2027-02-28 00:00:00', '2028-02-29 00:00:00', '2029-02-28 00:00:00']);
    const year = rows({ taskStatus: 0, yearDate: [1, 1], finishTime: 366 }, '2028-01-01 00:00:00', '2028-01-01 00:00:00');
    expect(year.map((row) => row.endDateTimeShow)).toEqual(['2028-12-31 23:59:59']);
  });

  it('weekly: every chosen weekday (Monday = 1), duplicates once, across a month end', () => {
    const list = rows({ taskStatus: 3, weekDate: [7, 1, 3, 1], finishTime: 2 }, '2026-04-27 00:00:00', '2026-05-10 23:59:59');
    // 27 April 2026 is a Monday.
    expect(begins(list)).toEqual([
      '2026-04-27 00:00:00',
      '2026-04-29 00:00:00',
      '2026-05-03 00:00:00',
      '2026-05-04 00:00:00',
      '2026-05-06 00:00:00',
      '2026-05-10 00:00:00',
    ]);
    expect(list[2]?.endDateTimeShow).toBe('2026-05-04 23:59:59');
  });

  it('daily: each day from dayDate to dayFinishTime, across 29 February', () => {
    const list = rows({ taskStatus: 4, dayDate: '08:30', dayFinishTime: '17:00' }, '2028-02-28 00:00:00', '2028-03-01 23:59:59');
    expect(list.map((row) => [row.beginDateTimeShow, row.endDateTimeShow])).toEqual([
      ['2028-02-28 08:30:00', '2028-02-28 17:00:00'],
      ['2028-02-29 08:30:00', '2028-02-29 17:00:00'],
      ['2028-03-01 08:30:00', '2028-03-01 17:00:00'],
    ]);
  });

  it('single: one order over the whole range, whatever else the detail holds', () => {
    const list = rows({ taskStatus: 5, weekDate: [], finishTime: null }, '2026-06-01 09:00:00', '2026-06-03 18:00:00');
    expect(list).toEqual([
      {
        title: 'Dam patrol',
        beginDateTimeShow: '2026-06-01 09:00:00',
        endDateTimeShow: '2026-06-03 18:00:00',
        originBeginDate: cst('2026-06-01 09:00:00'),
        originEndDate: cst('2026-06-03 18:00:00'),
      },
    ]);
  });
});

describe('the range', () => {
  it('holds orders that begin within it, both ends included', () => {
    const detail = { taskStatus: 4, dayDate: '08:00', dayFinishTime: '09:00' };
    expect(begins(rows(detail, '2026-05-01 08:00:00', '2026-05-03 08:00:00'))).toEqual([
      '2026-05-01 08:00:00',
      '2026-05-02 08:00:00',
      '2026-05-03 08:00:00',
    ]);
    expect(begins(rows(detail, '2026-05-01 08:00:01', '2026-05-03 07:59:59'))).toEqual(['2026-05-02 08:00:00']);
  });

  it('leaves out a yearly date before the range in its first year, and is empty when no date falls in it', () => {
    expect(begins(rows({ taskStatus: 0, yearDate: [1, 10], finishTime: 1 }, '2026-02-01 00:00:00', '2027-12-31 00:00:00'))).toEqual([
      '2027-01-10 00:00:00',
    ]);
    expect(rows({ taskStatus: 2, monthDate: 20, finishTime: 1 }, '2026-05-01 00:00:00', '2026-05-19 23:59:59')).toEqual([]);
  });

  it('refuses a range that would create more orders than the limit', () => {
    const answer = planPreview(
      {
        title: 'x',
        beginTime: cst('2026-01-01 00:00:00'),
        endTime: cst('2026-01-31 23:59:59'),
        executionScheduleDetail: { taskStatus: 4, dayDate: '08:00', dayFinishTime: '09:00' },
      },
      SHANGHAI,
      30,
    );
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.kind).toBe('rule');
    expect(translate('zh-CN', answer.problem.key, answer.problem.params)).toBe('此时间范围内的工单将超过 30 个，请缩短时间范围');
    expect(
      rows({ taskStatus: 4, dayDate: '08:00', dayFinishTime: '09:00' }, '2026-01-01 00:00:00', '2026-01-30 23:59:59', SHANGHAI, 30),
    ).toHaveLength(30);
  });

  it('stops at the limit on a range of decades instead of listing it', () => {
    const answer = planPreview(
      {
        title: 'x',
        beginTime: Date.UTC(2000, 0, 1),
        endTime: Date.UTC(2099, 11, 31),
        executionScheduleDetail: { taskStatus: 4, dayDate: '08:00', dayFinishTime: '09:00' },
      },
      SHANGHAI,
    );
    expect(answer).toMatchObject({ ok: false, kind: 'rule' });
  });
});

describe('daylight saving', () => {
  it('Europe/Berlin: daily orders keep their wall time across both changes, 23 and 25 hours apart', () => {
    const from = Date.UTC(2026, 2, 28, 0, 0);
    const to = Date.UTC(2026, 2, 30, 23, 0);
    const answer = planPreview(
      { title: 't', beginTime: from, endTime: to, executionScheduleDetail: { taskStatus: 4, dayDate: '08:00', dayFinishTime: '12:00' } },
      BERLIN,
    );
    if (!answer.ok) throw new Error('refused');
    expect(answer.rows.map((row) => row.beginDateTimeShow)).toEqual(['2026-03-28 08:00:00', '2026-03-29 08:00:00', '2026-03-30 08:00:00']);
    expect(answer.rows.map((row) => row.originBeginDate)).toEqual([
      Date.UTC(2026, 2, 28, 7),
      Date.UTC(2026, 2, 29, 6),
      Date.UTC(2026, 2, 30, 6),
    ]);
    const autumn = planPreview(
      {
        title: 't',
        beginTime: Date.UTC(2026, 9, 24, 0),
        endTime: Date.UTC(2026, 9, 26, 12),
        executionScheduleDetail: { taskStatus: 4, dayDate: '08:00', dayFinishTime: '12:00' },
      },
      BERLIN,
    );
    if (!autumn.ok) throw new Error('refused');
    const [a, b, c] = autumn.rows.map((row) => row.originBeginDate);
    expect([b! - a!, c! - b!]).toEqual([25 * 3_600_000, 24 * 3_600_000]);
  });

  it('Europe/Berlin: a daily time the spring change skips moves forward by the change', () => {
    const answer = planPreview(
      {
        title: 't',
        beginTime: Date.UTC(2026, 2, 28, 23),
        endTime: Date.UTC(2026, 2, 29, 20),
        executionScheduleDetail: { taskStatus: 4, dayDate: '02:30', dayFinishTime: '04:00' },
      },
      BERLIN,
    );
    if (!answer.ok) throw new Error('refused');
    expect(answer.rows.map((row) => [row.beginDateTimeShow, row.endDateTimeShow])).toEqual([
      ['2026-03-29 03:30:00', '2026-03-29 04:00:00'],
    ]);
  });

  it('Europe/Berlin: a daily time the autumn change repeats is its first occurrence', () => {
    const answer = planPreview(
      {
        title: 't',
        beginTime: Date.UTC(2026, 9, 24, 23),
        endTime: Date.UTC(2026, 9, 25, 20),
        executionScheduleDetail: { taskStatus: 4, dayDate: '02:30', dayFinishTime: '04:00' },
      },
      BERLIN,
    );
    if (!answer.ok) throw new Error('refused');
    // 02:30 CEST (UTC+2), then 04:00 CET (UTC+1): two and a half hours.
    expect(answer.rows.map((row) => [row.originBeginDate, row.originEndDate])).toEqual([
      [Date.UTC(2026, 9, 25, 0, 30), Date.UTC(2026, 9, 25, 3)],
    ]);
  });

  it('America/New_York: a weekly order spanning the November change still ends at 23:59:59 local', () => {
    const answer = planPreview(
      {
        title: 't',
        beginTime: Date.UTC(2026, 9, 30, 12),
        endTime: Date.UTC(2026, 10, 2, 12),
        executionScheduleDetail: { taskStatus: 3, weekDate: [6], finishTime: 3 },
      },
      NEW_YORK,
    );
    if (!answer.ok) throw new Error('refused');
    // Saturday 31 October 2026 00:00 EDT (UTC-4) to Monday 2 November 23:59:59 EST (UTC-5).
    expect(answer.rows).toEqual([
      {
        title: 't',
        beginDateTimeShow: '2026-10-31 00:00:00',
        endDateTimeShow: '2026-11-02 23:59:59',
        originBeginDate: Date.UTC(2026, 9, 31, 4),
        originEndDate: Date.UTC(2026, 10, 3, 4, 59, 59),
      },
    ]);
  });
});

describe('bad input, with the spec messages', () => {
  it('asks for the frequency first: no type, or the type without its date', () => {
    expect(refusal({})).toEqual({ kind: 'validation', field: 'taskStatus', msg: '请选择频次' });
    expect(refusal({ taskStatus: 0, yearDate: [], finishTime: 5 })).toMatchObject({ field: 'yearDate', msg: '请选择频次' });
    expect(refusal({ taskStatus: 1, quarterDate: null, finishTime: 5 })).toMatchObject({ field: 'quarterDate', msg: '请选择频次' });
    expect(refusal({ taskStatus: 2, finishTime: 5 })).toMatchObject({ field: 'monthDate', msg: '请选择频次' });
    expect(refusal({ taskStatus: 3, weekDate: [], finishTime: 5 })).toMatchObject({ field: 'weekDate', msg: '请选择频次' });
    expect(refusal({ taskStatus: 4, dayDate: '', dayFinishTime: '10:00' })).toMatchObject({ field: 'dayDate', msg: '请选择频次' });
  });

  it('then the finish time: 请选择单次工单完成时间', () => {
    expect(refusal({ taskStatus: 3, weekDate: [1] })).toEqual({ kind: 'validation', field: 'finishTime', msg: '请选择单次工单完成时间' });
    expect(refusal({ taskStatus: 4, dayDate: '08:00', dayFinishTime: null })).toMatchObject({
      field: 'dayFinishTime',
      msg: '请选择单次工单完成时间',
    });
  });

  it('refuses a finishTime beyond the plan type day count (366, 92, 31, 7) and below 1', () => {
    expect(refusal({ taskStatus: 0, yearDate: [1, 1], finishTime: 367 })).toMatchObject({
      field: 'finishTime',
      msg: '单次工单完成时间应为 1 到 366 天',
    });
    expect(refusal({ taskStatus: 1, quarterDate: [1, 1], finishTime: 93 }).msg).toBe('单次工单完成时间应为 1 到 92 天');
    expect(refusal({ taskStatus: 2, monthDate: 1, finishTime: 32 }).msg).toBe('单次工单完成时间应为 1 到 31 天');
    expect(refusal({ taskStatus: 3, weekDate: [1], finishTime: 8 }).msg).toBe('单次工单完成时间应为 1 到 7 天');
    expect(refusal({ taskStatus: 3, weekDate: [1], finishTime: 0 }).msg).toBe('单次工单完成时间应为 1 到 7 天');
  });

  it('refuses weekday 9, month 13, quarter month 4, day 32 and an unknown type', () => {
    expect(refusal({ taskStatus: 3, weekDate: [1, 9], finishTime: 1 })).toEqual({
      kind: 'validation',
      field: 'weekDate',
      msg: '星期只能是 1（周一）到 7（周日），不能是 9',
    });
    expect(refusal({ taskStatus: 0, yearDate: [13, 1], finishTime: 1 })).toMatchObject({ field: 'yearDate', msg: '月份应为 1 到 12 月' });
    expect(refusal({ taskStatus: 0, yearDate: [5], finishTime: 1 })).toMatchObject({ field: 'yearDate', msg: '请选择频次' });
    expect(refusal({ taskStatus: 1, quarterDate: [4, 1], finishTime: 1 }).msg).toBe('季度中的月份应为第 1 到第 3 个月');
    expect(refusal({ taskStatus: 2, monthDate: 32, finishTime: 1 })).toMatchObject({ field: 'monthDate', msg: '日期应为 1 到 31 号' });
    expect(refusal({ taskStatus: 6 }).field).toBe('taskStatus');
  });

  it('refuses daily times that are not HH:mm or finish before they start', () => {
    expect(refusal({ taskStatus: 4, dayDate: '8:00', dayFinishTime: '10:00' }).msg).toBe('dayDate 应为 HH:mm 格式的时间');
    expect(refusal({ taskStatus: 4, dayDate: '10:00', dayFinishTime: '24:00' }).field).toBe('dayFinishTime');
    expect(refusal({ taskStatus: 4, dayDate: '10:00', dayFinishTime: '10:00' }).msg).toBe('每日完成时间应晚于开始时间');
  });

  it('refuses an end before the begin', () => {
    expect(refusal({ taskStatus: 5 }, '2026-05-02 00:00:00', '2026-05-01 00:00:00')).toEqual({
      kind: 'validation',
      field: 'endTime',
      msg: '结束时间不能早于开始时间',
    });
  });

  it('reads the detail as JSON text too, with the same rules', () => {
    expect(begins(rows('{"taskStatus":2,"monthDate":31,"finishTime":1}', '2026-04-01 00:00:00', '2026-04-30 23:59:59'))).toEqual([
      '2026-04-30 00:00:00',
    ]);
    expect(refusal('{"taskStatus":3,"weekDate":[9],"finishTime":1}').msg).toBe('星期只能是 1（周一）到 7（周日），不能是 9');
    expect(refusal('{"taskStatus":3,').msg).toBe('执行计划不是有效的 JSON');
    expect(refusal('[1]').msg).toBe('执行计划不是有效的 JSON');
    expect(refusal('{"taskStatus":3,"colour":1}').msg).toBe('不接受字段 executionScheduleDetail.colour');
    expect(refusal('{"taskStatus":3,"weekDate":["1"]}').msg).toBe('executionScheduleDetail.weekDate.0无效');
  });
});
