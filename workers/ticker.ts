import type { Endpoint } from 'comlink';
import { proxy, releaseProxy, wrap } from 'comlink';
import type { Ticker } from '../streams/sources/ticker-types';
import type { TickerWorkerApi } from './ticker.worker';
import { assertPeriod, createIntervalTicker } from './ticker.worker';

/** A ticker the console owns: `dispose` ends the worker. */
export interface DisposableTicker extends Ticker {
  dispose(): void;
}

/** The in-thread ticker: setInterval on the main thread, used in tests and where Worker is missing. */
export function createFallbackTicker(): DisposableTicker {
  const ticker = createIntervalTicker();
  return { start: (periodMs, onTick) => ticker.start(periodMs, onTick), stop: () => ticker.stop(), dispose: () => ticker.stop() };
}

type WorkerEndpoint = Endpoint & { terminate?: () => void };

/**
 * The main-thread side of ticker.worker.ts over comlink. If the worker fails (blocked by CSP, failed to
 * load) the running period moves to the in-thread fallback, so the poll never silently stops.
 */
export function createWorkerTicker(endpoint: WorkerEndpoint): DisposableTicker {
  const remote = wrap<TickerWorkerApi>(endpoint);
  const fallback = createIntervalTicker();
  let running: { periodMs: number; onTick: () => void } | null = null;
  let failed = false;
  const failOver = (): void => {
    if (failed) return;
    failed = true;
    if (running) fallback.start(running.periodMs, running.onTick);
  };
  endpoint.addEventListener('error', failOver);
  const stop = (): void => {
    running = null;
    fallback.stop();
    if (!failed) remote.stop().catch(() => undefined);
  };
  return {
    start(periodMs, onTick) {
      assertPeriod(periodMs);
      running = { periodMs, onTick };
      if (failed) {
        fallback.start(periodMs, onTick);
        return;
      }
      remote.start(periodMs, proxy(onTick)).catch(failOver);
    },
    stop,
    dispose() {
      stop();
      endpoint.removeEventListener('error', failOver);
      remote[releaseProxy]();
      endpoint.terminate?.();
    },
  };
}

/** The console's ticker: a dedicated worker when the browser has one, the in-thread fallback otherwise. */
export function createTicker(createWorker?: () => WorkerEndpoint): DisposableTicker {
  const make =
    createWorker ??
    (typeof Worker === 'undefined'
      ? null
      : () => new Worker(new URL('./ticker.worker.ts', import.meta.url), { type: 'module', name: 'sluice-ticker' }));
  if (!make) return createFallbackTicker();
  try {
    return createWorkerTicker(make());
  } catch {
    return createFallbackTicker();
  }
}
