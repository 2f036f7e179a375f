import type { ScaleLinear, ScaleTime } from 'd3';
import type { ChartSeries, ChartThreshold, ChartView } from './chart-types';
import { m4Runs, runPointCount, type LineRuns } from './m4-path';
import { timeScale, valueExtent, valueScale, withNearThresholds } from './scales';

/**
 * Above this many drawn points in one series, lines go to a canvas. Measured in headless chromium (4 series x 2,000
 * buckets, 1,136 px plot): as SVG paths each zoom was a 50-100 ms task, on a canvas none went over 50 ms.
 */
export const CANVAS_POINT_THRESHOLD = 1_000;

/**
 * Above this many bars, bars go to the canvas as well: a year of rainfall in SVG is a thousand <rect>s whose creation,
 * style and software paint cost a zoom 50-100 ms of main thread (bench/series-chart.ts CPU profile).
 */
export const CANVAS_BAR_THRESHOLD = 200;

export interface DrawnSeries {
  series: ChartSeries;
  colour: string;
  scale: ScaleLinear<number, number>;
  /** Line pixels; empty for bars. */
  runs: LineRuns;
}

export interface PlotGeometry {
  x: ScaleTime<number, number>;
  left: ScaleLinear<number, number>;
  right: ScaleLinear<number, number> | null;
  drawn: DrawnSeries[];
  /** Lines (and then bars too) are drawn on a canvas instead of SVG. */
  canvas: boolean;
  /** Bars are drawn on a canvas instead of SVG. */
  canvasBars: boolean;
}

/** Buckets with a bar to draw (a reading above or below zero). */
function barCount(drawn: readonly DrawnSeries[]): number {
  let count = 0;
  for (const { series } of drawn) {
    if (series.kind !== 'bars') continue;
    for (let i = 0; i < series.data.count; i += 1) {
      const value = series.data.max[i] as number;
      if (!Number.isNaN(value) && value !== 0) count += 1;
    }
  }
  return count;
}

/** The same mapping as a linear d3 scale, as plain arithmetic: called for every drawn point. */
function linearOf(d0: number, d1: number, r0: number, r1: number): (input: number) => number {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (input) => r0 + (input - d0) * k;
}

/** Scales and pixels for the visible series in a plot of `width` x `height` pixels. */
export function plotGeometry(
  visible: readonly { series: ChartSeries; colour: string }[],
  thresholds: readonly ChartThreshold[],
  view: ChartView,
  width: number,
  height: number,
  rightAxis: boolean,
): PlotGeometry {
  const x = timeScale(view, width);
  const onLeft = visible.filter(({ series }) => series.axis === 'left').map(({ series }) => series);
  const onRight = visible.filter(({ series }) => series.axis === 'right').map(({ series }) => series);
  const axisOf = (threshold: ChartThreshold) => (threshold.axis === 'right' && rightAxis ? 'right' : 'left');
  const scaleFor = (series: ChartSeries[], side: 'left' | 'right') => {
    const extent = valueExtent(series);
    const near =
      extent &&
      withNearThresholds(
        extent,
        thresholds.filter((threshold) => axisOf(threshold) === side),
      );
    return valueScale(near, height);
  };
  const left = scaleFor(onLeft, 'left');
  const right = rightAxis ? scaleFor(onRight, 'right') : null;
  const xOf = linearOf(view.from, view.to, 0, width);
  const drawn = visible.map(({ series, colour }) => {
    const scale = series.axis === 'right' && right ? right : left;
    const [d0 = 0, d1 = 1] = scale.domain();
    const [r0 = 0, r1 = 0] = scale.range();
    const runs = series.kind === 'line' ? m4Runs(series.data, xOf, linearOf(d0, d1, r0, r1)) : [];
    return { series, colour, scale, runs };
  });
  const canvas = drawn.some(({ runs }) => runPointCount(runs) > CANVAS_POINT_THRESHOLD);
  const canvasBars = canvas || barCount(drawn) > CANVAS_BAR_THRESHOLD;
  return { x, left, right, drawn, canvas, canvasBars };
}
