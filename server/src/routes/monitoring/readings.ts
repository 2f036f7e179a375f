import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuse } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { INGEST_LIMITS, type IngestResult, type ReadingInput } from '../../monitoring/ingest/ingest-types';
import { isValidTimeZone } from '../../monitoring/local-time';
import { readingWriter } from './readings-access';
import { envelopeOf } from '../../wire/envelope';
import { INGEST_REQUEST, INGEST_RESULT } from '../../wire/reading';

/** The answer of both ingest calls; an atomic batch with rejections answers 400 with the same data. */
export function ingestAnswer(result: IngestResult, atomic: boolean, extra: Record<string, unknown> = {}) {
  const data = {
    accepted: result.accepted,
    rejected: result.rejected,
    duplicates: result.duplicates,
    received: result.received,
    rejectedCount: result.rejectedCount,
    ...extra,
  };
  if (atomic && result.rejectedCount > 0) {
    throw refuse('readings.batch-rejected', { rejected: result.rejectedCount, received: result.received }, data);
  }
  return ok(data);
}

export function checkTimeZone(timeZone: string | undefined): string | undefined {
  const zone = timeZone?.trim();
  if (!zone) return undefined;
  if (!isValidTimeZone(zone)) throw refuse('validation.time-zone', { zone: zone.slice(0, 64) });
  return zone;
}

/** Keeps only the fields a caller may send, so a body cannot pose as a file parser's row notes. */
function fromBody(item: unknown): ReadingInput {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item as ReadingInput;
  const { pointId, ts, value, values, quality } = item as Record<string, unknown>;
  return { pointId, ts, value, values, quality };
}

/** `POST /api/monitoring/readings`: a JSON batch of up to 50,000 readings. */
export const readingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/monitoring/readings',
    { bodyLimit: 32 * 1024 * 1024, schema: { body: INGEST_REQUEST, response: { 200: envelopeOf(INGEST_RESULT) } } },
    async (request) => {
      const authorize = await readingWriter(app, request);
      const { readings, atomic = false } = request.body;
      if (readings.length > INGEST_LIMITS.jsonBatch) {
        const sizes = { limit: INGEST_LIMITS.jsonBatch, received: readings.length };
        throw refuse('readings.batch-too-large', sizes, sizes);
      }
      const timeZone = checkTimeZone(request.body.timeZone);
      const result = await app.ingest.ingest(readings.map(fromBody), { authorize, atomic, ...(timeZone ? { timeZone } : {}) });
      return ingestAnswer(result, atomic);
    },
  );
};
