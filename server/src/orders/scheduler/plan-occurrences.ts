import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { WorkOrderTable } from '../../db/tables/work-orders';
import { newId } from '../../lib/ids';
import { PREVIEW_ROWS_MAX } from '../../wire/schedules';
import { orderNumber } from '../order-numbers';
import type { PlanRow } from '../order-views';
import { expandSchedule, type PlannedOrder } from '../schedule/expand-schedule';
import { readScheduleRule } from '../schedule/schedule-rule';

// One plan's due orders: the occurrences beginning after the plan's cursor (created_until) and up to the horizon, each
// inserted ignoring a duplicate of (plan, occurrence). The cursor moves in the same transaction, and only while the
// plan is active: a plan stopped meanwhile holds the row lock first (PostgreSQL) or the whole database (SQLite), so
// nothing is created after its stop.

/** Rows per INSERT: 19 columns each stay far below SQLite's 32,766 bound variables. */
const INSERT_CHUNK = 500;

/** The occurrences of `plan` beginning within (cursor, until]. */
export function occurrencesDue(plan: PlanRow, until: number): PlannedOrder[] {
  const reading = readScheduleRule(plan.scheduleDetail);
  // Stored only after the same check passed; a row changed behind the API creates nothing rather than failing the run.
  if (!reading.ok) return [];
  const cursor = plan.createdUntil === null ? null : Number(plan.createdUntil);
  const beginTime = Number(plan.beginTime);
  const endTime = Number(plan.endTime);
  if (reading.rule.kind === 'single') {
    return cursor === null && beginTime <= until ? [{ begin: beginTime, end: endTime }] : [];
  }
  const from = cursor === null ? beginTime : cursor + 1;
  if (from > until) return [];
  // A plan's whole range was bounded by PREVIEW_ROWS_MAX when it was made, so this window is too.
  const expansion = expandSchedule(reading.rule, { beginTime: from, endTime: until, timeZone: plan.timeZone }, PREVIEW_ROWS_MAX);
  return expansion.overLimit ? [] : expansion.orders;
}

function orderRow(plan: PlanRow, occurrence: PlannedOrder, now: number): Insertable<WorkOrderTable> {
  return {
    id: newId(),
    orderNo: orderNumber(now, plan.timeZone),
    title: plan.title,
    orderType: plan.orderType,
    categoryId: plan.categoryId,
    templateId: plan.templateId,
    projectId: plan.projectId,
    urgency: plan.urgency,
    assigneeId: plan.assigneeId,
    status: 1,
    planId: plan.id,
    occurrenceBegin: occurrence.begin,
    beginTime: occurrence.begin,
    endTime: occurrence.end,
    description: '',
    creatorUserId: plan.creatorUserId,
    createdAt: now,
    updatedAt: null,
  };
}

/** Creates the plan's orders beginning up to `horizon` (epoch ms); returns how many were new. */
export async function createDueOrders(db: Db, plan: PlanRow, horizon: number, now: number): Promise<number> {
  const until = Math.min(Number(plan.endTime), horizon);
  const due = occurrencesDue(plan, until);
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('workOrderPlan')
      .set({ createdUntil: Math.max(until, plan.createdUntil === null ? until : Number(plan.createdUntil)) })
      .where('id', '=', plan.id)
      .where('state', '=', 1)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return 0;
    let created = 0;
    for (let start = 0; start < due.length; start += INSERT_CHUNK) {
      const rows = due.slice(start, start + INSERT_CHUNK).map((occurrence) => orderRow(plan, occurrence, now));
      const result = await trx
        .insertInto('workOrder')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['planId', 'occurrenceBegin']).doNothing())
        .executeTakeFirst();
      created += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return created;
  });
}
