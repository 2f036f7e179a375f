import { useMemo } from 'react';
import type { AggregatedSeries } from '../../../../workers/series-types';
import { useSeries } from '../../../lib/series/use-series';
import { DAY_MS } from './use-live-window';

/** Hourly buckets over the last day: the first one holds the level a day ago. */
const BUCKETS = 24;

/** The first reading of the window (NaN when it has none): what the level was at its start. */
export function firstReading(data: AggregatedSeries | null): number {
  if (!data) return Number.NaN;
  for (let bucket = 0; bucket < data.count; bucket += 1) {
    const value = data.first[bucket];
    if (value !== undefined && !Number.isNaN(value)) return value;
  }
  return Number.NaN;
}

/** The last reading of the window (NaN when it has none). */
export function lastReading(data: AggregatedSeries | null): number {
  if (!data) return Number.NaN;
  for (let bucket = data.count - 1; bucket >= 0; bucket -= 1) {
    const value = data.last[bucket];
    if (value !== undefined && !Number.isNaN(value)) return value;
  }
  return Number.NaN;
}

/**
 * The reservoir level a day before `minute`, read from the series worker (24 hourly buckets, no live appends: the
 * start of the day is what matters), with the load's state so the tile can say it is loading or failed.
 */
export function useLevelDayAgo(pointId: string | null, minute: number) {
  const view = useMemo(() => ({ from: minute - DAY_MS, to: minute }), [minute]);
  const series = useSeries({ pointId, view, width: BUCKETS, live: false });
  return { dayAgo: firstReading(series.data), last: lastReading(series.data), series };
}
