import type { AggregatedSeries } from '../../../workers/series-types';
import type { ChartSeries, ChartSeriesValue } from './chart-types';

/** Index of the bucket holding `time`, or -1 outside the aggregated range. */
export function bucketIndexAt(data: AggregatedSeries, time: number): number {
  if (data.count === 0 || data.bucketMs <= 0) return -1;
  const start = data.bucketStart[0] ?? data.from;
  const index = Math.floor((time - start) / data.bucketMs);
  return index >= 0 && index < data.count ? index : -1;
}

/**
 * The bucket whose last reading stands at `time`: the bucket under it, or, where that is empty, the nearest earlier
 * one the line runs on from (buckets shorter than the reporting interval are often empty). -1 in a gap.
 */
function readingBucketAt(data: AggregatedSeries, time: number): number {
  let index = bucketIndexAt(data, time);
  while (index >= 0 && Number.isNaN(data.last[index] ?? NaN)) index -= 1;
  if (index < 0) return -1;
  const under = bucketIndexAt(data, time);
  return index === under || data.gapAfter[index] !== 1 ? index : -1;
}

/** Each series' last reading at `time` (what the read-out and the click event report). */
export function valuesAt(series: readonly ChartSeries[], time: number): ChartSeriesValue[] {
  return series.map(({ id, label, unit, data }) => {
    const index = readingBucketAt(data, time);
    const value = index < 0 ? NaN : (data.last[index] ?? NaN);
    const ts = index < 0 ? NaN : (data.lastTs[index] ?? NaN);
    return { seriesId: id, label, unit, value: Number.isNaN(value) ? null : value, ts: Number.isNaN(ts) ? null : ts };
  });
}

/** Whether any of the series holds a reading. */
export function hasReadings(series: readonly ChartSeries[]): boolean {
  return series.some(({ data }) => {
    for (let i = 0; i < data.count; i += 1) if (!Number.isNaN(data.last[i] ?? NaN)) return true;
    return false;
  });
}
