import { Type, type Static } from 'typebox';

// The raw series call for charts (issue 10 item 3), written once: the route validates and documents with these
// schemas, the series worker (workers/) `import type`s the Static types. Nothing here may import fastify, kysely or node.

// The limits live in the TypeBox-free series-limits.ts (the console takes values from there); named here as well for
// the server's side, which reads the call's contract in one place.
export { SERIES_BAD_QUALITY, SERIES_BINARY_CONTENT_TYPE, SERIES_BINARY_MAGIC, SERIES_MAX_RANGE_MS } from './series-limits';

/** `GET /api/monitoring/points/{id}/series` path. */
export const SERIES_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:@-]+$' }) });
export type SeriesParams = Static<typeof SERIES_PARAMS>;

/** The largest time JavaScript's Date holds, ms: a bound for every epoch-ms field. */
const EPOCH_MS_MAX = 8_640_000_000_000_000;

/** `?from&to[&channel]`: epoch ms, from < to, to - from <= SERIES_MAX_RANGE_MS. */
export const SERIES_QUERY = Type.Object({
  from: Type.Number({ minimum: 0, maximum: EPOCH_MS_MAX, description: 'Epoch ms, inclusive.' }),
  to: Type.Number({ minimum: 0, maximum: EPOCH_MS_MAX, description: 'Epoch ms, inclusive.' }),
  channel: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_.:@-]+$',
      description: "A multi-value point's channel key (x, y, d2, ...); without it the point's single value.",
    }),
  ),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
});
export type SeriesQuery = Static<typeof SERIES_QUERY>;

/**
 * What every form of the series answer (plain, compact, binary header) starts with, in this order: which point and
 * channel, its unit, its reporting interval and the range asked for.
 */
const SERIES_HEAD = {
  pointId: Type.String(),
  channel: Type.Union([Type.String(), Type.Null()]),
  /** The point's unit, or the channel's. */
  unit: Type.String(),
  /** The point's reporting interval: a client breaks the line where two readings are more than 3 x this apart. */
  intervalMs: Type.Number(),
  from: Type.Number(),
  to: Type.Number(),
};

/**
 * Every raw reading of one point (or one channel) in [from, to], columnar, oldest first. `ts[i]` pairs with
 * `values[i]`; a value is null where the reading is flagged bad (or, for a channel, where the reading lacks it).
 */
export const SERIES_PAYLOAD = Type.Object({
  ...SERIES_HEAD,
  ts: Type.Array(Type.Number()),
  values: Type.Array(Type.Union([Type.Number(), Type.Null()])),
});
export type SeriesPayload = Static<typeof SERIES_PAYLOAD>;

/**
 * `GET /api/monitoring/points/{id}/series/compact` (same path and query as the plain call): the same readings in a
 * compact form, what the console's series worker asks for: a year of one-minute readings is about a fifth
 * of the plain text, and a client reads it several times faster (no 13-digit time per reading, short integers).
 * - `tsRuns`: flat triples `[start, step, count, ...]`; run r stands for the times `start + k * step`, k < count, and
 *   the runs follow one another in time order (regular reporting is one run; each gap starts another).
 * - `valueScale` k: each good value is the previous good value (0 before the first) plus `values[i] / 10^k`, an
 *   integer step; it is exact (the server checks that every value comes back bit for bit). Null when the readings do
 *   not fit integers of 10^-k (then `values` holds the readings themselves, as in the plain form).
 * - `values[i]`: null where the reading is bad, as in the plain form; `count` readings in all.
 */
export const SERIES_COMPACT_PAYLOAD = Type.Object({
  ...SERIES_HEAD,
  encoding: Type.Literal('delta'),
  count: Type.Integer({ minimum: 0 }),
  tsRuns: Type.Array(Type.Number()),
  valueScale: Type.Union([Type.Integer({ minimum: 0, maximum: 15 }), Type.Null()]),
  values: Type.Array(Type.Union([Type.Number(), Type.Null()])),
});
export type SeriesCompactPayload = Static<typeof SERIES_COMPACT_PAYLOAD>;

/**
 * `GET /api/monitoring/points/{id}/series/binary` (same path, query and refusals as the plain call): the same readings
 * as bytes, what the console's series worker asks for. A year of minutes reads into typed arrays in a few
 * milliseconds (no JSON to scan) and is about a third of the compact text. Content type SERIES_BINARY_CONTENT_TYPE,
 * compressed (br or gzip) like the JSON forms; a refusal (401, 403, 404, a range over the limit) is the JSON envelope.
 *
 * Byte layout, every number little-endian:
 * - bytes 0-3: SERIES_BINARY_MAGIC, ASCII `SLS1` (format and version);
 * - bytes 4-7: H, the header's length in bytes (uint32);
 * - bytes 8 to 8 + H: this header, JSON in UTF-8;
 * - zero bytes up to the next multiple of 8;
 * - `runCount` x 3 float64: the times as runs `start, step, count`, as `tsRuns` of the compact form (run r stands for
 *   `start + k * step`, k < count; the runs follow one another in time order);
 * - the `count` values, by `valueEncoding`:
 *   - `varint-steps`: one unsigned LEB128 varint per reading (7 bits a byte, low bits first, high bit set on every
 *     byte but the last). 0 is a bad reading (null); any other v holds the zigzag code z = v - 1 of an integer step
 *     (z even: step z / 2; z odd: step -(z + 1) / 2). Each good value is the previous good value (0 before the first)
 *     plus step / 10^valueScale; the server checks that every value comes back bit for bit;
 *   - `float64`: the readings themselves, NaN for a bad one (when no scale is exact, or a step is too large).
 * - nothing after the values.
 */
export const SERIES_BINARY_HEADER = Type.Object({
  ...SERIES_HEAD,
  /** Readings in all. */
  count: Type.Integer({ minimum: 0 }),
  /** Time runs after the header. */
  runCount: Type.Integer({ minimum: 0 }),
  valueEncoding: Type.Union([Type.Literal('varint-steps'), Type.Literal('float64')]),
  /** k of the steps; null with `float64`. */
  valueScale: Type.Union([Type.Integer({ minimum: 0, maximum: 15 }), Type.Null()]),
});
export type SeriesBinaryHeader = Static<typeof SERIES_BINARY_HEADER>;
