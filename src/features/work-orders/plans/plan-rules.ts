import type { ScheduleDetail } from '../../../../server/src/wire/schedules';
import { PLAN_DAY_COUNTS, type TaskStatus } from '../../../../server/src/wire/work-orders-codes';

// The plan form's rules (seed 001 sections 4, 5 and 9). The server judges the same schedule again
// (server/src/orders/schedule/schedule-rule.ts), with the same constants (server/src/wire/work-orders-codes.ts).

/** A plan's type, executionScheduleDetail.taskStatus. */
export type PlanType = TaskStatus;

/** Which set of types the form offers: a periodic plan, or the single-task variant (seed 001 section 4). */
export type PlanVariant = 'periodic' | 'single';

export const PLAN_TYPES: Readonly<Record<PlanVariant, readonly PlanType[]>> = {
  periodic: [0, 1, 2, 3, 4],
  single: [5, 3, 2],
};

/** The schedule field each type reads for its frequency; single tasks read none. */
export const FREQUENCY_FIELD: Readonly<Record<PlanType, keyof ScheduleDetail | null>> = {
  0: 'yearDate',
  1: 'quarterDate',
  2: 'monthDate',
  3: 'weekDate',
  4: 'dayDate',
  5: null,
};

/** The finish-time field of each type: daily plans end at a wall time, single tasks at the end of their range. */
export const FINISH_FIELD: Readonly<Record<PlanType, keyof ScheduleDetail | null>> = {
  0: 'finishTime',
  1: 'finishTime',
  2: 'finishTime',
  3: 'finishTime',
  4: 'dayFinishTime',
  5: null,
};

/** Finish-time options 1..PLAN_DAY_COUNTS days (seed 001 section 9); none for a type without a finish-time choice. */
export function finishTimeOptions(type: PlanType | undefined): number[] {
  const count = type === undefined ? 0 : PLAN_DAY_COUNTS[type];
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** Days of one month in the seed's year calendar: 1-28 always, 29 except February, 30 in the long months; never 31. */
export function yearCalendarDays(month: number): number[] {
  const last = month === 2 ? 28 : [1, 3, 5, 7, 8, 10, 12].includes(month) ? 30 : 29;
  return Array.from({ length: last }, (_, index) => index + 1);
}

export const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The schedule part of the form's values, as the form holds them (times as 'HH:mm' text). */
export type ScheduleValues = Partial<Record<keyof ScheduleDetail, unknown>>;

/** Empty as the server reads it: null, undefined, '' or []. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** What stops a preview, in the spec's order: the frequency (请选择频次), then the finish time (请选择单次工单完成时间). */
export type PreviewBlocker = 'frequency' | 'finish-time';

/** Seed 001 section 5, "Before previewing work orders"; a daily plan checks dayDate and dayFinishTime. */
export function previewBlocker(values: ScheduleValues): PreviewBlocker | null {
  const type = values.taskStatus as PlanType | undefined;
  if (isEmptyValue(type) || type === undefined) return 'frequency';
  const frequency = FREQUENCY_FIELD[type];
  if (frequency && isEmptyValue(values[frequency])) return 'frequency';
  const finish = FINISH_FIELD[type];
  if (finish && isEmptyValue(values[finish])) return 'finish-time';
  return null;
}

/** The schedule values a type change leaves: every selection and finish time emptied, the new type kept. */
export function resetForType(type: PlanType | undefined): ScheduleValues & { taskStatus: PlanType | undefined } {
  return {
    taskStatus: type,
    finishTime: null,
    yearDate: [],
    quarterDate: [],
    monthDate: null,
    weekDate: [],
    dayDate: null,
    dayFinishTime: null,
  };
}

const integerOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const integers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number' && Number.isInteger(item)) : [];
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The executionScheduleDetail the server reads, from the form's values. */
export function scheduleDetailOf(values: ScheduleValues): ScheduleDetail {
  return {
    taskStatus: integerOrNull(values.taskStatus),
    finishTime: integerOrNull(values.finishTime),
    yearDate: integers(values.yearDate),
    quarterDate: integers(values.quarterDate),
    monthDate: integerOrNull(values.monthDate),
    weekDate: integers(values.weekDate),
    dayDate: textOrNull(values.dayDate),
    dayFinishTime: textOrNull(values.dayFinishTime),
  };
}
