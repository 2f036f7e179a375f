import { distinctUntilChanged, filter, map, pairwise, scan, type Observable } from 'rxjs';
import type { ConnectionState } from '../stores/connection-store';

/**
 * Counts the live feed's recoveries: 1, 2, ... each time the connection store goes from stale back to fresh (the
 * socket reopened after a drop, or frames and polls are heard again after a silence). Readings pushed while the feed
 * was down are lost to the bus; a chart that hears a recovery loads its window again, once, to fill that gap.
 */
export function feedRecoveries$(connection$: Observable<ConnectionState>): Observable<number> {
  return connection$.pipe(
    map((state) => state.stale),
    distinctUntilChanged(),
    pairwise(),
    filter(([wasStale, isStale]) => wasStale && !isStale),
    scan((count) => count + 1, 0),
  );
}
