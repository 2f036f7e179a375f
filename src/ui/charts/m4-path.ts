import type { AggregatedSeries } from '../../../workers/series-types';

/** Maps a time or a value to a pixel. */
export type PixelOf = (input: number) => number;

/** Connected stretches of a line, each a flat [x0, y0, x1, y1, ...] list of pixels. */
export type LineRuns = number[][];

/**
 * The pixel column being collected: the readings that fall in it, of which it keeps four, the first, the lowest, the
 * highest and the last, in time order. Drawn through those, the column shows its whole min..max extent. Plain fields
 * read and written in m4Runs' loop, not methods: a chart's first draw runs that loop before it is optimised, where a
 * call per point cost more than the point's work.
 */
interface PixelColumn {
  x: number;
  count: number;
  firstY: number;
  lastY: number;
  minY: number;
  maxY: number;
  minAt: number;
  maxAt: number;
}

/** Appends a point unless it repeats the run's last one. */
function pushPoint(run: number[], x: number, y: number): void {
  const n = run.length;
  if (n < 2 || run[n - 2] !== x || run[n - 1] !== y) run.push(x, y);
}

/** Appends the column's points to the run and empties it. */
function flushColumn(column: PixelColumn, run: number[]): void {
  if (column.count === 0) return;
  const minFirst = column.minAt <= column.maxAt;
  pushPoint(run, column.x, column.firstY);
  pushPoint(run, column.x, minFirst ? column.minY : column.maxY);
  pushPoint(run, column.x, minFirst ? column.maxY : column.minY);
  pushPoint(run, column.x, column.lastY);
  column.count = 0;
}

/**
 * The M4 drawing of an aggregated series: every bucket gives its first, lowest, highest and last reading in time
 * order, and every pixel column keeps the first, lowest, highest and last of what lands in it, so the line covers each
 * column's whole min..max extent (every spike shows) while drawing at most four points per column. The line breaks
 * where `gapAfter` marks a silence longer than three reporting intervals: a gap is left blank, never drawn as a zero.
 * Empty buckets without such a mark are bridged: they only mean buckets are shorter than the reporting interval.
 */
export function m4Runs(data: AggregatedSeries, xOf: PixelOf, yOf: PixelOf): LineRuns {
  const runs: LineRuns = [];
  let run: number[] = [];
  const column: PixelColumn = { x: Number.NaN, count: 0, firstY: 0, lastY: 0, minY: 0, maxY: 0, minAt: 0, maxAt: 0 };
  // A bucket's four readings in time order.
  const times = [0, 0, 0, 0];
  const values = [0, 0, 0, 0];
  let order = 0;
  for (let i = 0; i < data.count; i += 1) {
    const first = data.first[i] as number;
    if (Number.isNaN(first)) continue;
    const minTs = data.minTs[i] as number;
    const maxTs = data.maxTs[i] as number;
    const minFirst = minTs <= maxTs;
    times[0] = data.firstTs[i] as number;
    values[0] = first;
    times[1] = minFirst ? minTs : maxTs;
    values[1] = (minFirst ? data.min[i] : data.max[i]) as number;
    times[2] = minFirst ? maxTs : minTs;
    values[2] = (minFirst ? data.max[i] : data.min[i]) as number;
    times[3] = data.lastTs[i] as number;
    values[3] = data.last[i] as number;
    for (let k = 0; k < 4; k += 1) {
      const x = Math.round(xOf(times[k] as number));
      const y = yOf(values[k] as number);
      if (x !== column.x) flushColumn(column, run);
      if (column.count === 0) {
        column.x = x;
        column.firstY = column.minY = column.maxY = y;
        column.minAt = column.maxAt = order;
      } else if (y < column.minY) {
        column.minY = y;
        column.minAt = order;
      } else if (y > column.maxY) {
        column.maxY = y;
        column.maxAt = order;
      }
      column.lastY = y;
      column.count += 1;
      order += 1;
    }
    if (data.gapAfter[i] === 1) {
      flushColumn(column, run);
      if (run.length > 0) runs.push(run);
      run = [];
    }
  }
  flushColumn(column, run);
  if (run.length > 0) runs.push(run);
  return runs;
}

/** How many pixels the runs visit: decides between SVG and canvas. */
export function runPointCount(runs: LineRuns): number {
  return runs.reduce((total, run) => total + run.length / 2, 0);
}

const px = (value: number) => Math.round(value * 10) / 10;

/** The SVG path of the runs; a lone reading becomes a one-pixel dash so it stays visible. */
export function runsToPath(runs: LineRuns): string {
  const parts: string[] = [];
  for (const run of runs) {
    parts.push(`M${px(run[0] ?? 0)},${px(run[1] ?? 0)}`);
    if (run.length === 2) parts.push('h1');
    for (let i = 2; i < run.length; i += 2) parts.push(`L${px(run[i] ?? 0)},${px(run[i + 1] ?? 0)}`);
  }
  return parts.join('');
}

/** Strokes the runs on a canvas, the same drawing as `runsToPath`. */
export function strokeRuns(context: CanvasRenderingContext2D, runs: LineRuns): void {
  context.beginPath();
  for (const run of runs) {
    context.moveTo(run[0] ?? 0, run[1] ?? 0);
    if (run.length === 2) context.lineTo((run[0] ?? 0) + 1, run[1] ?? 0);
    for (let i = 2; i < run.length; i += 2) context.lineTo(run[i] ?? 0, run[i + 1] ?? 0);
  }
  context.stroke();
}
