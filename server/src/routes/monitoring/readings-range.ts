import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ID_TEXT } from '../../monitoring/request-schemas';
import { reject } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { parseReadingTime } from '../../monitoring/local-time';
import { RANGE_LIMITS, readRange } from '../../monitoring/reading-queries';
import { readablePoint } from './readings-point-access';
import { envelopeOf } from '../../wire/envelope';
import { READING_RANGE } from '../../wire/reading';

const Params = Type.Object({ id: ID_TEXT });
const Query = Type.Object({
  // Epoch ms, or YYYY-MM-DD HH:mm:ss in the dam's time zone.
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RANGE_LIMITS.maxLimit })),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
});

function readTime(text: string | undefined, name: string, timeZone: string, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const parsed = parseReadingTime(text, timeZone);
  if (!parsed.ok) throw reject('readings.time-invalid', { field: name, value: text.slice(0, 40) });
  return parsed.ts;
}

/** `GET /api/monitoring/points/{id}/readings?from&to&limit`: range per point, downsampled past `limit`. */
export const readingsRangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitoring/points/:id/readings',
    { schema: { params: Params, querystring: Query, response: { 200: envelopeOf(READING_RANGE) } } },
    async (request) => {
      const point = await readablePoint(app, request, request.params.id);
      const now = Date.now();
      const to = readTime(request.query.to, 'to', point.timeZone, now);
      const from = readTime(request.query.from, 'from', point.timeZone, to - RANGE_LIMITS.defaultWindowMs);
      if (from > to) throw reject('readings.range-order');
      const limit = request.query.limit ?? RANGE_LIMITS.defaultLimit;
      const range = await readRange(app.db, point.id, from, to, limit);
      return ok({ pointId: point.id, unit: point.unit, from, to, limit, ...range });
    },
  );
};
