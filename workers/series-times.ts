/**
 * The times of a cached series, searched by the aggregator: a list (one time per reading) or, as the binary answer sends
 * them, runs of one step. A year of minutes is one run, or a few around its gaps: held as runs, its times cost nothing
 * to read (no 525,600-time column to fill, 4 MB) and a bucket's edge is found by arithmetic instead of a binary search.
 * Both kinds answer the same questions with the same numbers: a run's k-th time is `start + k * step`, the very
 * double the list would hold (series-compact.ts expandTimes).
 */
import { expandTimes } from './series-compact';

/** What the aggregator asks of a series' times; `length` readings, oldest first. */
export interface SeriesTimes {
  readonly length: number;
  /** The time of reading `i` (0 <= i < length). */
  timeAt(i: number): number;
  /** First index in [low, high) whose time is >= t; high when none. */
  firstAtOrAfter(low: number, high: number, t: number): number;
  /** First index in [low, high) whose time is > t; high when none. */
  firstAfter(low: number, high: number, t: number): number;
}

/** The bounded binary searches over a list of times. */
export class ListTimes implements SeriesTimes {
  constructor(
    private readonly ts: Float64Array,
    readonly length: number,
  ) {}

  timeAt(i: number): number {
    return this.ts[i] as number;
  }

  firstAtOrAfter(low: number, high: number, t: number): number {
    return this.search(low, high, t, false);
  }

  firstAfter(low: number, high: number, t: number): number {
    return this.search(low, high, t, true);
  }

  /** First index in [low, high) whose time is >= t (> t when strict). */
  private search(low: number, high: number, t: number, strict: boolean): number {
    const { ts } = this;
    let lo = low;
    let hi = high;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const time = ts[mid] as number;
      if (time < t || (strict && time === t)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Runs per reading above which a list is as cheap to search, and the runs are not worth keeping (irregular times). */
const MAX_RUNS_PER_READING = 1 / 8;

/**
 * Times as runs `[start, step, count, ...]` (wire/series.ts: the binary and compact answers' `tsRuns`), strictly
 * increasing. A search first finds the run (a binary search over a few runs), then the index inside it by division.
 */
export class RunTimes implements SeriesTimes {
  private readonly starts: Float64Array;
  private readonly steps: Float64Array;
  /** Index of each run's first reading; one more entry: `length`. */
  private readonly firsts: Float64Array;

  private constructor(
    private readonly runs: Float64Array,
    readonly length: number,
  ) {
    const count = runs.length / 3;
    this.starts = new Float64Array(count);
    this.steps = new Float64Array(count);
    this.firsts = new Float64Array(count + 1);
    let first = 0;
    for (let r = 0; r < count; r += 1) {
      this.starts[r] = runs[3 * r] as number;
      this.steps[r] = runs[3 * r + 1] as number;
      this.firsts[r] = first;
      first += runs[3 * r + 2] as number;
    }
    this.firsts[count] = first;
  }

  /**
   * The runs as times of `count` readings, or null when they are not worth keeping as runs or do not describe
   * strictly increasing times adding up to `count` (the caller then expands them, or refuses the answer).
   */
  static of(runs: Float64Array, count: number): RunTimes | null {
    if (runs.length % 3 !== 0 || runs.length / 3 > Math.max(1, count * MAX_RUNS_PER_READING)) return null;
    let total = 0;
    let previousLast = Number.NEGATIVE_INFINITY;
    for (let r = 0; r < runs.length; r += 3) {
      const start = runs[r] as number;
      const step = runs[r + 1] as number;
      const length = runs[r + 2] as number;
      if (!Number.isFinite(start) || !Number.isFinite(step) || !Number.isInteger(length) || length < 1) return null;
      if ((length > 1 && !(step > 0)) || !(start > previousLast)) return null;
      previousLast = start + (length - 1) * step;
      total += length;
    }
    return total === count ? new RunTimes(runs, count) : null;
  }

  /** The times one by one (for a change that needs a list: a live reading, a merge). */
  expand(): Float64Array {
    return expandTimes(this.runs, this.length) as Float64Array;
  }

  timeAt(i: number): number {
    const r = this.runOf(i);
    return (this.starts[r] as number) + (i - (this.firsts[r] as number)) * (this.steps[r] as number);
  }

  firstAtOrAfter(low: number, high: number, t: number): number {
    return clamp(this.firstIndex(t, false), low, high);
  }

  firstAfter(low: number, high: number, t: number): number {
    return clamp(this.firstIndex(t, true), low, high);
  }

  /** The run holding reading i: the last run whose first index is <= i. */
  private runOf(i: number): number {
    const { firsts } = this;
    let lo = 0;
    let hi = firsts.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((firsts[mid] as number) <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** First index whose time is >= t (> t when strict) over all readings; length when none. */
  private firstIndex(t: number, strict: boolean): number {
    const { starts, steps, firsts } = this;
    const before = (time: number) => (strict ? time <= t : time < t);
    // The last run that starts before t (by the search's rule): the answer is in it, or is the next run's first.
    let lo = -1;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (before(starts[mid] as number)) lo = mid;
      else hi = mid - 1;
    }
    if (lo < 0) return 0;
    const start = starts[lo] as number;
    const step = steps[lo] as number;
    const count = (firsts[lo + 1] as number) - (firsts[lo] as number);
    // Division gives the index up to rounding; the times themselves (as timeAt computes them) settle it.
    let k = step > 0 ? Math.min(count, Math.max(1, Math.ceil((t - start) / step))) : count;
    while (k > 1 && !before(start + (k - 1) * step)) k -= 1;
    while (k < count && before(start + k * step)) k += 1;
    return (firsts[lo] as number) + k;
  }
}

function clamp(index: number, low: number, high: number): number {
  return index < low ? low : index > high ? high : index;
}
