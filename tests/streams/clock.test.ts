import { afterEach, describe, expect, it, vi } from 'vitest';
import { take } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { CLOCK_MS, createClock } from '../../streams/sources/clock';

describe('clock', () => {
  afterEach(() => vi.useRealTimers());

  it('emits now at once, then on each 10 s boundary (marbles)', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ expectObservable }) => {
      // Virtual time starts at 0; pretend the wall clock reads 3 s past a boundary.
      const now = () => scheduler.now() + 3_000;
      const clock = createClock({ now, scheduler });
      expectObservable(clock.ticks$.pipe(take(4))).toBe('a 6999ms b 9999ms c 9999ms (d|)', {
        a: 3_000,
        b: 10_000,
        c: 20_000,
        d: 30_000,
      });
    });
  });

  it('shares one timer and gives a late subscriber the current time at once', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T08:00:04.000Z'));
    const clock = createClock({ now: Date.now });
    const first: number[] = [];
    const late: number[] = [];
    const a = clock.ticks$.subscribe((t) => first.push(t));
    await vi.advanceTimersByTimeAsync(6_000);
    const b = clock.ticks$.subscribe((t) => late.push(t));
    expect(late).toEqual([Date.parse('2026-11-22T08:00:10.000Z')]);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(CLOCK_MS);
    expect(first.map((t) => new Date(t).toISOString())).toEqual([
      '2026-11-22T08:00:04.000Z',
      '2026-11-22T08:00:10.000Z',
      '2026-11-22T08:00:20.000Z',
    ]);
    a.unsubscribe();
    b.unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('re-aligns after the machine sleeps instead of drifting', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T08:00:00.000Z'));
    const ticks: number[] = [];
    const sub = createClock({ now: Date.now }).ticks$.subscribe((t) => ticks.push(t));
    // The wall clock jumps 67 s (a suspended laptop) while the pending timer still has 10 s to run.
    vi.setSystemTime(new Date('2026-11-22T08:01:07.000Z'));
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(3_000);
    sub.unsubscribe();
    expect(ticks.map((t) => new Date(t).toISOString())).toEqual([
      '2026-11-22T08:00:00.000Z',
      '2026-11-22T08:01:17.000Z',
      '2026-11-22T08:01:20.000Z',
    ]);
  });
});
