import type { AggregatedSeries } from '../../../workers/series-types';

/** Maps a time or a value to a pixel. */
export type PixelOf = (input: number) => number;

/** Connected stretches of a line, each a flat [x0, y0, x1, y1, ...] list of pixels. */
export type LineRuns = number[][];

/**
 * Collects the readings that fall in one pixel column and keeps four of them: the first, the lowest, the highest
 * and the last, in time order. Drawn through those, the column shows its whole min..max extent.
 */
class PixelColumn {
  column = NaN;
  private firstY = 0;
  private lastY = 0;
  private minY = 0;
  private maxY = 0;
  private minAt = 0;
  private maxAt = 0;
  private count = 0;

  add(column: number, y: number, order: number): void {
    if (this.count === 0) {
      this.column = column;
      this.firstY = this.minY = this.maxY = y;
      this.minAt = this.maxAt = order;
    } else {
      if (y < this.minY) {
        this.minY = y;
        this.minAt = order;
      }
      if (y > this.maxY) {
        this.maxY = y;
        this.maxAt = order;
      }
    }
    this.lastY = y;
    this.count += 1;
  }

  /** Appends the column's points to the run and empties it. */
  flushInto(run: number[]): void {
    if (this.count === 0) return;
    const x = this.column;
    const push = (y: number) => {
      const n = run.length;
      if (n < 2 || run[n - 2] !== x || run[n - 1] !== y) run.push(x, y);
    };
    push(this.firstY);
    const minFirst = this.minAt <= this.maxAt;
    push(minFirst ? this.minY : this.maxY);
    push(minFirst ? this.maxY : this.minY);
    push(this.lastY);
    this.count = 0;
  }
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
  const column = new PixelColumn();
  let order = 0;
  const endRun = () => {
    column.flushInto(run);
    if (run.length > 0) runs.push(run);
    run = [];
  };
  const add = (ts: number, value: number) => {
    const x = Math.round(xOf(ts));
    if (x !== column.column) column.flushInto(run);
    column.add(x, yOf(value), order);
    order += 1;
  };
  for (let i = 0; i < data.count; i += 1) {
    const first = data.first[i] ?? NaN;
    if (Number.isNaN(first)) continue;
    const minTs = data.minTs[i] ?? NaN;
    const maxTs = data.maxTs[i] ?? NaN;
    add(data.firstTs[i] ?? NaN, first);
    if (minTs <= maxTs) {
      add(minTs, data.min[i] ?? NaN);
      add(maxTs, data.max[i] ?? NaN);
    } else {
      add(maxTs, data.max[i] ?? NaN);
      add(minTs, data.min[i] ?? NaN);
    }
    add(data.lastTs[i] ?? NaN, data.last[i] ?? NaN);
    if (data.gapAfter[i] === 1) endRun();
  }
  endRun();
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
