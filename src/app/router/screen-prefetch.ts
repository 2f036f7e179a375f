import { queryClient } from '../query-client';

/** A screen's prefetch: given the query of the address the screen opened at. */
export type ScreenPrefetch = (search: string) => void;

/**
 * What a screen can start reading from its address before its code has loaded, by the screen's path: each loads a
 * small module of its feature, beside the screen's own chunks. Not the screen's chunks: importing the page from here
 * made the browser fetch its 45 chunks before the series, and the year came later (bench/monitoring-zoom.ts).
 */
export const SCREEN_PREFETCHES: Readonly<Record<string, ScreenPrefetch>> = {
  '/monitoring/seepage': (search) =>
    void import('../../features/monitoring/data/prefetch-seepage-address')
      .then((module) => module.prefetchSeepageAddress(search, queryClient))
      .catch(() => undefined),
};

/** Starts the screen's prefetch for the address's query, if it has one; a failure only loses the head start. */
export function prefetchScreenData(
  path: string,
  search: string,
  prefetches: Readonly<Record<string, ScreenPrefetch>> = SCREEN_PREFETCHES,
): void {
  prefetches[path]?.(search);
}
