import type { Endpoint } from 'comlink';
import { releaseProxy, wrap } from 'comlink';
import { SeriesError } from './series-error';
import type { SeriesFetchContext } from './series-fetch';
import type { SeriesStore, SeriesStoreOptions } from './series-store';
import { createSeriesStore, seriesKey } from './series-store';
import type { SeriesOutcome, SeriesWorkerApi } from './series.worker';
import type { SeriesSource } from './series-types';

/** Where the series come from and as whom: read on every load, so a new session's token is used at once. */
export interface SeriesSourceOptions {
  /** The console's apiBaseUrl: '' (the page's origin), a path or another origin; API paths start with /api. */
  baseUrl: string;
  getToken: () => string | null;
  getLanguage?: () => string;
}

/** The last base URL resolved against the page's address: a zoom asks for four series, each with a context. */
let resolvedBase: { baseUrl: string; page: string; absolute: string } | null = null;

function absoluteBase(baseUrl: string): string {
  const page = (globalThis as { location?: { href: string } }).location?.href;
  if (!page) return baseUrl;
  if (resolvedBase?.baseUrl !== baseUrl || resolvedBase.page !== page) {
    resolvedBase = { baseUrl, page, absolute: new URL(baseUrl || '/', page).toString() };
  }
  return resolvedBase.absolute;
}

function fetchContext(options: SeriesSourceOptions): SeriesFetchContext {
  const language = options.getLanguage?.();
  return { baseUrl: absoluteBase(options.baseUrl), token: options.getToken(), ...(language ? { language } : {}) };
}

/**
 * The in-thread series source: the same store and aggregation as the worker, on the main thread. Used in tests and
 * where Worker is missing; a year parsed here costs the main thread a long task, which the worker avoids.
 */
export function createInThreadSeriesSource(options: SeriesSourceOptions, store: SeriesStore = createSeriesStore()): SeriesSource {
  return {
    load: (request) => store.load(request, fetchContext(options)),
    aggregate: async (key, request) => store.aggregate(key, request),
    append: async (key, readings) => store.append(key, readings),
    release: async (key) => store.release(key),
    dispose: () => store.clear(),
  };
}

function unwrap<T>(outcome: SeriesOutcome<T>): T {
  if (!outcome.ok) throw new SeriesError(outcome.error);
  return outcome.value;
}

type WorkerEndpoint = Endpoint & { terminate?: () => void };

/**
 * The main-thread side of series.worker.ts over comlink. If the worker fails (blocked by CSP, failed to load, crashed)
 * every call, including those in flight, moves to an in-thread store; keys the worker held are then reported evicted,
 * so the page loads them again.
 */
export function createWorkerSeriesSource(
  endpoint: WorkerEndpoint,
  options: SeriesSourceOptions,
  fallbackStore: SeriesStoreOptions = {},
): SeriesSource {
  const remote = wrap<SeriesWorkerApi>(endpoint);
  let fallback: SeriesSource | null = null;
  let disposed = false;
  const disposedError = () => new SeriesError({ kind: 'evicted', code: 0, msg: 'The series source was disposed' });
  // Calls waiting on the worker, each told once if the worker fails (it moves to the in-thread store) or the source is
  // disposed (it rejects instead of waiting forever). Each leaves the set when it settles. Not a race against one
  // long-lived "failed" or "closed" promise: every call would leave a reaction on it for good, tens of thousands an
  // hour on a wall whose charts append live readings.
  const waiting = new Set<{ failedOver: () => void; disposed: () => void }>();
  const failOver = (): void => {
    fallback ??= createInThreadSeriesSource(options, createSeriesStore(fallbackStore));
    for (const call of [...waiting]) call.failedOver();
  };
  endpoint.addEventListener('error', failOver);
  endpoint.addEventListener('messageerror', failOver);
  const call = <T>(viaWorker: () => Promise<T>, inThread: (source: SeriesSource) => Promise<T>): Promise<T> => {
    if (disposed) return Promise.reject(disposedError());
    if (fallback) return inThread(fallback);
    return new Promise<T>((resolve, reject) => {
      const entry = {
        failedOver: () => {
          waiting.delete(entry);
          inThread(fallback as SeriesSource).then(resolve, reject);
        },
        disposed: () => {
          waiting.delete(entry);
          reject(disposedError());
        },
      };
      waiting.add(entry);
      // A late answer after a fail-over or disposal finds the promise already settled: resolve/reject do nothing.
      viaWorker().then(
        (value) => {
          waiting.delete(entry);
          resolve(value);
        },
        (error: unknown) => {
          waiting.delete(entry);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  };
  return {
    load: (request) =>
      call(
        async () => unwrap(await remote.load(request, fetchContext(options))),
        (source) => source.load(request),
      ),
    aggregate: (key, request) =>
      call(
        async () => unwrap(await remote.aggregate(key, request)),
        (source) => source.aggregate(key, request),
      ),
    append: (key, readings) =>
      call(
        async () => void unwrap(await remote.append(key, readings)),
        (source) => source.append(key, readings),
      ),
    release: (key) =>
      call(
        () => remote.release(key),
        (source) => source.release(key),
      ),
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const call of [...waiting]) call.disposed();
      fallback?.dispose();
      endpoint.removeEventListener('error', failOver);
      endpoint.removeEventListener('messageerror', failOver);
      remote[releaseProxy]();
      endpoint.terminate?.();
    },
  };
}

/**
 * Several worker sources as one: each series (pointId and channel) always goes to the same worker, so its cache is
 * there, and the year-long parses of a chart's series run on several cores at once instead of one after another. A
 * series goes to the worker holding the fewest when first seen (a hash of the key put three of the bench's four on
 * one worker, which decoded them one after another while the other idled), and stays there until released.
 */
export function createPooledSeriesSource(sources: readonly SeriesSource[]): SeriesSource {
  const assigned = new Map<string, SeriesSource>();
  const forKey = (key: string): SeriesSource => {
    let source = assigned.get(key);
    if (!source) {
      const held = sources.map((candidate) => [...assigned.values()].filter((taken) => taken === candidate).length);
      source = sources[held.indexOf(Math.min(...held))] as SeriesSource;
      assigned.set(key, source);
    }
    return source;
  };
  return {
    load: (request) => forKey(seriesKey(request.pointId, request.channel)).load(request),
    aggregate: (key, request) => forKey(key).aggregate(key, request),
    append: (key, readings) => forKey(key).append(key, readings),
    release: (key) => {
      const released = forKey(key).release(key);
      assigned.delete(key);
      return released;
    },
    dispose: () => {
      assigned.clear();
      sources.forEach((source) => source.dispose());
    },
  };
}

/** Workers in the pool: two covers a chart's series on the usual two to four cores without crowding the page. */
export const SERIES_WORKERS = 2;

/**
 * The console's series source: a small pool of dedicated workers when the browser has Worker (each caches the series
 * it serves, bounded as in series-cache.ts), the in-thread store otherwise.
 */
export function createSeriesSource(
  options: SeriesSourceOptions,
  createWorker?: () => WorkerEndpoint,
  workers: number = SERIES_WORKERS,
): SeriesSource {
  const make =
    createWorker ??
    (typeof Worker === 'undefined'
      ? null
      : () => new Worker(new URL('./series.worker.ts', import.meta.url), { type: 'module', name: 'sluice-series' }));
  if (!make) return createInThreadSeriesSource(options);
  const sources: SeriesSource[] = [];
  try {
    for (let i = 0; i < Math.max(1, workers); i += 1) sources.push(createWorkerSeriesSource(make(), options));
  } catch {
    sources.forEach((source) => source.dispose());
    return createInThreadSeriesSource(options);
  }
  return sources.length === 1 ? (sources[0] as SeriesSource) : createPooledSeriesSource(sources);
}
