/**
 * The aggregation contract shared by the series worker, its in-thread fallback, the page hook and the chart engine.
 * Plain TypeScript: no DOM, no comlink, so every side (worker, main thread, tests) can import it.
 */

/**
 * One series cut into equal time buckets, about one per pixel. Per bucket it keeps the first, last, lowest and
 * highest reading with their timestamps, so a line drawn through them keeps every peak the raw data has.
 * Empty buckets hold NaN in every value and timestamp array.
 */
export interface AggregatedSeries {
  from: number;
  to: number;
  bucketMs: number;
  /** Number of buckets: the length of every array below. */
  count: number;
  bucketStart: Float64Array;
  first: Float64Array;
  last: Float64Array;
  min: Float64Array;
  max: Float64Array;
  firstTs: Float64Array;
  lastTs: Float64Array;
  minTs: Float64Array;
  maxTs: Float64Array;
  /** 1 when the next reading comes more than 3 x intervalMs after this bucket's last one: draw no line across. */
  gapAfter: Uint8Array;
  unit: string;
  pointId: string;
  channel: string | null;
  /** Raw readings that fell in [from, to]. */
  rawCount: number;
}

/** What to load: one point's channel over [from, to] (epoch ms, both inclusive). */
export interface SeriesLoadRequest {
  pointId: string;
  from: number;
  to: number;
  channel?: string | null;
  /**
   * Fetch the range even where the cache holds it, and merge what comes back: the live readings of [from, to] may be
   * incomplete (the socket lost events and the server could not replay them: a topic resync).
   */
  refetch?: boolean;
  /**
   * Also aggregate this slice once loaded, in the same call: the first view (and a zoom within the cache) costs one
   * message instead of two, and in the worker the aggregate does not queue behind another series' parse.
   */
  aggregate?: AggregateRequest;
}

/** What a load answers: the cache key to aggregate from, and a summary of what the cache now holds. */
export interface SeriesLoadResult {
  key: string;
  rawCount: number;
  /** NaN when the range holds no reading. */
  firstTs: number;
  lastTs: number;
  unit: string;
  intervalMs: number;
  /** The aggregate the request asked for, when it did. */
  aggregate?: AggregatedSeries;
}

/** Which slice of a cached series to aggregate, and into how many buckets. */
export interface AggregateRequest {
  from: number;
  to: number;
  buckets: number;
}

/** One live reading to append; a null or non-finite value is a bad reading (NaN). */
export interface SeriesReading {
  ts: number;
  value: number | null;
}

/**
 * The series store: fetches and caches raw series where it runs (a worker, or the main thread as a fallback) and
 * answers aggregates. The worker proxy and the in-thread implementation both implement it.
 */
export interface SeriesSource {
  load(request: SeriesLoadRequest): Promise<SeriesLoadResult>;
  aggregate(key: string, request: AggregateRequest): Promise<AggregatedSeries>;
  append(key: string, readings: SeriesReading[]): Promise<void>;
  release(key: string): Promise<void>;
  dispose(): void;
}
