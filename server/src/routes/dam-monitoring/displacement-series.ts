import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { readableDamPoint } from '../../monitoring/dam-calls/dam-points';
import { depthProfile, profileDates, type ProfileKind } from '../../monitoring/dam-calls/depth-profile';
import { measureSeries } from '../../monitoring/dam-calls/measure-series';
import { resolveRange } from '../../monitoring/dam-calls/time-range';
import { currentUserId } from '../../shell/current-user-id';
import { DEPTH_PROFILE, PROFILE_QUERY, SERIES_RANGE_QUERY, SURFACE_LEVEL_DATA, SURFACE_VERTICAL_DATA } from '../../wire/dam-monitoring';
import { envelopeOf } from '../../wire/envelope';
import { ID_TEXT } from '../../wire/monitoring-point';

const BASE = '/workDisplacement/workDisplacement';
const IdParams = Type.Object({ id: ID_TEXT });
const SERIES_DEFAULT_LIMIT = 5_000;

/** `/api/workDisplacement/workDisplacement`: surface series and inclinometer profiles of one point. */
export const displacementSeriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${BASE}/surfaceLevelData/:id`,
    { schema: { params: IdParams, querystring: SERIES_RANGE_QUERY, response: { 200: envelopeOf(SURFACE_LEVEL_DATA) } } },
    async (request) => {
      const point = await readableDamPoint(app.db, currentUserId(request), { id: request.params.id }, 'surface-displacement');
      const range = resolveRange(request.query);
      const series = await measureSeries(app.db, point.id, range, request.query.limit ?? SERIES_DEFAULT_LIMIT, {
        x: { kind: 'channel', key: 'x' },
        y: { kind: 'channel', key: 'y' },
        resultant: { kind: 'value' },
      });
      const { downsampled, bucketMs, ts, columns } = series;
      return ok({ pointId: point.id, unit: point.unit, ...range, downsampled, bucketMs, ts, ...columns });
    },
  );

  app.get(
    `${BASE}/surfaceVerticalData/:id`,
    { schema: { params: IdParams, querystring: SERIES_RANGE_QUERY, response: { 200: envelopeOf(SURFACE_VERTICAL_DATA) } } },
    async (request) => {
      const point = await readableDamPoint(app.db, currentUserId(request), { id: request.params.id }, 'surface-displacement');
      const range = resolveRange(request.query);
      const series = await measureSeries(app.db, point.id, range, request.query.limit ?? SERIES_DEFAULT_LIMIT, {
        z: { kind: 'channel', key: 'z' },
      });
      const { downsampled, bucketMs, ts, columns } = series;
      return ok({ pointId: point.id, unit: point.unit, ...range, downsampled, bucketMs, ts, ...columns });
    },
  );

  const profileRoute = (path: string, kind: ProfileKind) =>
    app.get(
      `${BASE}/${path}/:id`,
      { schema: { params: IdParams, querystring: PROFILE_QUERY, response: { 200: envelopeOf(DEPTH_PROFILE) } } },
      async (request) => {
        const point = await readableDamPoint(app.db, currentUserId(request), { id: request.params.id }, 'deep-displacement');
        const dates = profileDates(request.query, request.query.dates ? { from: 0, to: 1 } : resolveRange(request.query));
        return ok(await depthProfile(app.db, point, dates, kind));
      },
    );
  profileRoute('deepLevelData', 'cumulative');
  profileRoute('deepVerticalData', 'incremental');
};
