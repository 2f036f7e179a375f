import { expose, releaseProxy } from 'comlink';

/** What the ticker worker exposes over comlink; the main thread wraps it (workers/ticker.ts). */
export interface TickerWorkerApi {
  /** Calls `onTick` every `periodMs` until stop; a second start replaces the first. */
  start(periodMs: number, onTick: () => unknown): void;
  stop(): void;
}

/** The timer functions, injectable so tests can fire ticks by hand. */
export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const GLOBAL_TIMERS: IntervalTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Shortest accepted period: anything faster is a bug, not a poll. */
export const MIN_PERIOD_MS = 10;

/** Throws a RangeError for a period no poll should have (NaN, negative, or faster than MIN_PERIOD_MS). */
export function assertPeriod(periodMs: number): void {
  if (!Number.isFinite(periodMs) || periodMs < MIN_PERIOD_MS) {
    throw new RangeError(`Ticker period must be at least ${MIN_PERIOD_MS} ms, got ${periodMs}`);
  }
}

/**
 * A plain setInterval ticker. Inside the worker it is immune to the main thread's background-tab
 * throttling; on the main thread it is the fallback where Worker is missing.
 */
export function createIntervalTicker(timers: IntervalTimers = GLOBAL_TIMERS): TickerWorkerApi {
  let handle: unknown = null;
  let callback: (() => unknown) | null = null;
  const stop = (): void => {
    if (handle !== null) timers.clearInterval(handle);
    handle = null;
    // A comlink callback holds a MessagePort open until released.
    (callback as { [releaseProxy]?: () => void } | null)?.[releaseProxy]?.();
    callback = null;
  };
  return {
    start(periodMs, onTick) {
      assertPeriod(periodMs);
      stop();
      callback = onTick;
      handle = timers.setInterval(() => {
        // Through comlink the call is a promise that rejects once the main thread is gone; stop then.
        Promise.resolve()
          .then(() => onTick())
          .catch(() => stop());
      }, periodMs);
    },
    stop,
  };
}

/** The object this worker exposes. */
export const tickerWorkerApi: TickerWorkerApi = createIntervalTicker();

function isWorkerScope(): boolean {
  const scope = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
  return typeof scope === 'function' && globalThis instanceof scope;
}

// Exposed only inside a worker: importing this module elsewhere (the fallback, tests) must not listen on the window.
if (isWorkerScope()) expose(tickerWorkerApi);
