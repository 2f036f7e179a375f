import type { SchedulerLike, Subscription } from 'rxjs';
import { asyncScheduler, Observable, ReplaySubject, share } from 'rxjs';
import { graceReset } from '../lib/grace-reset';

/** Seed value (spec 000 section 9): the clock refreshes every 10 s. */
export const CLOCK_MS = 10_000;

export interface ClockOptions {
  now: () => number;
  scheduler?: SchedulerLike;
  periodMs?: number;
  graceMs?: number;
}

export interface Clock {
  /** Epoch ms: now on subscribe, then on every period boundary (hh:mm:00, :10, :20 ...). */
  readonly ticks$: Observable<number>;
}

/**
 * A wall clock that re-aligns on every tick rather than trusting setInterval, so drift and a sleeping laptop
 * never leave it showing a time between boundaries. Shared: late subscribers get the current time at once.
 */
export function createClock(options: ClockOptions): Clock {
  const scheduler = options.scheduler ?? asyncScheduler;
  const periodMs = options.periodMs ?? CLOCK_MS;
  const graceMs = options.graceMs ?? 0;
  const source$ = new Observable<number>((subscriber) => {
    let pending: Subscription | null = null;
    const tick = (): void => {
      const now = options.now();
      subscriber.next(now);
      if (subscriber.closed) return;
      let delay = periodMs - (now % periodMs);
      // A timer that fires a hair early would otherwise tick twice around the same boundary.
      if (delay < periodMs / 100) delay += periodMs;
      pending = scheduler.schedule(tick, delay);
    };
    tick();
    return () => pending?.unsubscribe();
  });
  const ticks$ = source$.pipe(
    share({
      connector: () => new ReplaySubject<number>(1),
      resetOnRefCountZero: graceReset(graceMs, scheduler),
    }),
  );
  return { ticks$ };
}
