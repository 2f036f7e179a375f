// The binary form of the series call (`.../series/binary`; the byte layout is SERIES_BINARY_HEADER's comment in
// series.ts), from the columns the server's compact builder collected: the layout's one writer, as
// workers/series-binary.ts is its one reader. Plain TypeScript without node or the database, so the server, the series
// worker's warm-up, bench/series-chart.ts and the tests all write exactly the bytes the server sends.
import type { SeriesBinaryHeader } from './series';
import { SERIES_BINARY_MAGIC } from './series-limits';

/** A series as collected: `runs` flat `[start, step, count, ...]`, `values` NaN where bad, `scale` null when none is exact. */
export interface SeriesColumns {
  count: number;
  runs: readonly number[];
  values: Float64Array;
  scale: number | null;
}

/** The header's fields that describe the point and the range; the rest follows from the columns. */
export type SeriesBinaryHead = Omit<SeriesBinaryHeader, 'count' | 'runCount' | 'valueEncoding' | 'valueScale'>;

/** The largest step a varint carries: its zigzag code plus one (below 2^52) stays an exact double. */
const MAX_STEP = 2 ** 50;
/** Codes below this are written with 32-bit shifts; larger ones with arithmetic. */
const SHIFTABLE = 2 ** 31;
/** Bytes of the longest varint: 2^52 needs 8 groups of 7 bits. */
const MAX_VARINT_BYTES = 8;

/**
 * The values as varints of zigzag integer steps of 10^-scale (0 for a bad reading), or null when a step is too large
 * for them. Small steps (the usual case) take one or two bytes and compress well.
 */
function varintSteps(values: Float64Array, scale: number): Uint8Array | null {
  const power = 10 ** scale;
  const out = new Uint8Array(values.length * MAX_VARINT_BYTES);
  let n = 0;
  let previous = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number;
    if (Number.isNaN(value)) {
      out[n++] = 0;
      continue;
    }
    const scaled = Math.round(value * power);
    const step = scaled - previous;
    previous = scaled;
    if (Math.abs(step) > MAX_STEP) return null;
    let code = (step >= 0 ? step * 2 : -step * 2 - 1) + 1;
    if (code < SHIFTABLE) {
      while (code >= 0x80) {
        out[n++] = (code & 0x7f) | 0x80;
        code >>>= 7;
      }
    } else {
      while (code >= 0x80) {
        out[n++] = (code % 0x80) | 0x80;
        code = Math.floor(code / 0x80);
      }
    }
    out[n++] = code;
  }
  return out.subarray(0, n);
}

function float64Values(values: Float64Array): Uint8Array {
  const out = new Uint8Array(values.length * 8);
  const view = new DataView(out.buffer);
  for (let i = 0; i < values.length; i += 1) view.setFloat64(i * 8, values[i] as number, true);
  return out;
}

/**
 * The binary answer for `head` and the collected columns, in two parts: the magic, header and time runs, then the
 * values (each part a fresh buffer the caller may hand to a stream).
 */
export function seriesBinaryParts(head: SeriesBinaryHead, columns: SeriesColumns): [Uint8Array, Uint8Array] {
  const steps = columns.scale === null ? null : varintSteps(columns.values, columns.scale);
  const header: SeriesBinaryHeader = {
    pointId: head.pointId,
    channel: head.channel,
    unit: head.unit,
    intervalMs: head.intervalMs,
    from: head.from,
    to: head.to,
    count: columns.count,
    runCount: columns.runs.length / 3,
    valueEncoding: steps ? 'varint-steps' : 'float64',
    valueScale: steps ? columns.scale : null,
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  // The runs (float64) start on a multiple of 8, so a reader can view them in place.
  const runsAt = Math.ceil((8 + headerBytes.length) / 8) * 8;
  const first = new Uint8Array(runsAt + columns.runs.length * 8);
  const view = new DataView(first.buffer);
  for (let i = 0; i < 4; i += 1) first[i] = SERIES_BINARY_MAGIC.charCodeAt(i);
  view.setUint32(4, headerBytes.length, true);
  first.set(headerBytes, 8);
  columns.runs.forEach((number, i) => view.setFloat64(runsAt + i * 8, number, true));
  return [first, steps ?? float64Values(columns.values)];
}
