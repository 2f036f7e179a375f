import type { DefaultJRequest, OrderPreviewRow } from '../../wire/schedules';
import { PREVIEW_ROWS_MAX } from '../../wire/schedules';
import { expandSchedule } from './expand-schedule';
import { readScheduleRule, type ScheduleProblem } from './schedule-rule';
import { formatInZone } from './zone-clock';

// The schedule preview (POST /api/order/engine/defaultJ) without its transport: the request's plan into the rows of
// the orders it would create, or the problem to answer. Checks run in the plan form's order: the schedule itself
// (frequency, finish time, values), then the range, then the number of orders.

export type PlanPreview =
  | { ok: true; rows: OrderPreviewRow[] }
  /** `validation`: the request is wrong (401); `rule`: it is well formed but refused (400, too many orders). */
  | { ok: false; kind: 'validation' | 'rule'; problem: ScheduleProblem };

export function planPreview(
  request: Pick<DefaultJRequest, 'title' | 'beginTime' | 'endTime' | 'executionScheduleDetail'>,
  timeZone: string,
  limit = PREVIEW_ROWS_MAX,
): PlanPreview {
  const reading = readScheduleRule(request.executionScheduleDetail);
  if (!reading.ok) return { ok: false, kind: 'validation', problem: reading.problem };
  if (request.endTime < request.beginTime) {
    return { ok: false, kind: 'validation', problem: { key: 'work-orders.schedule.end-before-begin', field: 'endTime' } };
  }
  const expansion = expandSchedule(reading.rule, { beginTime: request.beginTime, endTime: request.endTime, timeZone }, limit);
  if (expansion.overLimit) {
    return { ok: false, kind: 'rule', problem: { key: 'work-orders.schedule.too-many-orders', params: { max: limit }, field: 'endTime' } };
  }
  return {
    ok: true,
    rows: expansion.orders.map(({ begin, end }) => ({
      title: request.title,
      beginDateTimeShow: formatInZone(begin, timeZone),
      endDateTimeShow: formatInZone(end, timeZone),
      originBeginDate: begin,
      originEndDate: end,
    })),
  };
}
