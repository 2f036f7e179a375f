import { reject } from '../../i18n/localized-error';
import { SERIES_MAX_RANGE_MS } from '../../wire/series-limits';

/** What statistics and series cover when the caller names no start: the 30 days before the end. */
export const DEFAULT_WINDOW_MS = 30 * 24 * 3_600_000;

const DAY_MS = 24 * 3_600_000;

/** A checked range: from before to, no longer than the series limit (401 naming the limit otherwise). */
export function resolveRange(
  query: { from?: number | undefined; to?: number | undefined },
  now = Date.now(),
): { from: number; to: number } {
  const to = query.to ?? now;
  const from = query.from ?? to - DEFAULT_WINDOW_MS;
  if (from >= to) throw reject('dam.range-order');
  if (to - from > SERIES_MAX_RANGE_MS) throw reject('dam.range-too-long', { days: Math.floor(SERIES_MAX_RANGE_MS / DAY_MS) });
  return { from, to };
}
