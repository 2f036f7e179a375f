import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import type { Measure } from '../../monitoring/dam-calls/channel-sql';
import { damPointsInScope, type DamPointKind } from '../../monitoring/dam-calls/dam-points';
import { pointStatistics } from '../../monitoring/dam-calls/point-statistics';
import { resolveRange } from '../../monitoring/dam-calls/time-range';
import { currentUserId } from '../../shell/current-user-id';
import { STATISTICS, STATISTICS_QUERY } from '../../wire/dam-monitoring';
import { envelopeOf } from '../../wire/envelope';

const BASE = '/workDisplacement/workDisplacement';

/**
 * Per-point statistics over a range: surface points' horizontal resultant (the stored value), their settlement (the
 * z channel), and inclinometers' largest movement at any depth (the stored value).
 */
export const displacementStatisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const statisticsRoute = (path: string, kind: DamPointKind, measure: Measure) =>
    app.get(
      `${BASE}/${path}`,
      { schema: { querystring: STATISTICS_QUERY, response: { 200: envelopeOf(STATISTICS) } } },
      async (request) => {
        const points = await damPointsInScope(app.db, currentUserId(request), request.query, kind);
        const range = resolveRange(request.query);
        return ok({ ...range, list: await pointStatistics(app.db, points, range.from, range.to, measure) });
      },
    );
  statisticsRoute('horizontalStatisticsStatistics', 'surface-displacement', { kind: 'value' });
  statisticsRoute('surfaceVerticalStatistics', 'surface-displacement', { kind: 'channel', key: 'z' });
  statisticsRoute('deepStatistics', 'deep-displacement', { kind: 'value' });
};
