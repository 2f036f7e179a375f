import { scaleLinear, scaleTime, type ScaleLinear, type ScaleTime } from 'd3';
import type { ChartSeries, ChartThreshold, ChartView } from './chart-types';

/** Space around the plot for the axes and their unit labels, in pixels. */
export interface PlotMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const TIME_CHART_MARGIN: PlotMargin = { top: 24, right: 16, bottom: 28, left: 56 };

/** The right margin when a right axis is drawn. */
export const RIGHT_AXIS_MARGIN = 56;

export function timeScale(view: ChartView, width: number): ScaleTime<number, number> {
  return scaleTime()
    .domain([view.from, view.to])
    .range([0, Math.max(1, width)]);
}

/** Lowest and highest value the series of one axis reach (bars from zero), or null when they hold nothing. */
export function valueExtent(series: readonly ChartSeries[]): [number, number] | null {
  let low = Infinity;
  let high = -Infinity;
  for (const { data, kind } of series) {
    if (kind === 'bars') low = Math.min(low, 0);
    for (let i = 0; i < data.count; i += 1) {
      const min = data.min[i] ?? NaN;
      const max = data.max[i] ?? NaN;
      if (min < low) low = min;
      if (max > high) high = max;
    }
  }
  return Number.isFinite(low) && Number.isFinite(high) ? [low, high] : null;
}

/**
 * The extent widened to the thresholds that lie close to the data (within its span), so a reading nearing its
 * limit shows the limit, while a far-away limit does not squash the curve into a flat line.
 */
export function withNearThresholds(extent: [number, number], thresholds: readonly ChartThreshold[]): [number, number] {
  const span = Math.max(extent[1] - extent[0], Math.abs(extent[1]) * 0.01, 1e-9);
  let [low, high] = extent;
  for (const threshold of thresholds) {
    for (const value of [threshold.value, threshold.low, threshold.high]) {
      if (value === undefined || !Number.isFinite(value)) continue;
      if (value >= extent[0] - span && value <= extent[1] + span) {
        low = Math.min(low, value);
        high = Math.max(high, value);
      }
    }
  }
  return [low, high];
}

/** A linear scale over the extent, padded when all values are equal, rounded to nice ticks; bottom-up pixels. */
export function valueScale(extent: [number, number] | null, height: number): ScaleLinear<number, number> {
  let [low, high] = extent ?? [0, 1];
  if (low === high) {
    const pad = Math.abs(low) * 0.05 || 1;
    low -= pad;
    high += pad;
  }
  return scaleLinear()
    .domain([low, high])
    .range([Math.max(1, height), 0])
    .nice();
}
