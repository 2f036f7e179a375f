import type { RawColumns, SeriesMeta } from './series-aggregate';
import { ListTimes } from './series-times';
import type { SeriesReading } from './series-types';

/** One cached series: its raw readings over [from, to]; `to` grows as live readings arrive. */
export interface CachedSeries extends RawColumns, SeriesMeta {
  key: string;
  from: number;
  to: number;
}

/**
 * Bounds of the cache. A year of one-minute readings is 525,600 x 16 bytes, about 8.4 MB, so the defaults hold
 * four such series per chart for two charts, and cap memory even for longer ranges.
 */
export interface SeriesCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_CACHE_LIMITS: SeriesCacheLimits = { maxEntries: 8, maxBytes: 64 * 1024 * 1024 };

const BYTES_PER_VALUE = 8;

/** Bytes an entry holds: its columns at their capacity, not just the filled part (times held as runs: next to none). */
export function entryBytes(entry: CachedSeries): number {
  return (entry.values.length + (entry.ts?.length ?? 0)) * BYTES_PER_VALUE;
}

/**
 * The columns' times one by one, expanded from their runs the first time a change needs them (a live reading, a
 * merge); the runs are dropped then, as the list is what changes.
 */
export function timeList(columns: RawColumns): Float64Array {
  if (!columns.ts) {
    if (!columns.runs) throw new TypeError('Raw columns hold neither a time list nor time runs');
    // The list gets the values' capacity, so both columns grow together (a fetched series has no spare room: the
    // expanded runs are that list already).
    const listed = columns.runs.expand();
    let ts = listed;
    if (columns.values.length !== listed.length) {
      ts = new Float64Array(columns.values.length);
      ts.set(listed);
    }
    columns.ts = ts;
    columns.runs = null;
  }
  return columns.ts;
}

/**
 * Raw series by key, least recently used first out once there are more than `maxEntries` or more than `maxBytes`.
 * The entry just stored is never the one evicted, so one series larger than the byte bound still loads.
 */
export class SeriesCache {
  private readonly entries = new Map<string, CachedSeries>();

  constructor(private readonly limits: SeriesCacheLimits = DEFAULT_CACHE_LIMITS) {}

  /** The entry, marked most recently used. */
  get(key: string): CachedSeries | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(entry: CachedSeries): void {
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
    this.evict(entry.key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entryBytes(entry);
    return total;
  }

  /** Re-checks the bounds after an entry grew (live readings). */
  evict(keep: string): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes() <= this.limits.maxBytes) return;
      if (key !== keep) this.entries.delete(key);
    }
  }
}

function grow(entry: CachedSeries, needed: number): void {
  const held = timeList(entry);
  if (needed <= held.length) return;
  const capacity = Math.max(needed, Math.ceil(held.length * 1.5), 64);
  const ts = new Float64Array(capacity);
  const values = new Float64Array(capacity);
  ts.set(held.subarray(0, entry.length));
  values.set(entry.values.subarray(0, entry.length));
  entry.ts = ts;
  entry.values = values;
}

/**
 * Adds live readings to a cached series in time order: a newer reading goes to the end, one with a time already held
 * replaces that value (a corrected reading), an older one is inserted in place. Readings before the cached range are
 * ignored (that part was never loaded); the range's end follows the newest reading.
 */
export function appendReadings(entry: CachedSeries, readings: readonly SeriesReading[]): void {
  for (const reading of readings) {
    const { ts } = reading;
    if (!Number.isFinite(ts) || ts < entry.from) continue;
    const value = reading.value === null || !Number.isFinite(reading.value) ? Number.NaN : reading.value;
    const held = timeList(entry);
    const at =
      entry.length > 0 && ts > (held[entry.length - 1] as number)
        ? entry.length
        : new ListTimes(held, entry.length).firstAtOrAfter(0, entry.length, ts);
    if (at < entry.length && held[at] === ts) {
      entry.values[at] = value;
      continue;
    }
    grow(entry, entry.length + 1);
    const times = timeList(entry);
    if (at < entry.length) {
      times.copyWithin(at + 1, at, entry.length);
      entry.values.copyWithin(at + 1, at, entry.length);
    }
    times[at] = ts;
    entry.values[at] = value;
    entry.length += 1;
    if (ts > entry.to) entry.to = ts;
  }
}

/**
 * Merges freshly fetched readings into a cached series (both in time order; a fetched reading replaces a cached one
 * with the same time) and widens the cached range to cover theirs. One pass: O(cached + fetched).
 */
export function mergeColumns(entry: CachedSeries, fetched: RawColumns & { from: number; to: number }): void {
  const held = timeList(entry);
  const come = timeList(fetched);
  const ts = new Float64Array(entry.length + fetched.length);
  const values = new Float64Array(ts.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < entry.length || j < fetched.length) {
    const a = i < entry.length ? (held[i] as number) : Number.POSITIVE_INFINITY;
    const b = j < fetched.length ? (come[j] as number) : Number.POSITIVE_INFINITY;
    if (b <= a) {
      ts[n] = b;
      values[n] = fetched.values[j] as number;
      j += 1;
      if (a === b) i += 1;
    } else {
      ts[n] = a;
      values[n] = entry.values[i] as number;
      i += 1;
    }
    n += 1;
  }
  entry.ts = ts;
  entry.values = values;
  entry.length = n;
  entry.from = Math.min(entry.from, fetched.from);
  entry.to = Math.max(entry.to, fetched.to);
}
