import type { ChartSeries } from '../../../ui/charts/chart-types';
import type { PointSeriesState } from './use-point-series';

export type SeriesSpec = Omit<ChartSeries, 'data' | 'unit'>;

/**
 * The chart series of loaded states, in the order given; a companion still loading or failed is left out, so the
 * chart is about its point and never waits for (or fails with) the reservoir gauge.
 */
export function chartSeriesOf(entries: readonly (readonly [SeriesSpec, PointSeriesState])[]): ChartSeries[] {
  return entries.flatMap(([spec, state]) => (state.data ? [{ ...spec, unit: state.data.unit, data: state.data }] : []));
}
