import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { damPointsInScope } from '../../monitoring/dam-calls/dam-points';
import { pointStatistics, rainfallTotals } from '../../monitoring/dam-calls/point-statistics';
import { resolveRange } from '../../monitoring/dam-calls/time-range';
import { currentUserId } from '../../shell/current-user-id';
import { SEEPAGE_STATISTICS, STATISTICS_QUERY } from '../../wire/dam-monitoring';
import { envelopeOf } from '../../wire/envelope';

/** `GET /api/dmsRealFlow/dmsRealFlow/seepageStatistics`: flow statistics per point and the rain of the same dams. */
export const seepageStatisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dmsRealFlow/dmsRealFlow/seepageStatistics',
    { schema: { querystring: STATISTICS_QUERY, response: { 200: envelopeOf(SEEPAGE_STATISTICS) } } },
    async (request) => {
      const points = await damPointsInScope(app.db, currentUserId(request), request.query, 'seepage-flow');
      const range = resolveRange(request.query);
      const damIds = [...new Set(points.map((point) => point.damId))];
      const [list, rainfall] = await Promise.all([
        pointStatistics(app.db, points, range.from, range.to, { kind: 'value' }),
        rainfallTotals(app.db, damIds, range.from, range.to),
      ]);
      const rainfallTotal = rainfall.length === 0 ? null : rainfall.reduce((sum, gauge) => sum + gauge.total, 0) / rainfall.length;
      return ok({ ...range, list, rainfall, rainfallTotal });
    },
  );
};
