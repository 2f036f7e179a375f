import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { ServerLanguage } from '../../../i18n/languages';
import { requestLanguage } from '../../../i18n/request-language';
import { translate } from '../../../i18n/server-i18n';
import { ok } from '../../../lib/envelope';
import { csvText } from '../../../orders/csv-text';
import { scopedProjects } from '../../../orders/order-access';
import { lookupNames } from '../../../orders/order-names';
import { filteredOrders } from '../../../orders/order-query';
import { orderScopeCondition } from '../../../orders/order-scope';
import { orderStatistics, statisticsCsv } from '../../../orders/order-statistics';
import { STATUS_NAME_KEYS, isOrderStatus } from '../../../orders/order-status';
import { TYPE_NAME_KEYS, URGENCY_NAME_KEYS } from '../../../orders/order-type-names';
import type { OrderRow } from '../../../orders/order-views';
import { zonesOf } from '../../../orders/order-views';
import { formatInZone } from '../../../orders/schedule/zone-clock';
import { WORK_ORDER_MENU } from '../../../orders/work-order-menus';
import { currentUserId } from '../../../shell/current-user-id';
import { readKeyword } from '../../../shell/list-query';
import { requireButton, requireMenu } from '../../../shell/permission-check';
import type { Db } from '../../../db/database';
import { envelopeOf, fileResponse } from '../../../wire/envelope';
import type { OrderType } from '../../../wire/work-orders-codes';
import { ORDER_STATISTICS, STATISTICS_QUERY } from '../../../wire/work-orders-statistics';
import { ORDER_EXPORT_BODY, ORDER_EXPORT_MAX } from '../../../wire/work-orders';

const CSV_TYPE = 'text/csv; charset=utf-8';

function sendCsv(reply: FastifyReply, name: string, text: string) {
  return reply
    .header('content-type', CSV_TYPE)
    .header('content-disposition', `attachment; filename="${name}.csv"; filename*=UTF-8''${encodeURIComponent(name)}.csv`)
    .send(text);
}

async function ordersCsv(db: Db, rows: OrderRow[], language: ServerLanguage): Promise<string> {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const [names, zoneOf] = await Promise.all([
    lookupNames(db, rows),
    zonesOf(
      db,
      rows.map((row) => row.projectId),
    ),
  ]);
  const status = (value: number) => (isOrderStatus(value) ? t(STATUS_NAME_KEYS[value]) : String(value));
  const urgency = (value: number) => {
    const key = URGENCY_NAME_KEYS[value];
    return key ? t(key) : String(value);
  };
  return csvText([
    [
      t('work-orders.csv.order-no'),
      t('work-orders.csv.title'),
      t('work-orders.csv.order-type'),
      t('work-orders.csv.project'),
      t('work-orders.csv.status'),
      t('work-orders.csv.urgency'),
      t('work-orders.csv.assignee'),
      t('work-orders.csv.begin'),
      t('work-orders.csv.end'),
    ],
    ...rows.map((row) => [
      row.orderNo,
      row.title,
      row.orderType in TYPE_NAME_KEYS ? t(TYPE_NAME_KEYS[row.orderType as OrderType]) : row.orderType,
      names.project(row.projectId),
      status(Number(row.status)),
      urgency(Number(row.urgency)),
      names.user(row.assigneeId),
      formatInZone(Number(row.beginTime), zoneOf(row.projectId)),
      formatInZone(Number(row.endTime), zoneOf(row.projectId)),
    ]),
  ]);
}

/**
 * Counts of orders (GET /api/workordermanage/workOrder/statistics, the workOrder.statistics menu), the same as CSV
 * (its btn_export), and the order list as CSV (POST .../Actions/Export, workOrder.list btn_export). All scoped to the
 * caller's projects and to his data scope on the order list: the counts are of the orders his list shows.
 */
export const orderReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const statisticsOf = async (
    userId: string,
    query: { projectId?: string | undefined; from?: number | undefined; to?: number | undefined },
  ) => {
    const [projectIds, scope] = await Promise.all([
      scopedProjects(app.db, userId, query.projectId || undefined),
      orderScopeCondition(app.db, userId, 'workOrder'),
    ]);
    return orderStatistics(app.db, app.dialect, { projectIds, scope, from: query.from, to: query.to });
  };

  app.get(
    '/workordermanage/workOrder/statistics',
    { schema: { querystring: STATISTICS_QUERY, response: { 200: envelopeOf(ORDER_STATISTICS) } } },
    async (request) => {
      const userId = currentUserId(request);
      await requireMenu(app.db, userId, WORK_ORDER_MENU.statistics);
      return ok(await statisticsOf(userId, request.query));
    },
  );

  app.get(
    '/workordermanage/workOrder/statistics/export',
    {
      schema: {
        querystring: STATISTICS_QUERY,
        response: fileResponse(CSV_TYPE, 'The counts as CSV (a refusal answers the JSON envelope instead)'),
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, WORK_ORDER_MENU.statistics, 'btn_export');
      const language = requestLanguage(request);
      return sendCsv(reply, 'work-order-statistics', statisticsCsv(await statisticsOf(userId, request.query), language));
    },
  );

  app.post(
    '/workordermanage/workOrder/Actions/Export',
    {
      schema: {
        body: ORDER_EXPORT_BODY,
        response: fileResponse(CSV_TYPE, 'The orders as CSV (a refusal answers the JSON envelope instead)'),
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      await requireButton(app.db, userId, WORK_ORDER_MENU.orders, 'btn_export');
      const { body } = request;
      const [projectIds, scope] = await Promise.all([
        scopedProjects(app.db, userId, body.projectId || undefined),
        orderScopeCondition(app.db, userId, 'workOrder'),
      ]);
      const rows = await filteredOrders(app.db, { ...body, projectIds, scope, keyword: readKeyword(body.keyword) })
        .selectAll()
        .orderBy('beginTime', 'desc')
        .orderBy('id')
        .limit(ORDER_EXPORT_MAX)
        .execute();
      return sendCsv(reply, 'work-orders', await ordersCsv(app.db, rows, requestLanguage(request)));
    },
  );
};
