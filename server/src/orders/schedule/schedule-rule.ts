import { Compile } from 'typebox/compile';
import type { MessageKey, MessageParams } from '../../i18n/catalogues';
import { DAY_TIME_PATTERN, SCHEDULE_DETAIL, type ScheduleDetail } from '../../wire/schedules';
import { PLAN_DAY_COUNTS, TASK_STATUS } from '../../wire/work-orders-codes';

// executionScheduleDetail (an object, or its JSON text) into the rule the expansion follows, or the first problem a
// person has to fix, checked in the order the plan form asks: the frequency (请选择频次), then the finish time
// (请选择单次工单完成时间), then the values' ranges.

export type ScheduleRule =
  | { kind: 'yearly'; month: number; day: number; finishDays: number }
  | { kind: 'quarterly'; monthOfQuarter: number; day: number; finishDays: number }
  | { kind: 'monthly'; day: number; finishDays: number }
  | { kind: 'weekly'; weekdays: number[]; finishDays: number }
  /** Minutes after midnight. */
  | { kind: 'daily'; startMinute: number; finishMinute: number }
  | { kind: 'single' };

/** A catalogue phrase and the field it concerns (the wire name inside executionScheduleDetail). */
export interface ScheduleProblem {
  key: MessageKey;
  params?: MessageParams;
  field: string;
}

export type ScheduleReading = { ok: true; rule: ScheduleRule } | { ok: false; problem: ScheduleProblem };

const DETAIL_CHECK = Compile(SCHEDULE_DETAIL);

const fail = (field: string, key: MessageKey, params?: MessageParams): ScheduleReading => ({
  ok: false,
  problem: { key, field, ...(params ? { params } : {}) },
});

/** The JSON text's shape problem, named the way a schema violation of the object would be. */
function shapeProblem(detail: unknown): ScheduleReading {
  const errors = [...DETAIL_CHECK.Errors(detail)];
  const extra = errors.find((error) => error.keyword === 'additionalProperties');
  const names = extra?.params as { additionalProperties?: string[] } | undefined;
  if (names?.additionalProperties?.[0]) {
    return fail(names.additionalProperties[0], 'validation.unknown-field', {
      field: `executionScheduleDetail.${names.additionalProperties[0]}`,
    });
  }
  const where = (errors.find((error) => error.instancePath !== '')?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return fail(where, 'validation.invalid', { field: ['executionScheduleDetail', where].filter(Boolean).join('.') });
}

/** The detail as an object: itself, or parsed from its JSON text. */
function detailOf(input: ScheduleDetail | string): { detail: ScheduleDetail } | { reading: ScheduleReading } {
  if (typeof input !== 'string') return { detail: input };
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    return { reading: fail('', 'work-orders.schedule.not-json') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { reading: fail('', 'work-orders.schedule.not-json') };
  return DETAIL_CHECK.Check(parsed) ? { detail: parsed } : { reading: shapeProblem(parsed) };
}

const isEmptyList = (value: readonly number[] | null | undefined): value is null | undefined | [] => !value || value.length === 0;
const isEmptyText = (value: string | null | undefined): value is null | undefined | '' => !value;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** finishTime of a plan type with days (yearly .. weekly): present, then within 1 .. the type's day count. */
function finishDaysOf(detail: ScheduleDetail, taskStatus: 0 | 1 | 2 | 3): number | ScheduleReading {
  const finish = detail.finishTime;
  if (finish === null || finish === undefined) return fail('finishTime', 'work-orders.schedule.choose-finish-time');
  const max = PLAN_DAY_COUNTS[taskStatus];
  if (finish < 1 || finish > max) return fail('finishTime', 'work-orders.schedule.finish-time-range', { max });
  return finish;
}

/** A [first, day] pair whose first part must lie within 1 .. firstMax and day within 1 .. 31. */
function pairOf(
  pair: number[],
  field: 'yearDate' | 'quarterDate',
  firstMax: number,
  firstKey: MessageKey,
): { first: number; day: number } | ScheduleReading {
  const [first, day] = pair;
  if (first === undefined || day === undefined) return fail(field, 'work-orders.schedule.choose-frequency');
  if (first < 1 || first > firstMax) return fail(field, firstKey);
  if (day < 1 || day > 31) return fail(field, 'work-orders.schedule.day-range');
  return { first, day };
}

function dailyRule(detail: ScheduleDetail): ScheduleReading {
  if (isEmptyText(detail.dayDate)) return fail('dayDate', 'work-orders.schedule.choose-frequency');
  if (isEmptyText(detail.dayFinishTime)) return fail('dayFinishTime', 'work-orders.schedule.choose-finish-time');
  if (!DAY_TIME_PATTERN.test(detail.dayDate)) return fail('dayDate', 'work-orders.schedule.time-format', { field: 'dayDate' });
  if (!DAY_TIME_PATTERN.test(detail.dayFinishTime)) {
    return fail('dayFinishTime', 'work-orders.schedule.time-format', { field: 'dayFinishTime' });
  }
  const startMinute = minutesOf(detail.dayDate);
  const finishMinute = minutesOf(detail.dayFinishTime);
  if (finishMinute <= startMinute) return fail('dayFinishTime', 'work-orders.schedule.day-finish-order');
  return { ok: true, rule: { kind: 'daily', startMinute, finishMinute } };
}

/** The rule of a plan type with days, once its frequency is known to be chosen. */
function dayRule(detail: ScheduleDetail, taskStatus: 0 | 1 | 2 | 3): ScheduleReading {
  const finishDays = finishDaysOf(detail, taskStatus);
  if (typeof finishDays !== 'number') return finishDays;
  switch (taskStatus) {
    case TASK_STATUS.yearly: {
      const pair = pairOf(detail.yearDate ?? [], 'yearDate', 12, 'work-orders.schedule.month-range');
      return 'ok' in pair ? pair : { ok: true, rule: { kind: 'yearly', month: pair.first, day: pair.day, finishDays } };
    }
    case TASK_STATUS.quarterly: {
      const pair = pairOf(detail.quarterDate ?? [], 'quarterDate', 3, 'work-orders.schedule.quarter-month-range');
      return 'ok' in pair ? pair : { ok: true, rule: { kind: 'quarterly', monthOfQuarter: pair.first, day: pair.day, finishDays } };
    }
    case TASK_STATUS.monthly: {
      const day = detail.monthDate ?? 0;
      if (day < 1 || day > 31) return fail('monthDate', 'work-orders.schedule.day-range');
      return { ok: true, rule: { kind: 'monthly', day, finishDays } };
    }
    default: {
      const wrong = (detail.weekDate ?? []).find((day) => day < 1 || day > 7);
      if (wrong !== undefined) return fail('weekDate', 'work-orders.schedule.week-day-range', { value: wrong });
      const weekdays = [...new Set(detail.weekDate)].sort((a, b) => a - b);
      return { ok: true, rule: { kind: 'weekly', weekdays, finishDays } };
    }
  }
}

/** Whether the type's frequency selection (its date field) is empty. */
function frequencyMissing(detail: ScheduleDetail, taskStatus: 0 | 1 | 2 | 3): string | undefined {
  if (taskStatus === TASK_STATUS.yearly) return isEmptyList(detail.yearDate) ? 'yearDate' : undefined;
  if (taskStatus === TASK_STATUS.quarterly) return isEmptyList(detail.quarterDate) ? 'quarterDate' : undefined;
  if (taskStatus === TASK_STATUS.monthly) return detail.monthDate === null || detail.monthDate === undefined ? 'monthDate' : undefined;
  return isEmptyList(detail.weekDate) ? 'weekDate' : undefined;
}

/** Reads executionScheduleDetail (object or JSON text) into a rule, or the first problem, in the plan form's order. */
export function readScheduleRule(input: ScheduleDetail | string): ScheduleReading {
  const read = detailOf(input);
  if ('reading' in read) return read.reading;
  const { detail } = read;
  const taskStatus = detail.taskStatus;
  if (taskStatus === null || taskStatus === undefined) return fail('taskStatus', 'work-orders.schedule.choose-frequency');
  if (taskStatus < 0 || taskStatus > 5) return fail('taskStatus', 'work-orders.schedule.task-status-range');
  if (taskStatus === TASK_STATUS.single) return { ok: true, rule: { kind: 'single' } };
  if (taskStatus === TASK_STATUS.daily) return dailyRule(detail);
  const dayType = taskStatus as 0 | 1 | 2 | 3;
  const missing = frequencyMissing(detail, dayType);
  if (missing) return fail(missing, 'work-orders.schedule.choose-frequency');
  return dayRule(detail, dayType);
}
