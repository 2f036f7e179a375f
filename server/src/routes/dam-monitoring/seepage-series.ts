import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { damPointsInScope, findDamPoint, readableDamPoint } from '../../monitoring/dam-calls/dam-points';
import { measureSeries } from '../../monitoring/dam-calls/measure-series';
import { pressureLevelPairs } from '../../monitoring/dam-calls/osmotic-pairs';
import { pointStatistics } from '../../monitoring/dam-calls/point-statistics';
import { resolveRange } from '../../monitoring/dam-calls/time-range';
import { assertProjectAccess } from '../../monitoring/project-access';
import { readLatest } from '../../monitoring/reading-queries';
import { currentUserId } from '../../shell/current-user-id';
import { OSMOTIC_PRESSURE_DATA, REAL_TIME_DATA, SERIES_RANGE_QUERY, STATISTICS, STATISTICS_QUERY } from '../../wire/dam-monitoring';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { ID_TEXT } from '../../wire/monitoring-point';

const BASE = '/workSeepage/workSeepage';
const CodeParams = Type.Object({ code: ID_TEXT });
const DAY_MS = 24 * 3_600_000;
/** A day of one-minute readings, with room to spare. */
const REAL_TIME_LIMIT = 2_000;
const PAIRS_DEFAULT_LIMIT = 2_000;

/** The seepage page's series and statistics under `/api/workSeepage/workSeepage`. */
export const seepageSeriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Any kind of point: the seepage page shows the reservoir level and rain gauges beside the piezometers.
  app.get(
    `${BASE}/realTimeData/:code`,
    { schema: { params: CodeParams, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(REAL_TIME_DATA) } } },
    async (request) => {
      const point = await findDamPoint(app.db, { code: request.params.code });
      await assertProjectAccess(app.db, currentUserId(request), point.projectId, 'read');
      const latest = (await readLatest(app.db, point.id)) ?? null;
      const to = latest?.ts ?? Date.now();
      const series = await measureSeries(app.db, point.id, { from: to - DAY_MS, to }, REAL_TIME_LIMIT, { value: { kind: 'value' } });
      const { id, code, name, type, unit, damId } = point;
      return ok({ pointId: id, code, name, type, unit, damId, latest, ts: series.ts, values: series.columns.value });
    },
  );

  app.get(
    `${BASE}/osmoticPressureData/:code`,
    { schema: { params: CodeParams, querystring: SERIES_RANGE_QUERY, response: { 200: envelopeOf(OSMOTIC_PRESSURE_DATA) } } },
    async (request) => {
      const point = await readableDamPoint(app.db, currentUserId(request), { code: request.params.code }, 'osmotic-pressure');
      const range = resolveRange(request.query);
      const pairs = await pressureLevelPairs(app.db, point, range, request.query.limit ?? PAIRS_DEFAULT_LIMIT);
      return ok({ pointId: point.id, unit: point.unit, ...range, ...pairs });
    },
  );

  app.get(
    `${BASE}/osmoticPressureStatistics`,
    { schema: { querystring: STATISTICS_QUERY, response: { 200: envelopeOf(STATISTICS) } } },
    async (request) => {
      const points = await damPointsInScope(app.db, currentUserId(request), request.query, 'osmotic-pressure');
      const range = resolveRange(request.query);
      return ok({ ...range, list: await pointStatistics(app.db, points, range.from, range.to, { kind: 'value' }) });
    },
  );
};
