import { aggregateColumns, timesOf } from './series-aggregate';
import type { CachedSeries, SeriesCacheLimits } from './series-cache';
import { appendReadings, DEFAULT_CACHE_LIMITS, mergeColumns, SeriesCache } from './series-cache';
import { evictedError } from './series-error';
import type { FetchedSeries, FetchImpl, SeriesFetchContext } from './series-fetch';
import { fetchSeries } from './series-fetch';
import type { AggregatedSeries, AggregateRequest, SeriesLoadRequest, SeriesLoadResult, SeriesReading } from './series-types';

/**
 * The series store where it runs (inside the worker, or on the main thread as the fallback): fetches, caches and
 * aggregates. Aggregation is synchronous here; the SeriesSource wrappers make it a promise.
 */
export interface SeriesStore {
  /** Fetches the range unless the cached series already covers it (only the missing ends when it overlaps). */
  load(request: SeriesLoadRequest, context: SeriesFetchContext): Promise<SeriesLoadResult>;
  aggregate(key: string, request: AggregateRequest): AggregatedSeries;
  append(key: string, readings: readonly SeriesReading[]): void;
  /**
   * Frees the cached readings now, for a chart that closes. No reference counting: a reference held across an
   * eviction could not be told from a live one, so a second chart of the same series simply loads it again.
   */
  release(key: string): void;
  clear(): void;
  /** Cached keys, least recently used first (tests, diagnostics). */
  keys(): string[];
}

export interface SeriesStoreOptions {
  fetch?: FetchImpl;
  limits?: SeriesCacheLimits;
}

/** One cache entry per point and channel: a wider range replaces a narrower one. */
export function seriesKey(pointId: string, channel: string | null | undefined): string {
  return `${pointId}#${channel ?? ''}`;
}

function covers(range: { from: number; to: number }, request: { from: number; to: number }): boolean {
  return range.from <= request.from && range.to >= request.to;
}

/** Whether the ranges overlap or meet, so fetching the difference is cheaper than fetching the whole. */
function touches(range: { from: number; to: number }, request: { from: number; to: number }): boolean {
  return request.from <= range.to && request.to >= range.from;
}

/** The parts of `request` outside `range`; each includes the edge it shares (the series call is inclusive). */
function missingParts(range: { from: number; to: number }, request: { from: number; to: number }): { from: number; to: number }[] {
  const parts: { from: number; to: number }[] = [];
  if (request.from < range.from) parts.push({ from: request.from, to: range.from });
  if (request.to > range.to) parts.push({ from: range.to, to: request.to });
  return parts;
}

function summary(entry: CachedSeries): SeriesLoadResult {
  const empty = entry.length === 0;
  const times = timesOf(entry);
  return {
    key: entry.key,
    rawCount: entry.length,
    firstTs: empty ? Number.NaN : times.timeAt(0),
    lastTs: empty ? Number.NaN : times.timeAt(entry.length - 1),
    unit: entry.unit,
    intervalMs: entry.intervalMs,
  };
}

export function createSeriesStore(options: SeriesStoreOptions = {}): SeriesStore {
  const cache = new SeriesCache(options.limits ?? DEFAULT_CACHE_LIMITS);
  const pending = new Map<string, { from: number; to: number; fetched: Promise<FetchedSeries> }>();

  const fetchOnce = (key: string, request: SeriesLoadRequest, context: SeriesFetchContext, fresh = false): Promise<FetchedSeries> => {
    const inFlight = pending.get(key);
    // A refetch wants readings stored after the gap: a request sent before it may not have them.
    if (!fresh && inFlight && covers(inFlight, request)) return inFlight.fetched;
    const fetched = fetchSeries(request, context, options.fetch);
    const record = { from: request.from, to: request.to, fetched };
    pending.set(key, record);
    const settle = () => {
      if (pending.get(key) === record) pending.delete(key);
    };
    fetched.then(settle, settle);
    return fetched;
  };

  /** The entry holding the request's range once loaded (fetching what the cache lacks). */
  const loadEntry = async (request: SeriesLoadRequest, context: SeriesFetchContext): Promise<CachedSeries> => {
    const key = seriesKey(request.pointId, request.channel);
    const cached = cache.get(key);
    if (cached && request.refetch) {
      // A live gap: the cached readings of the range may lack some, so fetch it and merge (same times replace).
      const fetched = await fetchOnce(key, request, context, true);
      const current = cache.get(key) ?? cached;
      mergeColumns(current, fetched);
      cache.set(current);
      return current;
    }
    if (cached && covers(cached, request)) return cached;
    if (cached && touches(cached, request)) {
      // A range picker's "last 7 days" a minute later, or a wider zoom: fetch only the missing ends.
      const parts = missingParts(cached, request).map((part) => fetchOnce(key, { ...request, ...part }, context));
      const fetched = await Promise.all(parts);
      const current = cache.get(key) ?? cached;
      for (const part of fetched) mergeColumns(current, part);
      cache.set(current);
      return current;
    }
    const fetched = await fetchOnce(key, request, context);
    const current = cache.get(key);
    // A wider range may have landed while this one was in flight: keep the wider one.
    if (current && covers(current, request)) return current;
    const entry: CachedSeries = { ...fetched, key, from: request.from, to: request.to };
    cache.set(entry);
    return entry;
  };

  return {
    async load(request, context) {
      const entry = await loadEntry(request, context);
      const loaded = summary(entry);
      return request.aggregate ? { ...loaded, aggregate: aggregateColumns(entry, entry, request.aggregate) } : loaded;
    },
    aggregate(key, request) {
      const entry = cache.get(key);
      if (!entry) throw evictedError(key);
      return aggregateColumns(entry, entry, request);
    },
    append(key, readings) {
      const entry = cache.get(key);
      if (!entry) throw evictedError(key);
      appendReadings(entry, readings);
      cache.evict(key);
    },
    release(key) {
      cache.delete(key);
    },
    clear() {
      pending.clear();
      cache.clear();
    },
    keys: () => cache.keys(),
  };
}
