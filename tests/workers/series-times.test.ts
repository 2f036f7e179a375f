import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../server/src/simulator/random';
import { ListTimes, RunTimes } from '../../workers/series-times';

const runsOf = (...flat: number[]) => Float64Array.from(flat);

// A cached series' times as runs of one step (the binary answer's form) answer every search as the same times listed.
describe('RunTimes', () => {
  it('takes runs that add up to the count, in strictly increasing time, one step each', () => {
    expect(RunTimes.of(runsOf(0, 10, 40, 1_000, 10, 40), 80)).not.toBeNull();
    expect(RunTimes.of(runsOf(0, 10, 40, 1_000, 0, 1), 41)).not.toBeNull();
    expect(RunTimes.of(runsOf(), 0)?.length).toBe(0);
    // Counts that do not add up, or that are not whole.
    expect(RunTimes.of(runsOf(0, 10, 40), 41)).toBeNull();
    expect(RunTimes.of(runsOf(0, 10, 40.5), 40.5)).toBeNull();
    expect(RunTimes.of(runsOf(0, 10, 0), 0)).toBeNull();
    // A second run starting at or before the first one's last time; a step of 0 or less over several readings.
    expect(RunTimes.of(runsOf(0, 10, 40, 390, 10, 40), 80)).toBeNull();
    expect(RunTimes.of(runsOf(0, 0, 40), 40)).toBeNull();
    expect(RunTimes.of(runsOf(0, -10, 40), 40)).toBeNull();
    expect(RunTimes.of(runsOf(Number.NaN, 10, 40), 40)).toBeNull();
    // Too many runs for the readings (irregular times): listing them is as good.
    expect(RunTimes.of(runsOf(0, 0, 1, 3, 0, 1, 7, 0, 1, 12, 10, 5), 8)).toBeNull();
  });

  it('expands to the times start + k x step', () => {
    const times = RunTimes.of(runsOf(100, 10, 30, 500, 0, 1, 600, 5, 2), 33) as RunTimes;
    const expanded = Array.from(times.expand());
    expect(expanded.slice(0, 3)).toEqual([100, 110, 120]);
    expect(expanded.slice(28)).toEqual([380, 390, 500, 600, 605]);
  });

  it('answers timeAt, firstAtOrAfter and firstAfter as the listed times do, within any bounds', () => {
    const next = mulberry32(5);
    for (let round = 0; round < 50; round += 1) {
      const flat: number[] = [];
      let start = Math.floor(next() * 100) - 50;
      let count = 0;
      for (let r = 0, total = 1 + Math.floor(next() * 5); r < total; r += 1) {
        const length = next() < 0.2 ? 1 : 50 + Math.floor(next() * 50);
        const step = length === 1 ? 0 : 1 + Math.floor(next() * 30);
        flat.push(start, step, length);
        count += length;
        start += (length - 1) * step + 1 + Math.floor(next() * 300);
      }
      const runs = RunTimes.of(Float64Array.from(flat), count) as RunTimes;
      const listed = new ListTimes(runs.expand(), count);
      for (let i = 0; i < count; i += 1) expect(runs.timeAt(i)).toBe(listed.timeAt(i));
      const span = listed.timeAt(count - 1) - listed.timeAt(0);
      for (let query = 0; query < 40; query += 1) {
        const roll = next();
        // On a reading's time, between two (fractions too), before the first, after the last.
        const t =
          roll < 0.4
            ? listed.timeAt(Math.floor(next() * count))
            : roll < 0.8
              ? listed.timeAt(0) + next() * span
              : listed.timeAt(0) + (next() - 0.5) * 3 * span;
        const low = Math.floor(next() * count);
        const high = low + Math.floor(next() * (count - low + 1));
        const where = `round ${round}, t ${t}, [${low}, ${high})`;
        expect(runs.firstAtOrAfter(low, high, t), where).toBe(listed.firstAtOrAfter(low, high, t));
        expect(runs.firstAfter(low, high, t), where).toBe(listed.firstAfter(low, high, t));
        expect(runs.firstAtOrAfter(0, count, t), where).toBe(listed.firstAtOrAfter(0, count, t));
        expect(runs.firstAfter(0, count, t), where).toBe(listed.firstAfter(0, count, t));
      }
    }
  });
});

describe('ListTimes', () => {
  it('finds the first index at or after, and after, a time, with repeated times', () => {
    const times = new ListTimes(Float64Array.from([1, 3, 3, 5]), 4);
    expect(times.firstAtOrAfter(0, 4, 3)).toBe(1);
    expect(times.firstAfter(0, 4, 3)).toBe(3);
    expect(times.firstAtOrAfter(0, 4, 0)).toBe(0);
    expect(times.firstAfter(0, 4, 9)).toBe(4);
    expect(times.firstAtOrAfter(2, 3, 0)).toBe(2);
  });
});
