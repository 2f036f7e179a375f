import type { AggregatedSeries } from '../../../../workers/series-types';
import { useSeries } from '../../../lib/series/use-series';
import { useSeriesGroup, type SeriesGroupMember } from '../../../lib/series/use-series-group';
import type { ChartView } from '../../../ui/charts';
import { useFollowPoint, useFollowPoints } from './use-follow-point';

/** One series of a chart: its aggregate for the view (null until loaded), and how its load went. */
export interface PointSeriesState {
  data: AggregatedSeries | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * A point's (or a channel's) series over the view, aggregated to about one bucket per pixel of `width` by the series
 * worker, following live readings: every reading pushed on the point's topic, whatever project the point is in. A null
 * point loads nothing (a dam without a rain gauge).
 */
export function usePointSeries(pointId: string | null, channel: string | null, view: ChartView, width: number): PointSeriesState {
  useFollowPoint(pointId);
  return useSeries({ pointId, channel, view, width });
}

/**
 * The series of one view's charts together (`usePointSeries` per member otherwise): every member answers a view in
 * the same update, so a zoom of the pressure, reservoir and rain series draws the page once, not once per series.
 * Results in member order; a null point gives no data and never holds the others back.
 */
export function usePointSeriesGroup<const M extends readonly SeriesGroupMember[]>(
  members: M,
  view: ChartView,
  width: number,
): { [K in keyof M]: PointSeriesState } {
  useFollowPoints(members.map((member) => member.pointId));
  return useSeriesGroup({ members, view, width });
}
