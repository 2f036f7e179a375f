import { Type, type Static } from 'typebox';
import { CACHE_BUSTER_QUERY } from './envelope';
import { ID_FILTER, ORDER_TYPE, TIME_RANGE_FILTER } from './work-orders-fields';

// Work-order statistics (seed 001 section 3; /projecManagement/workOrderStatistics). Nothing here may import fastify,
// kysely or node.

/** `GET /api/workordermanage/workOrder/statistics` (and `/statistics/export`, the same as CSV). from/to: epoch ms. */
export const STATISTICS_QUERY = Type.Object(
  { projectId: ID_FILTER, ...TIME_RANGE_FILTER, ...CACHE_BUSTER_QUERY },
  { additionalProperties: false },
);

export const ORDER_STATISTICS = Type.Object({
  total: Type.Integer(),
  byType: Type.Array(Type.Object({ orderType: ORDER_TYPE, count: Type.Integer() })),
  byStatus: Type.Array(Type.Object({ status: Type.Integer(), count: Type.Integer() })),
  /** month 'YYYY-MM' of the begin time in the site zone; one row per month and kind that has orders. */
  byMonth: Type.Array(Type.Object({ month: Type.String(), orderType: ORDER_TYPE, count: Type.Integer() })),
});
export type OrderStatistics = Static<typeof ORDER_STATISTICS>;
