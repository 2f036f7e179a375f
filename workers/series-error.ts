/** Why a series call failed: the server's envelope code, an HTTP status, no answer, or a key the cache let go. */
export type SeriesErrorKind = 'business' | 'http' | 'network' | 'evicted';

/** A series failure as plain data, so it crosses the worker boundary whole (comlink keeps only an Error's message). */
export interface SeriesFailure {
  kind: SeriesErrorKind;
  /** The envelope code, the HTTP status, or 0 without an answer. */
  code: number;
  msg: string;
}

/** What a series call rejects with, on either side of the worker. */
export class SeriesError extends Error implements SeriesFailure {
  readonly kind: SeriesErrorKind;
  readonly code: number;
  readonly msg: string;

  constructor(failure: SeriesFailure) {
    super(failure.msg || `Series request failed (${failure.kind} ${failure.code})`);
    this.name = 'SeriesError';
    this.kind = failure.kind;
    this.code = failure.code;
    this.msg = failure.msg;
  }

  /** The server refused this user the point (403): a retry cannot change it. */
  get forbidden(): boolean {
    return this.code === 403 && (this.kind === 'business' || this.kind === 'http');
  }

  /** No such point (404), or no series call at that address. */
  get notFound(): boolean {
    return this.code === 404 && (this.kind === 'business' || this.kind === 'http');
  }

  toFailure(): SeriesFailure {
    return { kind: this.kind, code: this.code, msg: this.msg };
  }
}

/** Any thrown value as a SeriesFailure: a fetch that threw without an answer is a network failure. */
export function toSeriesFailure(error: unknown): SeriesFailure {
  if (error instanceof SeriesError) return error.toFailure();
  return { kind: 'network', code: 0, msg: error instanceof Error ? error.message : String(error) };
}

/** The failure of aggregating or appending to a key that is not (or no longer) cached: load it again. */
export function evictedError(key: string): SeriesError {
  return new SeriesError({ kind: 'evicted', code: 0, msg: `Series ${key} is not loaded` });
}
