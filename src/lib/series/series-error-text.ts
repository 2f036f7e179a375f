import type { TFunction } from 'i18next';
import type { SeriesError } from '../../../workers/series-error';

/**
 * What a chart says in place of a series it could not load: a refusal (403) and a missing point (404) in the
 * console's words, whatever else with the server's message, or a general failure. Null without an error.
 */
export function seriesErrorText(error: SeriesError | null, t: TFunction): string | null {
  if (!error) return null;
  if (error.forbidden) return t('charts.state.forbidden');
  if (error.notFound) return t('charts.state.not-found');
  return error.msg || t('charts.state.load-failed');
}
