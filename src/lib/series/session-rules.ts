import { SeriesError } from '../../../workers/series-error';
import type { SeriesSource } from '../../../workers/series-types';
import { handleFailure } from '../api-client';
import { ApiError } from '../api-error';

/** A series failure as the API client's error: the same kinds, except a lost cache entry, which is no answer at all. */
export function toApiError(error: SeriesError): ApiError {
  return new ApiError(error.kind === 'evicted' ? 'network' : error.kind, error.code, error.msg);
}

/**
 * Runs a series call's failure through the API client's one handler, so the worker's fetch follows the session rules
 * every other call does: codes 600/601/602 and HTTP 401 end the session (message, back to the login page, once for
 * many failing calls). Anything else is left to the chart, which shows it in place: no toast.
 */
export function applySessionRules(error: unknown): void {
  if (!(error instanceof SeriesError)) return;
  const apiError = toApiError(error);
  handleFailure(apiError, { noTip: !apiError.endsSession });
}

/** The source with every failing load and aggregate passed through `applySessionRules` (and still rejected). */
export function withSessionRules(source: SeriesSource): SeriesSource {
  const watched =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      call(...args).catch((error: unknown) => {
        applySessionRules(error);
        throw error;
      });
  return {
    load: watched((request) => source.load(request)),
    aggregate: watched((key, request) => source.aggregate(key, request)),
    append: watched((key, readings) => source.append(key, readings)),
    release: (key) => source.release(key),
    dispose: () => source.dispose(),
  };
}
