import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { refuse } from '../../../i18n/localized-error';
import { requestLanguage } from '../../../i18n/request-language';
import { translate } from '../../../i18n/server-i18n';
import { ok, paged } from '../../../lib/envelope';
import { newId } from '../../../lib/ids';
import { requireOrder, scopedProjects } from '../../../orders/order-access';
import { orderDetail } from '../../../orders/order-detail';
import { lookupNames } from '../../../orders/order-names';
import { orderScopeCondition } from '../../../orders/order-scope';
import { fillingStatuses, listOrders } from '../../../orders/order-query';
import { STATUS_NAME_KEYS, canMove } from '../../../orders/order-status';
import { toOrderItem, zonesOf } from '../../../orders/order-views';
import { WORK_ORDER_MENU } from '../../../orders/work-order-menus';
import { currentUserId } from '../../../shell/current-user-id';
import { readKeyword, readPaging } from '../../../shell/list-query';
import { requireButton, requireMenu } from '../../../shell/permission-check';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, envelopeOf, pagedEnvelopeOf } from '../../../wire/envelope';
import type { OrderStatus } from '../../../wire/work-orders-codes';
import { ORDER_DETAIL, ORDER_ITEM, ORDER_LIST_QUERY, PROCESS_STATUS_BODY, PROCESS_STATUS_QUERY } from '../../../wire/work-orders';

const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * Orders under /api/workordermanage/workOrder: the paged list, one order, its deletion and its process status. Reads
 * need the workOrder.list menu, the status btn_edit, deletion btn_remove; every order is scoped to its project's members
 * and the user's data scope on the list (order-scope.ts).
 */
export const orderManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/workordermanage/workOrder',
    { schema: { querystring: ORDER_LIST_QUERY, response: { 200: pagedEnvelopeOf(ORDER_ITEM) } } },
    async (request) => {
      const userId = currentUserId(request);
      await requireMenu(app.db, userId, WORK_ORDER_MENU.orders);
      const { query } = request;
      const paging = readPaging(query);
      const [projectIds, scope] = await Promise.all([
        scopedProjects(app.db, userId, query.projectId || undefined),
        orderScopeCondition(app.db, userId, 'workOrder'),
      ]);
      const filter = {
        projectIds,
        scope,
        keyword: readKeyword(query.keyword),
        status: query.status,
        urgency: query.urgency,
        orderType: query.orderType,
        planId: query.planId,
        from: query.from,
        to: query.to,
      };
      const { list, total } = await listOrders(app.db, filter, paging);
      const [names, zoneOf, fillingOf] = await Promise.all([
        lookupNames(app.db, list),
        zonesOf(
          app.db,
          list.map((row) => row.projectId),
        ),
        fillingStatuses(
          app.db,
          list.map((row) => row.id),
        ),
      ]);
      const items = list.map((row) => toOrderItem(row, names, zoneOf(row.projectId), fillingOf(row.id)));
      return paged(items, paging.currentPage, paging.pageSize, total);
    },
  );

  app.get(
    '/workordermanage/workOrder/:id',
    { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(ORDER_DETAIL) } } },
    async (request) => {
      const userId = currentUserId(request);
      const order = await requireOrder(app.db, userId, request.params.id);
      // The assignee opens his order from a message or the fill-in page without the list's menu.
      if (order.assigneeId !== userId) await requireMenu(app.db, userId, WORK_ORDER_MENU.orders);
      return ok(await orderDetail(app.db, order));
    },
  );

  app.delete('/workordermanage/workOrder/:id', { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    const userId = currentUserId(request);
    await requireButton(app.db, userId, WORK_ORDER_MENU.orders, 'btn_remove');
    const order = await requireOrder(app.db, userId, request.params.id);
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('workOrderStatusLog').where('orderId', '=', order.id).execute();
      await trx.deleteFrom('dataFilling').where('orderId', '=', order.id).execute();
      await trx.updateTable('workOrderQuestion').set({ orderId: null }).where('orderId', '=', order.id).execute();
      // A plan's order is deleted but its occurrence stays taken: a tombstone would be needed to keep the scheduler
      // from recreating it, and the cursor already lies past it.
      await trx.deleteFrom('workOrder').where('id', '=', order.id).execute();
    });
    return ok();
  });

  app.post(
    '/workordermanage/workOrder/changeProcessStatus',
    { schema: { querystring: PROCESS_STATUS_QUERY, body: PROCESS_STATUS_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, WORK_ORDER_MENU.orders, 'btn_edit');
      const order = await requireOrder(app.db, userId, request.query.processId);
      const to = request.body.status as OrderStatus;
      const from = Number(order.status);
      if (!canMove(from, to)) {
        const language = requestLanguage(request);
        const name = (status: number) =>
          status in STATUS_NAME_KEYS ? translate(language, STATUS_NAME_KEYS[status as OrderStatus]) : String(status);
        throw refuse('work-orders.order.status-move', { from: name(from), to: name(to) });
      }
      const now = Date.now();
      await app.db.transaction().execute(async (trx) => {
        // Compare-and-set: of two changes racing from the same status, the second finds it moved and changes nothing.
        const moved = await trx
          .updateTable('workOrder')
          .set({ status: to, updatedAt: now })
          .where('id', '=', order.id)
          .where('status', '=', from)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) throw refuse('work-orders.order.status-move', { from: String(from), to: String(to) });
        await trx
          .insertInto('workOrderStatusLog')
          .values({
            id: newId(),
            orderId: order.id,
            fromStatus: from,
            toStatus: to,
            remark: request.body.remark ?? '',
            userId,
            createdAt: now,
          })
          .execute();
      });
      return ok();
    },
  );
};
