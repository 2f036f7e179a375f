import { describe, expect, it } from 'vitest';
import { aggregateColumns } from '../../workers/series-aggregate';
import type { CachedSeries } from '../../workers/series-cache';
import { appendReadings, entryBytes, mergeColumns } from '../../workers/series-cache';
import { RunTimes } from '../../workers/series-times';

const MINUTE = 60_000;

/** An hour of minutes as the binary answer leaves it in the cache: times as one run, values 0..59. */
function hourAsRuns(): CachedSeries {
  const runs = RunTimes.of(Float64Array.of(0, MINUTE, 60), 60) as RunTimes;
  const values = Float64Array.from({ length: 60 }, (_, i) => i);
  return {
    key: 'P#',
    pointId: 'P',
    channel: null,
    unit: 'm',
    intervalMs: MINUTE,
    from: 0,
    to: 59 * MINUTE,
    ts: null,
    runs,
    values,
    length: 60,
  };
}

// A cached series keeps its times as runs until a change needs them one by one, and is the same series either way.
describe('series cache: times held as runs', () => {
  it('counts only the values while the times are runs, and both columns once a live reading lists them', () => {
    const entry = hourAsRuns();
    expect(entryBytes(entry)).toBe(60 * 8);
    appendReadings(entry, [
      { ts: 60 * MINUTE, value: 60 },
      { ts: 30.5 * MINUTE, value: -1 },
    ]);
    expect(entry.runs).toBeNull();
    expect(entry.length).toBe(62);
    expect(Array.from(entry.ts?.subarray(29, 33) ?? [])).toEqual([29 * MINUTE, 30 * MINUTE, 30.5 * MINUTE, 31 * MINUTE]);
    expect(entry.ts?.[61]).toBe(60 * MINUTE);
    expect(entryBytes(entry)).toBe(2 * (entry.ts?.length ?? 0) * 8);
    const view = aggregateColumns(entry, entry, { from: 0, to: 60 * MINUTE, buckets: 2 });
    expect(Array.from(view.min)).toEqual([0, -1]);
    expect(Array.from(view.lastTs)).toEqual([29 * MINUTE, 60 * MINUTE]);
  });

  it('merges a fetched stretch held as runs into one held as runs', () => {
    const entry = hourAsRuns();
    const later = RunTimes.of(Float64Array.of(59 * MINUTE, MINUTE, 31), 31) as RunTimes;
    const values = Float64Array.from({ length: 31 }, (_, i) => 100 + i);
    mergeColumns(entry, { ts: null, runs: later, values, length: 31, from: 59 * MINUTE, to: 89 * MINUTE });
    expect(entry.length).toBe(90);
    expect(entry.to).toBe(89 * MINUTE);
    expect(entry.ts?.[59]).toBe(59 * MINUTE);
    // The fetched reading replaces the cached one at the same time.
    expect(entry.values[59]).toBe(100);
    expect(entry.ts?.[89]).toBe(89 * MINUTE);
  });
});
