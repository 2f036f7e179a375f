import zlib from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { missing, reject } from '../../i18n/localized-error';
import { assertProjectAccess } from '../../monitoring/project-access';
import { parseChannels } from '../../monitoring/point-channels';
import { binarySeriesStream } from '../../monitoring/series/series-binary-stream';
import { compactEnvelopeStream, seriesEnvelopeStream, type SeriesHead } from '../../monitoring/series/series-json';
import { currentUserId } from '../../shell/current-user-id';
import { ok } from '../../lib/envelope';
import { envelopeOf, fileResponse } from '../../wire/envelope';
import {
  SERIES_BINARY_CONTENT_TYPE,
  SERIES_COMPACT_PAYLOAD,
  SERIES_MAX_RANGE_MS,
  SERIES_PARAMS,
  SERIES_PAYLOAD,
  SERIES_QUERY,
  type SeriesQuery,
} from '../../wire/series';

const DAY_MS = 86_400_000;

// Measured on a year of minutes (10.3 MB of text, bench/series-call.ts): brotli quality 2 gives 0.84 MB in about 120 ms
// where the plugin's default 4 gives 0.75 MB in 500-900 ms; gzip level 4 gives 1.7 MB in about 200 ms against level 6's
// 1.6 MB in 650 ms. 64 KiB output chunks halve the trips to the thread pool.
const COMPRESSION = {
  global: true,
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: {
    chunkSize: 64 * 1024,
    params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 2 },
  },
  zlibOptions: { level: 4, chunkSize: 64 * 1024 },
} satisfies FastifyCompressOptions;
// Bytes rather than text: brotli's generic mode. A route's options replace the plugin's whole, hence the spread.
const BINARY_COMPRESSION = {
  ...COMPRESSION,
  brotliOptions: {
    chunkSize: 64 * 1024,
    params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_GENERIC, [zlib.constants.BROTLI_PARAM_QUALITY]: 2 },
  },
} satisfies FastifyCompressOptions;
const BINARY_RESPONSE = fileResponse(
  SERIES_BINARY_CONTENT_TYPE,
  'The readings as bytes: the header SERIES_BINARY_HEADER, time runs and values (layout in server/src/wire/series.ts); ' +
    'a refusal answers the JSON envelope instead',
);
const SERIES_ENVELOPE = envelopeOf(SERIES_PAYLOAD);
const COMPACT_ENVELOPE = envelopeOf(SERIES_COMPACT_PAYLOAD);
type SeriesEnvelope = Static<typeof SERIES_ENVELOPE>;

function checkRange(query: SeriesQuery): void {
  if (query.from >= query.to) throw reject('monitoring.series-range-order');
  if (query.to - query.from > SERIES_MAX_RANGE_MS) {
    throw reject('monitoring.series-range-too-long', { days: SERIES_MAX_RANGE_MS / DAY_MS, limitMs: SERIES_MAX_RANGE_MS });
  }
}

/** The point and what the series says of it: 404 when unknown, 403 off the caller's projects, 401 for a foreign channel. */
async function seriesHead(app: FastifyInstance, request: FastifyRequest, pointId: string, query: SeriesQuery): Promise<SeriesHead> {
  const point = await app.db
    .selectFrom('monitoringPoint')
    .select(['id', 'projectId', 'code', 'unit', 'channels', 'intervalSeconds'])
    .where('id', '=', pointId)
    .executeTakeFirst();
  if (!point) throw missing('monitoring.no-such-point');
  await assertProjectAccess(app.db, currentUserId(request), point.projectId, 'read');
  let unit = point.unit;
  const channel = query.channel ?? null;
  if (channel !== null) {
    const channels = parseChannels(point.channels);
    if (channels.length === 0) throw reject('monitoring.series-single-value', { code: point.code });
    const found = channels.find((item) => item.key === channel);
    if (!found)
      throw reject('monitoring.series-no-channel', { code: point.code, channel, channels: channels.map((c) => c.key).join(', ') });
    unit = found.unit;
  }
  return { pointId: point.id, channel, unit, intervalMs: point.intervalSeconds * 1000, from: query.from, to: query.to };
}

/**
 * `GET /api/monitoring/points/{id}/series?from&to[&channel]`: every raw reading of the range, columnar, for the chart
 * worker (server/docs/monitoring.md). The envelope is streamed as text from the database's own number formatting
 * (monitoring/series/) and compressed on the thread pool by @fastify/compress, registered here so that only this
 * route pays for compression. `.../series/compact` answers the same readings as SERIES_COMPACT_PAYLOAD (times as runs,
 * values as integer steps): about a fifth of the text. `.../series/binary` answers them as bytes (wire/series.ts
 * SERIES_BINARY_HEADER), what the console's series worker reads: typed arrays, no JSON to scan.
 */
export const readingsSeriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(compress, COMPRESSION);
  app.get(
    '/monitoring/points/:id/series',
    { schema: { params: SERIES_PARAMS, querystring: SERIES_QUERY, response: { 200: SERIES_ENVELOPE } } },
    async (request, reply) => {
      checkRange(request.query);
      const head = await seriesHead(app, request, request.params.id, request.query);
      const body = seriesEnvelopeStream(app.db, app.dialect, head, ok().msg);
      // JSON text goes out as it is (Fastify serialises only objects); the schema documents what the text holds, and
      // the type provider, which only knows the object form, is told so. Every refusal happened above: once the
      // stream starts, the answer is a success.
      return reply.type('application/json; charset=utf-8').send(body as unknown as SeriesEnvelope);
    },
  );
  app.get(
    '/monitoring/points/:id/series/compact',
    { schema: { params: SERIES_PARAMS, querystring: SERIES_QUERY, response: { 200: COMPACT_ENVELOPE } } },
    async (request, reply) => {
      checkRange(request.query);
      const head = await seriesHead(app, request, request.params.id, request.query);
      const body = compactEnvelopeStream(app.db, app.dialect, head, ok().msg);
      // As above: the text is the compact envelope, every refusal happened before the stream starts.
      return reply.type('application/json; charset=utf-8').send(body as unknown as Static<typeof COMPACT_ENVELOPE>);
    },
  );
  app.get(
    '/monitoring/points/:id/series/binary',
    { schema: { params: SERIES_PARAMS, querystring: SERIES_QUERY, response: BINARY_RESPONSE }, compress: BINARY_COMPRESSION },
    async (request, reply) => {
      checkRange(request.query);
      const head = await seriesHead(app, request, request.params.id, request.query);
      // As above: every refusal happened before the bytes start.
      return reply.type(SERIES_BINARY_CONTENT_TYPE).send(binarySeriesStream(app.db, app.dialect, head));
    },
  );
};
