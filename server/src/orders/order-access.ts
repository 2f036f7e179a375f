import type { Db } from '../db/database';
import { missing } from '../i18n/localized-error';
import { assertProjectAccess, visibleProjectIds } from '../monitoring/project-access';
import { inOrderScope } from './order-scope';
import type { OrderRow, PlanRow } from './order-views';

// The data scope of work orders: an order, a plan and a fill-in belong to a project, and only the project's members
// (and administrators) see or touch them; among members, the user's data scope on the order list or the plan page
// narrows further (order-scope.ts). Unknown ids answer 404; a stranger's answer 403; a member's order outside his
// data scope 404, as a form record out of scope does (its existence is not his to know).

export async function requireOrder(db: Db, userId: string, id: string): Promise<OrderRow> {
  const row = await db.selectFrom('workOrder').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw missing('work-orders.order.not-found');
  await assertProjectAccess(db, userId, row.projectId);
  if (!(await inOrderScope(db, userId, 'workOrder', row.id))) throw missing('work-orders.order.not-found');
  return row;
}

export async function requirePlan(db: Db, userId: string, id: string): Promise<PlanRow> {
  const row = await db.selectFrom('workOrderPlan').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw missing('work-orders.plan.not-found');
  await assertProjectAccess(db, userId, row.projectId);
  if (!(await inOrderScope(db, userId, 'workOrderPlan', row.id))) throw missing('work-orders.plan.not-found');
  return row;
}

/** The projects whose orders the user may list, narrowed to `projectId` when given (403 for a stranger's). */
export async function scopedProjects(db: Db, userId: string, projectId: string | undefined): Promise<string[]> {
  if (projectId) {
    await assertProjectAccess(db, userId, projectId);
    return [projectId];
  }
  return visibleProjectIds(db, userId);
}
