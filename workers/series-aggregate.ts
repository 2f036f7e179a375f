import type { AggregatedSeries, AggregateRequest } from './series-types';
import type { SeriesTimes, RunTimes } from './series-times';
import { ListTimes } from './series-times';

/**
 * Raw readings of one series, oldest first: the i-th time pairs with `values[i]` for i < length; NaN is a bad reading.
 * The times are a list (`ts`) or, as the binary answer sends them, runs of one step (`runs`, with `ts` null until a
 * change needs them one by one: series-cache.ts timeList).
 */
export interface RawColumns {
  ts: Float64Array | null;
  runs?: RunTimes | null;
  values: Float64Array;
  length: number;
}

/** The times of raw columns, to search. */
export function timesOf(raw: RawColumns): SeriesTimes {
  if (raw.ts) return new ListTimes(raw.ts, raw.length);
  if (raw.runs) return raw.runs;
  throw new TypeError('Raw columns hold neither a time list nor time runs');
}

/** What an aggregate says about the series it came from. */
export interface SeriesMeta {
  pointId: string;
  channel: string | null;
  unit: string;
  intervalMs: number;
}

/** Most buckets one aggregate may have: far beyond any screen, small enough that a bad request cannot eat memory. */
export const MAX_BUCKETS = 20_000;

/** A line breaks where two good readings are further apart than this many reporting intervals. */
export const GAP_INTERVALS = 3;

/**
 * Integral bucket width, so that a reading exactly on a bucket edge lands in the later bucket without floating-point
 * doubt, and the bucket count that covers [from, to] with it (never more than asked).
 */
export function bucketLayout(from: number, to: number, buckets: number): { bucketMs: number; count: number } {
  const wanted = Math.min(MAX_BUCKETS, Math.max(1, Math.floor(buckets)));
  const span = to - from;
  const bucketMs = Math.max(1, Math.ceil(span / wanted));
  return { bucketMs, count: Math.max(1, Math.ceil(span / bucketMs)) };
}

function assertRequest({ from, to, buckets }: AggregateRequest): void {
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) {
    throw new RangeError(`An aggregate needs finite from <= to, got ${from}..${to}`);
  }
  if (!Number.isFinite(buckets) || buckets < 1) throw new RangeError(`An aggregate needs at least one bucket, got ${buckets}`);
}

function emptyAggregate(meta: SeriesMeta, from: number, to: number, bucketMs: number, count: number): AggregatedSeries {
  const nan = () => new Float64Array(count).fill(Number.NaN);
  const bucketStart = new Float64Array(count);
  for (let b = 0; b < count; b += 1) bucketStart[b] = from + b * bucketMs;
  return {
    from,
    to,
    bucketMs,
    count,
    bucketStart,
    first: nan(),
    last: nan(),
    min: nan(),
    max: nan(),
    firstTs: nan(),
    lastTs: nan(),
    minTs: nan(),
    maxTs: nan(),
    gapAfter: new Uint8Array(count),
    unit: meta.unit,
    pointId: meta.pointId,
    channel: meta.channel,
    rawCount: 0,
  };
}

/**
 * Cuts [from, to] into about `buckets` equal buckets and keeps, per bucket, the first, last, lowest and highest good
 * reading with their times: drawn through those four, a line keeps every spike of the raw data. A reading on a bucket
 * edge goes to the later bucket; `to` itself belongs to the last one. Bad readings (NaN) are left out of the values;
 * a bucket whose last good reading is followed by a bad one, or by nothing for more than GAP_INTERVALS x intervalMs,
 * gets gapAfter = 1. A search of the times (arithmetic on runs, binary on a list) finds the range and each non-empty
 * bucket's end; the readings of a bucket are then scanned for their values only, in locals, and the bucket written
 * once: O(buckets x log n + readings in range).
 * The scan is the part a year's first view and every zoom pay per reading, and it runs cold (a fresh worker has no
 * optimised code yet), so it does as little per reading as it can: no time read, no array write.
 */
export function aggregateColumns(raw: RawColumns, meta: SeriesMeta, request: AggregateRequest): AggregatedSeries {
  assertRequest(request);
  const { from, to } = request;
  const { bucketMs, count } = bucketLayout(from, to, request.buckets);
  const out = emptyAggregate(meta, from, to, bucketMs, count);
  const { values, length } = raw;
  const times = timesOf(raw);
  const start = times.firstAtOrAfter(0, length, from);
  const end = times.firstAfter(0, length, to);
  out.rawCount = end - start;
  const maxGap = meta.intervalMs > 0 ? GAP_INTERVALS * meta.intervalMs : Number.POSITIVE_INFINITY;
  const last = count - 1;
  let i = start;
  while (i < end) {
    // The bucket of the next reading (empty buckets before it are skipped), and where its readings end: at least past
    // this one, so times that are not whole milliseconds (the edge rounded the other way) cannot stall the loop.
    const b = Math.min(last, Math.floor((times.timeAt(i) - from) / bucketMs));
    const bucketEnd = b === last ? end : Math.max(i + 1, times.firstAtOrAfter(i, end, from + (b + 1) * bucketMs));
    let firstAt = -1;
    let minAt = -1;
    let maxAt = -1;
    let lastAt = -1;
    let min = 0;
    let max = 0;
    for (let j = i; j < bucketEnd; j += 1) {
      const v = values[j] as number;
      if (v !== v) continue; // NaN: a bad reading
      if (firstAt < 0) {
        firstAt = minAt = maxAt = j;
        min = max = v;
      } else if (v < min) {
        min = v;
        minAt = j;
      } else if (v > max) {
        max = v;
        maxAt = j;
      }
      lastAt = j;
    }
    i = bucketEnd;
    if (firstAt < 0) continue;
    out.first[b] = values[firstAt] as number;
    out.firstTs[b] = times.timeAt(firstAt);
    out.min[b] = min;
    out.minTs[b] = times.timeAt(minAt);
    out.max[b] = max;
    out.maxTs[b] = times.timeAt(maxAt);
    out.last[b] = values[lastAt] as number;
    out.lastTs[b] = times.timeAt(lastAt);
    // Looks past `to` too (the cache may hold more), so a zoomed view breaks where the full one does.
    if (lastAt + 1 < length) out.gapAfter[b] = gapFollows(times, values, lastAt, maxGap);
  }
  return out;
}

/** 1 when the reading after index `i` is bad or comes more than `maxGap` later. */
function gapFollows(times: SeriesTimes, values: Float64Array, i: number, maxGap: number): number {
  const next = i + 1;
  if (Number.isNaN(values[next] as number)) return 1;
  return times.timeAt(next) - times.timeAt(i) > maxGap ? 1 : 0;
}

/** Every array buffer of an aggregate, to hand to comlink.transfer so they move instead of being copied. */
export function aggregateBuffers(series: AggregatedSeries): ArrayBuffer[] {
  return [
    series.bucketStart,
    series.first,
    series.last,
    series.min,
    series.max,
    series.firstTs,
    series.lastTs,
    series.minTs,
    series.maxTs,
    series.gapAfter,
  ].map((array) => array.buffer as ArrayBuffer);
}
