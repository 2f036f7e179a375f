import { describe, expect, it } from 'vitest';
import type { RawColumns, SeriesMeta } from '../../workers/series-aggregate';
import { aggregateColumns, bucketLayout, MAX_BUCKETS } from '../../workers/series-aggregate';
import { timeList } from '../../workers/series-cache';
import { RunTimes } from '../../workers/series-times';
import { mulberry32 } from '../../server/src/simulator/random';

const META: SeriesMeta = { pointId: 'P1', channel: null, unit: 'm', intervalMs: 10 };

/** Columns from [ts, value] pairs; null is a bad reading. */
function columns(pairs: [number, number | null][]): RawColumns {
  return {
    ts: Float64Array.from(pairs.map(([t]) => t)),
    values: Float64Array.from(pairs.map(([, v]) => (v === null ? Number.NaN : v))),
    length: pairs.length,
  };
}

const list = (array: Float64Array | Uint8Array) => Array.from(array);

describe('aggregateColumns', () => {
  it('keeps first, last, min and max of each bucket with their times', () => {
    // Buckets of 10 ms over [0, 20]: a spike at t=4 and a dip at t=16 must both survive.
    const raw = columns([
      [0, 5],
      [2, 6],
      [4, 90],
      [8, 7],
      [10, 3],
      [16, -40],
      [19, 4],
    ]);
    const series = aggregateColumns(raw, META, { from: 0, to: 20, buckets: 2 });
    expect(series.bucketMs).toBe(10);
    expect(series.count).toBe(2);
    expect(list(series.bucketStart)).toEqual([0, 10]);
    expect(list(series.first)).toEqual([5, 3]);
    expect(list(series.firstTs)).toEqual([0, 10]);
    expect(list(series.last)).toEqual([7, 4]);
    expect(list(series.lastTs)).toEqual([8, 19]);
    expect(list(series.max)).toEqual([90, 4]);
    expect(list(series.maxTs)).toEqual([4, 19]);
    expect(list(series.min)).toEqual([5, -40]);
    expect(list(series.minTs)).toEqual([0, 16]);
    expect(series.rawCount).toBe(7);
    expect(series).toMatchObject({ pointId: 'P1', channel: null, unit: 'm', from: 0, to: 20 });
  });

  it('puts a reading on a bucket edge in the later bucket, and `to` itself in the last bucket', () => {
    const raw = columns([
      [10, 1],
      [20, 2],
      [30, 3],
    ]);
    const series = aggregateColumns(raw, META, { from: 0, to: 30, buckets: 3 });
    expect(list(series.bucketStart)).toEqual([0, 10, 20]);
    expect(list(series.first)).toEqual([Number.NaN, 1, 2]);
    expect(list(series.last)).toEqual([Number.NaN, 1, 3]);
    expect(series.rawCount).toBe(3);
  });

  it('leaves out readings outside [from, to] but counts both ends', () => {
    const raw = columns([
      [-1, 100],
      [0, 1],
      [5, 2],
      [10, 3],
      [11, 100],
    ]);
    const series = aggregateColumns(raw, META, { from: 0, to: 10, buckets: 1 });
    expect(series.rawCount).toBe(3);
    expect(list(series.max)).toEqual([3]);
    expect(list(series.min)).toEqual([1]);
  });

  it('answers NaN buckets for an empty range, with zero readings', () => {
    const raw = columns([
      [0, 1],
      [100, 2],
    ]);
    const series = aggregateColumns(raw, META, { from: 20, to: 60, buckets: 4 });
    expect(series.rawCount).toBe(0);
    expect(series.count).toBe(4);
    for (const array of [series.first, series.last, series.min, series.max, series.firstTs, series.maxTs]) {
      expect(list(array).every(Number.isNaN)).toBe(true);
    }
    expect(list(series.gapAfter)).toEqual([0, 0, 0, 0]);
  });

  it('answers an empty series as well (a point without readings)', () => {
    const series = aggregateColumns(columns([]), META, { from: 0, to: 100, buckets: 10 });
    expect(series.rawCount).toBe(0);
    expect(series.count).toBe(10);
    expect(list(series.first).every(Number.isNaN)).toBe(true);
  });

  it('keeps a single reading as first, last, min and max of its bucket', () => {
    const series = aggregateColumns(columns([[42, 7.5]]), META, { from: 0, to: 100, buckets: 10 });
    expect(series.first[4]).toBe(7.5);
    expect(series.last[4]).toBe(7.5);
    expect(series.min[4]).toBe(7.5);
    expect(series.max[4]).toBe(7.5);
    expect(series.minTs[4]).toBe(42);
    expect(list(series.first).filter((v) => !Number.isNaN(v))).toEqual([7.5]);
    expect(list(series.gapAfter)).toEqual(Array(10).fill(0));
  });

  it('marks gapAfter where the next reading is more than 3 x intervalMs later, not across a normal empty bucket', () => {
    // intervalMs 10: 0 -> 20 is within 3 intervals (buckets of 5 ms leave empty ones between), 30 -> 65 is a gap.
    const raw = columns([
      [0, 1],
      [20, 2],
      [30, 3],
      [65, 4],
      [75, 5],
    ]);
    const series = aggregateColumns(raw, META, { from: 0, to: 75, buckets: 15 });
    expect(series.bucketMs).toBe(5);
    const withData = list(series.first)
      .map((v, b) => (Number.isNaN(v) ? null : b))
      .filter((b): b is number => b !== null);
    expect(withData).toEqual([0, 4, 6, 13, 14]);
    expect(list(series.gapAfter).flatMap((gap, b) => (gap ? [b] : []))).toEqual([6]);
  });

  it('breaks the line at bad (NaN) readings and keeps them out of the values', () => {
    const raw = columns([
      [0, 1],
      [10, null],
      [20, 3],
      [25, null],
      [30, 4],
    ]);
    const series = aggregateColumns(raw, META, { from: 0, to: 30, buckets: 3 });
    expect(list(series.first)).toEqual([1, Number.NaN, 3]);
    expect(list(series.max)).toEqual([1, Number.NaN, 4]);
    expect(list(series.min)).toEqual([1, Number.NaN, 3]);
    // Bucket 0's last good reading is followed by a bad one; bucket 2 keeps its line since 25 -> 30 is in the bucket.
    expect(list(series.gapAfter)).toEqual([1, 0, 0]);
    expect(series.rawCount).toBe(5);
  });

  it('looks past `to` for the last gap, so a zoomed view breaks where the full view does', () => {
    const raw = columns([
      [0, 1],
      [10, 2],
      [100, 3],
    ]);
    expect(aggregateColumns(raw, META, { from: 0, to: 20, buckets: 2 }).gapAfter[1]).toBe(1);
    expect(aggregateColumns(raw, META, { from: 0, to: 5, buckets: 1 }).gapAfter[0]).toBe(0);
  });

  it('never breaks on time when the reporting interval is unknown', () => {
    const raw = columns([
      [0, 1],
      [1_000, 2],
    ]);
    const series = aggregateColumns(raw, { ...META, intervalMs: 0 }, { from: 0, to: 1_000, buckets: 10 });
    expect(list(series.gapAfter).every((gap) => gap === 0)).toBe(true);
  });

  it('refuses a reversed range or no buckets', () => {
    const raw = columns([[0, 1]]);
    expect(() => aggregateColumns(raw, META, { from: 10, to: 0, buckets: 4 })).toThrow(RangeError);
    expect(() => aggregateColumns(raw, META, { from: 0, to: 10, buckets: 0 })).toThrow(RangeError);
    expect(() => aggregateColumns(raw, META, { from: Number.NaN, to: 10, buckets: 4 })).toThrow(RangeError);
  });

  it('aggregates times that are not whole milliseconds, every reading in a bucket', () => {
    // Times a tenth of a millisecond apart: their bucket edges are not exact in floating point.
    const raw = columns(Array.from({ length: 50 }, (_, i): [number, number] => [i * 0.1, i]));
    const series = aggregateColumns(raw, META, { from: 0, to: 4.9, buckets: 7 });
    expect(series.rawCount).toBe(50);
    expect(list(series.first).filter((v) => !Number.isNaN(v))[0]).toBe(0);
    expect(Math.max(...list(series.max).filter((v) => !Number.isNaN(v)))).toBe(49);
  });

  it('reads only the slice of the columns that is filled', () => {
    const raw = columns([
      [0, 1],
      [5, 2],
    ]);
    const padded: RawColumns = { ts: new Float64Array([0, 5, 0, 0]), values: new Float64Array([1, 2, 99, 99]), length: raw.length };
    const series = aggregateColumns(padded, META, { from: 0, to: 10, buckets: 1 });
    expect(series.rawCount).toBe(2);
    expect(series.max[0]).toBe(2);
  });
});

/**
 * The aggregation rule read one reading at a time (the obvious way, slow), to hold aggregateColumns' per-bucket scan
 * to: the same buckets, values, times and gaps for any series and view.
 */
function aggregateOneByOne(raw: RawColumns, meta: SeriesMeta, from: number, to: number, buckets: number) {
  const { bucketMs, count } = bucketLayout(from, to, buckets);
  const nan = () => Array<number>(count).fill(Number.NaN);
  const out = { first: nan(), last: nan(), min: nan(), max: nan(), firstTs: nan(), lastTs: nan(), minTs: nan(), maxTs: nan() };
  const gapAfter = Array<number>(count).fill(0);
  const maxGap = meta.intervalMs > 0 ? 3 * meta.intervalMs : Number.POSITIVE_INFINITY;
  const lastGoodOf = Array<number>(count).fill(-1);
  const ts = timeList({ ...raw });
  for (let i = 0; i < raw.length; i += 1) {
    const t = ts[i] as number;
    const v = raw.values[i] as number;
    if (t < from || t > to || Number.isNaN(v)) continue;
    const b = Math.min(count - 1, Math.floor((t - from) / bucketMs));
    if (Number.isNaN(out.first[b] as number)) {
      out.first[b] = out.min[b] = out.max[b] = v;
      out.firstTs[b] = out.minTs[b] = out.maxTs[b] = t;
    }
    if (v < (out.min[b] as number)) [out.min[b], out.minTs[b]] = [v, t];
    if (v > (out.max[b] as number)) [out.max[b], out.maxTs[b]] = [v, t];
    out.last[b] = v;
    out.lastTs[b] = t;
    lastGoodOf[b] = i;
  }
  lastGoodOf.forEach((i, b) => {
    if (i < 0 || i + 1 >= raw.length) return;
    const next = raw.values[i + 1] as number;
    gapAfter[b] = Number.isNaN(next) || (ts[i + 1] as number) - (ts[i] as number) > maxGap ? 1 : 0;
  });
  return { ...out, gapAfter };
}

describe('aggregateColumns against the rule read one reading at a time', () => {
  it('gives the same buckets, readings, times and gaps for series with bad readings, silences and repeated values', () => {
    const next = mulberry32(7);
    for (let round = 0; round < 40; round += 1) {
      // Readings every 10 ms with jitter, silences, bad readings and plateaus (equal values: the first one is kept).
      const pairs: [number, number | null][] = [];
      let t = Math.floor(next() * 50);
      const length = 1 + Math.floor(next() * 400);
      for (let i = 0; i < length; i += 1) {
        const roll = next();
        pairs.push([t, roll < 0.08 ? null : roll < 0.3 ? 5 : Math.round(next() * 200 - 100)]);
        t += next() < 0.05 ? 10 + Math.floor(next() * 200) : 1 + Math.floor(next() * 12);
      }
      const raw = columns(pairs);
      const last = pairs[pairs.length - 1]?.[0] ?? 0;
      const from = Math.floor(next() * (last / 2));
      const to = from + Math.floor(next() * (last - from + 40));
      const buckets = 1 + Math.floor(next() * 120);
      const series = aggregateColumns(raw, META, { from, to, buckets });
      const expected = aggregateOneByOne(raw, META, from, to, buckets);
      const got = {
        first: list(series.first),
        last: list(series.last),
        min: list(series.min),
        max: list(series.max),
        firstTs: list(series.firstTs),
        lastTs: list(series.lastTs),
        minTs: list(series.minTs),
        maxTs: list(series.maxTs),
        gapAfter: list(series.gapAfter),
      };
      expect(got, `round ${round}: ${from}..${to} in ${buckets}`).toEqual(expected);
    }
  });
});

/** Runs `[start, step, count, ...]` of readings at a few steps, with silences between runs, as the binary answer sends them. */
function runsOfReadings(next: () => number): { runs: Float64Array; count: number } {
  const runs: number[] = [];
  let start = Math.floor(next() * 50);
  let count = 0;
  for (let r = 0, total = 1 + Math.floor(next() * 6); r < total; r += 1) {
    // A first run, and others, long enough that up to five single readings beside them still keep the times as runs.
    const length = r > 0 && next() < 0.15 ? 1 : 50 + Math.floor(next() * 60);
    const step = length === 1 ? 0 : ([1, 5, 10, 12][Math.floor(next() * 4)] as number);
    runs.push(start, step, length);
    count += length;
    start += (length - 1) * step + 1 + Math.floor(next() * (next() < 0.5 ? 3 : 200));
  }
  return { runs: Float64Array.from(runs), count };
}

describe('aggregateColumns over times held as runs', () => {
  it('gives what the same times listed give, and the rule read one reading at a time, for any view', () => {
    const next = mulberry32(11);
    for (let round = 0; round < 60; round += 1) {
      const { runs: flat, count } = runsOfReadings(next);
      const runs = RunTimes.of(flat, count);
      expect(runs, `round ${round}`).not.toBeNull();
      const values = Float64Array.from({ length: count }, () => {
        const roll = next();
        return roll < 0.08 ? Number.NaN : roll < 0.3 ? 5 : Math.round(next() * 200 - 100);
      });
      const asRuns: RawColumns = { ts: null, runs, values, length: count };
      const listed: RawColumns = { ts: (runs as RunTimes).expand(), values, length: count };
      const lastTime = (runs as RunTimes).timeAt(count - 1);
      // Views from before the first reading to past the last, with edges often on a reading's time.
      const from = next() < 0.3 ? (runs as RunTimes).timeAt(Math.floor(next() * count)) : Math.floor(next() * lastTime) - 20;
      const to = from + Math.floor(next() * (lastTime - from + 40));
      const buckets = 1 + Math.floor(next() * 120);
      const request = { from, to, buckets };
      const fromRuns = aggregateColumns(asRuns, META, request);
      expect(fromRuns, `round ${round}: ${from}..${to} in ${buckets}`).toEqual(aggregateColumns(listed, META, request));
      expect({ ...aggregateOneByOne(asRuns, META, from, to, buckets) }, `round ${round}: ${from}..${to} in ${buckets}`).toEqual({
        first: list(fromRuns.first),
        last: list(fromRuns.last),
        min: list(fromRuns.min),
        max: list(fromRuns.max),
        firstTs: list(fromRuns.firstTs),
        lastTs: list(fromRuns.lastTs),
        minTs: list(fromRuns.minTs),
        maxTs: list(fromRuns.maxTs),
        gapAfter: list(fromRuns.gapAfter),
      });
    }
  });
});

describe('bucket layout and search', () => {
  it('uses whole milliseconds and never more buckets than asked, nor more than MAX_BUCKETS', () => {
    expect(bucketLayout(0, 1_000, 3)).toEqual({ bucketMs: 334, count: 3 });
    expect(bucketLayout(0, 10, 100)).toEqual({ bucketMs: 1, count: 10 });
    expect(bucketLayout(5, 5, 100)).toEqual({ bucketMs: 1, count: 1 });
    expect(bucketLayout(0, 1e9, 1e9).count).toBe(MAX_BUCKETS);
  });
});
