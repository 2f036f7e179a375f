import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { Paging } from '../shell/list-query';
import { containsText } from '../shell/list-query';
import type { OrderType } from '../wire/work-orders-codes';

// The order list's filter (GET /api/workordermanage/workOrder and its export) as one query builder.

export interface OrderFilter {
  projectIds: readonly string[];
  keyword?: string | undefined;
  status?: number | null | undefined;
  urgency?: number | null | undefined;
  orderType?: OrderType | null | undefined;
  planId?: string | null | undefined;
  /** Bounds of the begin time, epoch ms, both included. */
  from?: number | null | undefined;
  to?: number | null | undefined;
  /** The user's data scope (order-scope.ts); the statistics count every order of the projects. */
  scope?: RawBuilder<SqlBool> | undefined;
}

export function filteredOrders(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('workOrder');
  // An empty scope matches nothing; `in ()` is not SQL.
  query = filter.projectIds.length === 0 ? query.where('projectId', '=', '') : query.where('projectId', 'in', [...filter.projectIds]);
  const { keyword, status, urgency, orderType, planId, from, to, scope } = filter;
  if (scope) query = query.where(scope);
  if (keyword) query = query.where((eb) => eb.or([containsText('title', keyword), containsText('order_no', keyword)]));
  if (status) query = query.where('status', '=', status);
  if (urgency) query = query.where('urgency', '=', urgency);
  if (orderType) query = query.where('orderType', '=', orderType);
  if (planId) query = query.where('planId', '=', planId);
  if (from !== undefined && from !== null) query = query.where('beginTime', '>=', from);
  if (to !== undefined && to !== null) query = query.where('beginTime', '<=', to);
  return query;
}

export async function listOrders(db: Db, filter: OrderFilter, paging: Paging) {
  const query = filteredOrders(db, filter);
  const [list, count] = await Promise.all([
    query.selectAll().orderBy('beginTime', 'desc').orderBy('id').limit(paging.pageSize).offset(paging.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.total) };
}

/** Each order's furthest fill-in status (0 when it has none). */
export async function fillingStatuses(db: Db, orderIds: readonly string[]): Promise<(orderId: string) => number> {
  const rows =
    orderIds.length === 0
      ? []
      : await db
          .selectFrom('dataFilling')
          .select(['orderId', (eb) => eb.fn.max('fillingStatus').as('status')])
          .where('orderId', 'in', [...orderIds])
          .groupBy('orderId')
          .execute();
  const statuses = new Map(rows.map((row) => [row.orderId, Number(row.status)]));
  return (orderId) => statuses.get(orderId) ?? 0;
}
