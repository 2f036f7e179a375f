import type { RawBuilder, SqlBool } from 'kysely';
import type { Db, Dialect } from '../db/database';
import type { ServerLanguage } from '../i18n/languages';
import { translate } from '../i18n/server-i18n';
import { DEFAULT_TIME_ZONE } from '../monitoring/local-time';
import { ORDER_TYPES, type OrderType } from '../wire/work-orders-codes';
import type { OrderStatistics } from '../wire/work-orders-statistics';
import { csvText } from './csv-text';
import { filteredOrders } from './order-query';
import { STATUS_NAME_KEYS, isOrderStatus } from './order-status';
import { TYPE_NAME_KEYS } from './order-type-names';
import { zoneMonth } from './order-month';

// Counts of orders by kind, status and month of their begin time in the site's zone
// (GET /api/workordermanage/workOrder/statistics), each counted by the database (order-month.ts for the month).

export interface StatisticsFilter {
  projectIds: readonly string[];
  /** The caller's data scope on the order list (order-scope.ts): the counts are of the orders his list shows. */
  scope: RawBuilder<SqlBool>;
  from?: number | undefined;
  to?: number | undefined;
}

const byKey = <T extends string | number>(rows: { key: T; count: number }[]) =>
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

export async function orderStatistics(db: Db, dialect: Dialect, filter: StatisticsFilter): Promise<OrderStatistics> {
  const query = filteredOrders(db, filter);
  const month = zoneMonth(dialect, 'workOrder.beginTime', DEFAULT_TIME_ZONE);
  const [types, statuses, months] = await Promise.all([
    query
      .select(['orderType', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('orderType')
      .execute(),
    query
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
    query
      .select([month.as('month'), 'orderType', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy([month, 'orderType'])
      .execute(),
  ]);
  const known = new Set<string>(ORDER_TYPES);
  return {
    total: statuses.reduce((sum, row) => sum + Number(row.count), 0),
    byType: byKey(
      types.filter((row) => known.has(row.orderType)).map((row) => ({ key: row.orderType as OrderType, count: Number(row.count) })),
    ).map(({ key, count }) => ({ orderType: key, count })),
    byStatus: byKey(statuses.map((row) => ({ key: Number(row.status), count: Number(row.count) }))).map(({ key, count }) => ({
      status: key,
      count,
    })),
    byMonth: months
      .filter((row) => known.has(row.orderType))
      .map((row) => ({ month: row.month, orderType: row.orderType as OrderType, count: Number(row.count) }))
      .sort((a, b) => a.month.localeCompare(b.month) || a.orderType.localeCompare(b.orderType)),
  };
}

/** The same counts as CSV: three sections (kind, status, month), headers in the caller's language. */
export function statisticsCsv(statistics: OrderStatistics, language: ServerLanguage): string {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const statusName = (status: number) => (isOrderStatus(status) ? t(STATUS_NAME_KEYS[status]) : String(status));
  return csvText([
    [t('work-orders.csv.section-type'), t('work-orders.csv.count')],
    ...statistics.byType.map((row) => [t(TYPE_NAME_KEYS[row.orderType]), row.count]),
    [],
    [t('work-orders.csv.section-status'), t('work-orders.csv.count')],
    ...statistics.byStatus.map((row) => [statusName(row.status), row.count]),
    [],
    [t('work-orders.csv.month'), t('work-orders.csv.order-type'), t('work-orders.csv.count')],
    ...statistics.byMonth.map((row) => [row.month, t(TYPE_NAME_KEYS[row.orderType]), row.count]),
  ]);
}
