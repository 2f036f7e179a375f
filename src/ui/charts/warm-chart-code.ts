import type { AggregatedSeries } from '../../../workers/series-types';
import type { ChartSeries, ChartThreshold, ChartView } from './chart-types';
import { strokeRuns } from './m4-path';
import { plotGeometry, type PlotGeometry } from './plot-geometry';
import { timeTicksOf } from './time-axes';
import { timeTickFormatter, type TimeFormats } from './time-format';

/** Buckets of the made-up series: about a plot's width, as a year's first view has. */
const BUCKETS = 1_300;
const MINUTE_MS = 60_000;
/** The made-up series span a year. */
const SPAN_MS = 365 * 1_440 * MINUTE_MS;

let warmed = false;

/** What a chart draws: its visible series, thresholds, view and plot size (as `plotGeometry` takes them). */
export interface DrawingInput {
  visible: readonly { series: ChartSeries; colour: string }[];
  thresholds: readonly ChartThreshold[];
  view: ChartView;
  width: number;
  height: number;
  rightAxis: boolean;
  formats: TimeFormats;
}

/**
 * The chart's drawing code once, results dropped: the plot geometry with its M4 lines, their canvas strokes (given a
 * context) and the time ticks with their labels. For the warm-ups, which run it before the engine has compiled it.
 */
export function runDrawingCode(
  { visible, thresholds, view, width, height, rightAxis, formats }: DrawingInput,
  context: CanvasRenderingContext2D | null = null,
): PlotGeometry {
  const geometry = plotGeometry(visible, thresholds, view, width, height, rightAxis);
  if (context) for (const drawn of geometry.drawn) strokeRuns(context, drawn.runs);
  const ticks = timeTicksOf(geometry.x, width);
  const format = timeTickFormatter(ticks, formats);
  ticks.forEach((tick) => format(tick));
  return geometry;
}

/** A made-up series of `BUCKETS` buckets over a year: a slow wave with a spike every few buckets and a gap. */
function madeUpAggregate(seed: number): AggregatedSeries {
  const bucketMs = Math.ceil(SPAN_MS / BUCKETS);
  const array = () => new Float64Array(BUCKETS);
  const [first, last, min, max, firstTs, lastTs, minTs, maxTs, bucketStart] = Array.from({ length: 9 }, array);
  for (let b = 0; b < BUCKETS; b += 1) {
    const start = b * bucketMs;
    const value = Math.sin((b + seed) / 40) * 10 + (b % 7 === 0 ? 5 : 0);
    const gap = b > BUCKETS / 2 && b < BUCKETS / 2 + 10;
    bucketStart![b] = start;
    first![b] = last![b] = gap ? Number.NaN : value;
    min![b] = gap ? Number.NaN : value - 1;
    max![b] = gap ? Number.NaN : value + 2;
    firstTs![b] = start;
    minTs![b] = start + bucketMs / 4;
    maxTs![b] = start + bucketMs / 2;
    lastTs![b] = start + (3 * bucketMs) / 4;
  }
  return {
    from: 0,
    to: SPAN_MS,
    bucketMs,
    count: BUCKETS,
    bucketStart: bucketStart!,
    first: first!,
    last: last!,
    min: min!,
    max: max!,
    firstTs: firstTs!,
    lastTs: lastTs!,
    minTs: minTs!,
    maxTs: maxTs!,
    gapAfter: new Uint8Array(BUCKETS),
    unit: '',
    pointId: 'warm-up',
    channel: null,
    rawCount: BUCKETS * 4,
  };
}

/**
 * Once a page, after its first time chart mounts (it is then waiting for its series): the chart's drawing code (the
 * plot geometry with its M4 lines, the canvas strokes, the time ticks and their labels) runs over made-up series, the
 * results dropped, so the first real draw runs code the engine has compiled rather than cold. A few tasks of one pass each,
 * right after the mount's: run in the mount's effect it joined the task that mounted the monitoring page's charts (a
 * task of ~130 ms, bench/monitoring-zoom.ts trace), and both views in one task ran cold for 50-90 ms on their own;
 * left for idle time it could start while the series were being read, and on two cores held the first draw back
 * (bench/series-chart.ts: a 70 ms task, first paint 225 ms). Returns the cancel.
 */
export function scheduleChartWarmUp(width: number, height: number, formats: TimeFormats): () => void {
  if (warmed || typeof document === 'undefined') return () => undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let drawing: { visible: DrawingInput['visible']; context: CanvasRenderingContext2D | null } | null = null;
  const warmPass = (index: number) => {
    timer = setTimeout(() => {
      if (index === 0) {
        // Another chart's warm-up may have run meanwhile.
        if (warmed) return;
        warmed = true;
      }
      drawing ??= { visible: madeUpSeries(), context: document.createElement('canvas').getContext('2d') };
      const pass = WARM_PASSES[index]!;
      const view = { from: 0, to: SPAN_MS * pass.share };
      const visible = drawing.visible.slice(0, pass.series);
      const geometry = runDrawingCode({ visible, thresholds: [], view, width, height, rightAxis: true, formats }, drawing.context);
      geometry.left.ticks(8).forEach((tick) => geometry.left.tickFormat(8)(tick));
      if (index + 1 < WARM_PASSES.length) warmPass(index + 1);
    }, 0);
  };
  warmPass(0);
  return () => {
    if (timer !== null) clearTimeout(timer);
  };
}

/**
 * The passes, one task each, as a share of the made-up year and how many of its series: the first runs the code
 * cold over one line (all three lines cold made a task of 46 ms in a trace of the seepage page), the next ones
 * over all three at the year and at a zoom.
 */
const WARM_PASSES = [
  { share: 1, series: 1 },
  { share: 1, series: 3 },
  { share: 0.1, series: 3 },
];

/** Two lines, one on each axis, and bars: what the monitoring charts draw. */
function madeUpSeries(): DrawingInput['visible'] {
  return [
    { series: { id: 'a', label: 'a', unit: '', axis: 'left', kind: 'line', data: madeUpAggregate(0) }, colour: '#000' },
    { series: { id: 'b', label: 'b', unit: '', axis: 'right', kind: 'line', data: madeUpAggregate(9) }, colour: '#000' },
    { series: { id: 'c', label: 'c', unit: '', axis: 'right', kind: 'bars', data: madeUpAggregate(3) }, colour: '#000' },
  ];
}
