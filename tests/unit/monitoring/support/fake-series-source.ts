import { aggregateColumns } from '../../../../workers/series-aggregate';
import { SeriesError } from '../../../../workers/series-error';
import type { SeriesSource } from '../../../../workers/series-types';

export interface FakeSeries {
  unit: string;
  /** Readings every hour over the days before `end`, following `value(hourIndex)`. */
  value: (hour: number) => number;
}

/**
 * A series source over in-memory readings that aggregates with the worker's own code; a point listed in `refuse`
 * fails its load as the server would (e.g. 403).
 */
export function createFakeSeriesSource(
  series: Record<string, FakeSeries>,
  end: number,
  refuse: Record<string, { code: number; msg: string }> = {},
): SeriesSource & { loads: string[] } {
  const loads: string[] = [];
  const columns = (key: string) => {
    const found = series[key];
    const hours = 24 * 30;
    const ts = new Float64Array(hours);
    const values = new Float64Array(hours);
    for (let hour = 0; hour < hours; hour += 1) {
      ts[hour] = end - (hours - hour) * 3_600_000;
      values[hour] = found ? found.value(hour) : NaN;
    }
    return { ts, values, length: found ? hours : 0 };
  };
  return {
    loads,
    load: async ({ pointId, channel }) => {
      const key = channel ? `${pointId}.${channel}` : pointId;
      loads.push(key);
      const refusal = refuse[pointId];
      if (refusal) throw new SeriesError({ kind: 'business', ...refusal });
      return { key, rawCount: 0, firstTs: NaN, lastTs: NaN, unit: series[key]?.unit ?? '', intervalMs: 3_600_000 };
    },
    aggregate: async (key, request) =>
      aggregateColumns(
        columns(key),
        { pointId: key.split('.')[0] ?? key, channel: null, unit: series[key]?.unit ?? '', intervalMs: 3_600_000 },
        request,
      ),
    append: async () => undefined,
    release: async () => undefined,
    dispose: () => undefined,
  };
}
