import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { DataFillingTable } from '../../db/tables/work-orders';
import { deny, missing, refuse } from '../../i18n/localized-error';
import { assertProjectAccess } from '../../monitoring/project-access';
import { requireOrder } from '../order-access';

// Who may see and write a fill-in: the members of its project (or of its order's project); a fill-in without a
// project is its creator's alone.

export type FillingRow = Selectable<DataFillingTable>;

export async function requireFilling(db: Db, userId: string, id: string): Promise<FillingRow> {
  const row = await db.selectFrom('dataFilling').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw missing('work-orders.filling.not-found');
  if (row.projectId) await assertProjectAccess(db, userId, row.projectId);
  else if (row.creatorUserId !== userId) throw deny('request.forbidden');
  return row;
}

/** The order and project a new fill-in belongs to: the order's project wins, and must be the one named if any. */
export async function fillingOwner(
  db: Db,
  userId: string,
  orderId: string | null | undefined,
  projectId: string | null | undefined,
): Promise<{ orderId: string | null; projectId: string | null }> {
  if (orderId) {
    const order = await requireOrder(db, userId, orderId);
    if (projectId && projectId !== order.projectId) throw refuse('work-orders.filling.order-project');
    return { orderId: order.id, projectId: order.projectId };
  }
  if (projectId) await assertProjectAccess(db, userId, projectId);
  return { orderId: null, projectId: projectId || null };
}
