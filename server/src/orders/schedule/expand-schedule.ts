import { DAY_MS, MINUTE_MS, clampedWallDay, wallDateOf, wallDayOf, weekdayOf } from './plan-calendar';
import type { ScheduleRule } from './schedule-rule';
import { epochToWall, wallToEpoch } from './zone-clock';

// The orders a schedule rule creates within a range, in a zone (the definitions are in wire/schedules.ts). Pure: no
// clock, no database. Bounded: it stops one order past `limit`, whatever range it is given.

/** One order's time: epoch ms. */
export interface PlannedOrder {
  begin: number;
  end: number;
}

export interface ExpansionRange {
  /** Epoch ms; an order belongs to the range when it begins within [beginTime, endTime]. */
  beginTime: number;
  endTime: number;
  timeZone: string;
}

/** The orders in time order, or `overLimit` when there would be more than `limit`. */
export type Expansion = { overLimit: false; orders: PlannedOrder[] } | { overLimit: true };

/** A day-based order's wall span: 00:00:00 of its day to 23:59:59 of its finishDays-th day. */
const daySpan = (wallDay: number, finishDays: number) => ({ beginWall: wallDay, endWall: wallDay + finishDays * DAY_MS - 1000 });

/** The wall days on which a day-based rule begins an order, first..last (wall days) included, ascending. */
function* ruleDays(rule: Exclude<ScheduleRule, { kind: 'single' }>, first: number, last: number): Generator<number> {
  const from = wallDateOf(first);
  const to = wallDateOf(last);
  switch (rule.kind) {
    case 'yearly':
      for (let year = from.year; year <= to.year; year += 1) yield clampedWallDay(year, rule.month, rule.day);
      return;
    case 'quarterly':
      for (let quarter = from.year * 4 + Math.floor((from.month - 1) / 3); quarter <= to.year * 4 + 3; quarter += 1) {
        yield clampedWallDay(Math.floor(quarter / 4), (quarter % 4) * 3 + rule.monthOfQuarter, rule.day);
      }
      return;
    case 'monthly':
      for (let month = from.year * 12 + from.month - 1; month <= to.year * 12 + to.month - 1; month += 1) {
        yield clampedWallDay(Math.floor(month / 12), (month % 12) + 1, rule.day);
      }
      return;
    case 'weekly':
      for (let day = first; day <= last; day += DAY_MS) if (rule.weekdays.includes(weekdayOf(day))) yield day;
      return;
    case 'daily':
      for (let day = first; day <= last; day += DAY_MS) yield day;
      return;
  }
}

/** Expands a rule over a range. The caller has checked beginTime <= endTime. */
export function expandSchedule(rule: ScheduleRule, range: ExpansionRange, limit: number): Expansion {
  const { beginTime, endTime, timeZone } = range;
  if (rule.kind === 'single') return { overLimit: false, orders: [{ begin: beginTime, end: endTime }] };
  const first = wallDayOf(epochToWall(beginTime, timeZone));
  const last = wallDayOf(epochToWall(endTime, timeZone));
  const orders: PlannedOrder[] = [];
  for (const day of ruleDays(rule, first, last)) {
    const span =
      rule.kind === 'daily'
        ? { beginWall: day + rule.startMinute * MINUTE_MS, endWall: day + rule.finishMinute * MINUTE_MS }
        : daySpan(day, rule.finishDays);
    const begin = wallToEpoch(span.beginWall, timeZone);
    // The first and last periods hold days outside the range (a yearly date before beginTime's day).
    if (begin < beginTime || begin > endTime) continue;
    if (orders.length === limit) return { overLimit: true };
    orders.push({ begin, end: wallToEpoch(span.endWall, timeZone) });
  }
  return { overLimit: false, orders };
}
