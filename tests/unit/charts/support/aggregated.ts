import type { AggregatedSeries } from '../../../../workers/series-types';
import type { ChartSeries } from '../../../../src/ui/charts/chart-types';

/** One bucket as [first, min, max, last], or null for an empty bucket. */
export type BucketSpec = [number, number, number, number] | null;

/**
 * A small aggregate built by hand: bucket i starts at from + i x bucketMs; its first reading is at the start, the
 * lowest a quarter in, the highest half-way and the last at three quarters.
 */
export function aggregatedOf(
  from: number,
  bucketMs: number,
  buckets: readonly BucketSpec[],
  gapsAfter: readonly number[] = [],
): AggregatedSeries {
  const count = buckets.length;
  const array = (pick: (bucket: NonNullable<BucketSpec>, start: number) => number) =>
    Float64Array.from(buckets, (bucket, i) => (bucket ? pick(bucket, from + i * bucketMs) : NaN));
  const gapAfter = new Uint8Array(count);
  for (const index of gapsAfter) gapAfter[index] = 1;
  return {
    from,
    to: from + count * bucketMs,
    bucketMs,
    count,
    bucketStart: Float64Array.from(buckets, (_, i) => from + i * bucketMs),
    first: array(([first]) => first),
    min: array(([, min]) => min),
    max: array(([, , max]) => max),
    last: array(([, , , last]) => last),
    firstTs: array((_, start) => start),
    minTs: array((_, start) => start + bucketMs / 4),
    maxTs: array((_, start) => start + bucketMs / 2),
    lastTs: array((_, start) => start + (3 * bucketMs) / 4),
    gapAfter,
    unit: 'm',
    pointId: 'p1',
    channel: null,
    rawCount: buckets.filter(Boolean).length * 4,
  };
}

export function lineSeries(id: string, data: AggregatedSeries, extra: Partial<ChartSeries> = {}): ChartSeries {
  return { id, label: id.toUpperCase(), unit: 'm', axis: 'left', kind: 'line', data, ...extra };
}

/** The y pixels of an SVG path's points ("M x,y L x,y ..."). */
export function pathPoints(d: string): { x: number; y: number; move: boolean }[] {
  return [...d.matchAll(/([ML])(-?[\d.]+),(-?[\d.]+)/g)].map((match) => ({
    move: match[1] === 'M',
    x: Number(match[2]),
    y: Number(match[3]),
  }));
}
