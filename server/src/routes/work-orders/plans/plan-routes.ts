import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing } from '../../../i18n/localized-error';
import { ok, paged } from '../../../lib/envelope';
import { assertProjectAccess } from '../../../monitoring/project-access';
import { requirePlan, scopedProjects } from '../../../orders/order-access';
import { lookupNames } from '../../../orders/order-names';
import { orderScopeCondition } from '../../../orders/order-scope';
import { toPlanItem, type PlanRow } from '../../../orders/order-views';
import { formatInZone } from '../../../orders/schedule/zone-clock';
import { WORK_ORDER_MENU } from '../../../orders/work-order-menus';
import { currentUserId } from '../../../shell/current-user-id';
import { containsText, readKeyword, readPaging } from '../../../shell/list-query';
import { requireButton, requireMenu } from '../../../shell/permission-check';
import type { Db } from '../../../db/database';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, NO_BODY, envelopeOf, pagedEnvelopeOf } from '../../../wire/envelope';
import { PLAN_DETAIL, PLAN_ITEM, PLAN_LIST_QUERY } from '../../../wire/work-orders-plans';

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

async function orderCounts(db: Db, planIds: string[]): Promise<(planId: string) => number> {
  const rows =
    planIds.length === 0
      ? []
      : await db
          .selectFrom('workOrder')
          .select(['planId', (eb) => eb.fn.countAll<number>().as('count')])
          .where('planId', 'in', planIds)
          .groupBy('planId')
          .execute();
  const counts = new Map(rows.map((row) => [row.planId, Number(row.count)]));
  return (planId) => counts.get(planId) ?? 0;
}

/** The plan with this id, or the plan of the order with this id (stopByOrderId takes either). */
async function planByPlanOrOrder(db: Db, userId: string, id: string): Promise<PlanRow> {
  const direct = await db.selectFrom('workOrderPlan').select('id').where('id', '=', id).executeTakeFirst();
  if (direct) return requirePlan(db, userId, direct.id);
  const order = await db.selectFrom('workOrder').select(['planId', 'projectId']).where('id', '=', id).executeTakeFirst();
  if (!order?.planId) throw missing('work-orders.plan.not-found');
  await assertProjectAccess(db, userId, order.projectId);
  return requirePlan(db, userId, order.planId);
}

/**
 * Plans under /api/workOrderPlan/WorkOrder (the recurring-tasks page, menu workOrder.recurringTasks): the paged list,
 * one plan with its orders, and stopping (btn_stop): a stopped plan creates no further orders, those made stay.
 */
export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/workOrderPlan/WorkOrder',
    { schema: { querystring: PLAN_LIST_QUERY, response: { 200: pagedEnvelopeOf(PLAN_ITEM) } } },
    async (request) => {
      const userId = currentUserId(request);
      await requireMenu(app.db, userId, WORK_ORDER_MENU.plans);
      const { query } = request;
      const paging = readPaging(query);
      const [projectIds, scope] = await Promise.all([
        scopedProjects(app.db, userId, query.projectId || undefined),
        orderScopeCondition(app.db, userId, 'workOrderPlan'),
      ]);
      let select = app.db.selectFrom('workOrderPlan').where(scope);
      select = projectIds.length === 0 ? select.where('projectId', '=', '') : select.where('projectId', 'in', projectIds);
      const keyword = readKeyword(query.keyword);
      if (keyword) select = select.where(containsText('title', keyword));
      if (query.orderType) select = select.where('orderType', '=', query.orderType);
      if (query.state !== undefined) select = select.where('state', '=', query.state);
      const [list, count] = await Promise.all([
        select.selectAll().orderBy('createdAt', 'desc').orderBy('id').limit(paging.pageSize).offset(paging.offset).execute(),
        select.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const [names, countOf] = await Promise.all([
        lookupNames(app.db, list),
        orderCounts(
          app.db,
          list.map((row) => row.id),
        ),
      ]);
      return paged(
        list.map((row) => toPlanItem(row, names, countOf(row.id))),
        paging.currentPage,
        paging.pageSize,
        Number(count.total),
      );
    },
  );

  app.get(
    '/workOrderPlan/WorkOrder/:id',
    { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(PLAN_DETAIL) } } },
    async (request) => {
      const userId = currentUserId(request);
      await requireMenu(app.db, userId, WORK_ORDER_MENU.plans);
      const plan = await requirePlan(app.db, userId, request.params.id);
      const orders = await app.db
        .selectFrom('workOrder')
        .selectAll()
        .where('planId', '=', plan.id)
        .orderBy('beginTime')
        .orderBy('id')
        .execute();
      const names = await lookupNames(app.db, [plan]);
      return ok({
        ...toPlanItem(plan, names, orders.length),
        orders: orders.map((order) => ({
          id: order.id,
          title: order.title,
          beginDateTimeShow: formatInZone(Number(order.beginTime), plan.timeZone),
          endDateTimeShow: formatInZone(Number(order.endTime), plan.timeZone),
          originBeginDate: Number(order.beginTime),
          originEndDate: Number(order.endTime),
          status: Number(order.status),
        })),
      });
    },
  );

  app.put(
    '/workOrderPlan/WorkOrder/stopByOrderId/:id',
    { schema: { params: ID_PARAMS, body: NO_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, WORK_ORDER_MENU.plans, 'btn_stop');
      const plan = await planByPlanOrOrder(app.db, userId, request.params.id);
      // Stopping twice is no error: the plan is stopped either way, and the first stop's time stays.
      await app.db
        .updateTable('workOrderPlan')
        .set({ state: 0, stoppedAt: Date.now() })
        .where('id', '=', plan.id)
        .where('state', '=', 1)
        .execute();
      return ok();
    },
  );
};
