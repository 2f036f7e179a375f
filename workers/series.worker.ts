import { expose, transfer } from 'comlink';
import { aggregateBuffers } from './series-aggregate';
import type { SeriesFailure } from './series-error';
import { toSeriesFailure } from './series-error';
import type { SeriesFetchContext } from './series-fetch';
import type { SeriesStore } from './series-store';
import { createSeriesStore } from './series-store';
import { warmUp } from './series-warm-up';
import type { AggregatedSeries, AggregateRequest, SeriesLoadRequest, SeriesLoadResult, SeriesReading } from './series-types';

/** A result or the failure as data: comlink would keep only an Error's message, and the page needs its code. */
export type SeriesOutcome<T> = { ok: true; value: T } | { ok: false; error: SeriesFailure };

/** What the series worker exposes over comlink; workers/series.ts wraps it into a SeriesSource. */
export interface SeriesWorkerApi {
  /** An aggregate asked for with the load comes back transferred, like `aggregate`'s. */
  load(request: SeriesLoadRequest, context: SeriesFetchContext): Promise<SeriesOutcome<SeriesLoadResult>>;
  /** The aggregate's typed arrays are transferred to the caller, not copied. */
  aggregate(key: string, request: AggregateRequest): SeriesOutcome<AggregatedSeries>;
  append(key: string, readings: SeriesReading[]): SeriesOutcome<null>;
  release(key: string): void;
}

function attempt<T>(run: () => T): SeriesOutcome<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error: toSeriesFailure(error) };
  }
}

/** The worker's object around a store; exported so tests can expose it on a MessageChannel. */
export function createSeriesWorkerApi(store: SeriesStore = createSeriesStore()): SeriesWorkerApi {
  return {
    load: (request, context) =>
      store.load(request, context).then(
        (value): SeriesOutcome<SeriesLoadResult> => {
          const outcome = { ok: true as const, value };
          return value.aggregate ? transfer(outcome, aggregateBuffers(value.aggregate)) : outcome;
        },
        (error: unknown): SeriesOutcome<SeriesLoadResult> => ({ ok: false, error: toSeriesFailure(error) }),
      ),
    aggregate(key, request) {
      const outcome = attempt(() => store.aggregate(key, request));
      return outcome.ok ? transfer(outcome, aggregateBuffers(outcome.value)) : outcome;
    },
    append: (key, readings) => attempt(() => (store.append(key, readings), null)),
    release: (key) => store.release(key),
  };
}

function isWorkerScope(): boolean {
  const scope = (globalThis as { WorkerGlobalScope?: abstract new () => unknown }).WorkerGlobalScope;
  return typeof scope === 'function' && globalThis instanceof scope;
}

// Exposed only inside a worker: importing this module elsewhere (tests) must not listen on the window.
if (isWorkerScope()) {
  expose(createSeriesWorkerApi());
  warmUp();
}
