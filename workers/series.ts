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

function fetchContext(options: SeriesSourceOptions): SeriesFetchContext {
  const page = (globalThis as { location?: { href: string } }).location?.href;
  const baseUrl = page ? new URL(options.baseUrl || '/', page).toString() : options.baseUrl;
  const language = options.getLanguage?.();
  return { baseUrl, token: options.getToken(), ...(language ? { language } : {}) };
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
  let signalFailure: () => void = () => undefined;
  const failure = new Promise<void>((resolve) => {
    signalFailure = resolve;
  });
  let disposed = false;
  let signalClosed: () => void = () => undefined;
  // A disposed worker never answers: calls in flight and later ones reject instead of waiting forever.
  const closed = new Promise<never>((_, reject) => {
    signalClosed = () => reject(new SeriesError({ kind: 'evicted', code: 0, msg: 'The series source was disposed' }));
  });
  closed.catch(() => undefined);
  const failOver = (): void => {
    fallback ??= createInThreadSeriesSource(options, createSeriesStore(fallbackStore));
    signalFailure();
  };
  endpoint.addEventListener('error', failOver);
  endpoint.addEventListener('messageerror', failOver);
  const call = <T>(viaWorker: () => Promise<T>, inThread: (source: SeriesSource) => Promise<T>): Promise<T> => {
    if (disposed) return closed;
    if (fallback) return inThread(fallback);
    return Promise.race([viaWorker(), failure.then(() => inThread(fallback as SeriesSource)), closed]);
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
      signalClosed();
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
 * there, and the year-long parses of a chart's series run on several cores at once instead of one after another.
 */
export function createPooledSeriesSource(sources: readonly SeriesSource[]): SeriesSource {
  const forKey = (key: string): SeriesSource => {
    let hash = 0;
    for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) | 0;
    return sources[Math.abs(hash) % sources.length] as SeriesSource;
  };
  return {
    load: (request) => forKey(seriesKey(request.pointId, request.channel)).load(request),
    aggregate: (key, request) => forKey(key).aggregate(key, request),
    append: (key, readings) => forKey(key).append(key, readings),
    release: (key) => forKey(key).release(key),
    dispose: () => sources.forEach((source) => source.dispose()),
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
