import type { ChartSeries } from '../../../ui/charts';
import type { UseSeriesResult } from '../../../lib/series/use-series';

export type SeriesSpec = Omit<ChartSeries, 'data' | 'unit'>;

/**
 * The chart series of loaded states, in the order given. A companion still loading or failed is left out, so a
 * widget is about its own point and never waits for (or fails with) the reservoir gauge.
 */
export function chartSeriesOf(entries: readonly (readonly [SeriesSpec, UseSeriesResult])[]): ChartSeries[] {
  return entries.flatMap(([spec, state]) => (state.data ? [{ ...spec, unit: state.data.unit, data: state.data }] : []));
}
