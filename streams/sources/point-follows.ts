import { BehaviorSubject, distinctUntilChanged, EMPTY, merge, mergeMap, Observable, switchMap } from 'rxjs';
import { TOPIC } from '../../server/src/wire/hub';
import type { BusEvent } from '../bus/bus-events';
import { pointTopicToBus } from '../bus/to-bus-events';
import type { LiveSession } from '../live-session';

export interface PointFollows {
  /**
   * Follows the point's own topic (`monitoring/point/<pointId>`) while subscribed; emits nothing. Its readings reach
   * the bus as `monitoring/readings`, every reading of each stored batch, whichever project the top bar shows.
   * Ref-counted: two charts of one point share one topic.
   */
  follow(pointId: string): Observable<never>;
  /** The bus events of every followed point. */
  events$: Observable<BusEvent>;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The points open charts follow. The project topic carries each point's newest reading of a batch only (enough for
 * the latest values); a chart needs every reading, and a chart of another project's point needs one at all, so
 * charts follow their point's topic on the same socket (the topic registry joins each once and resumes it by seq).
 */
export function createPointFollows(live$: Observable<LiveSession | null>, now: () => number): PointFollows {
  const counts = new Map<string, number>();
  const followed$ = new BehaviorSubject<readonly string[]>([]);
  const announce = () => followed$.next([...counts.keys()].sort());

  const pointEvents$ = (live: LiveSession, pointId: string): Observable<BusEvent> =>
    live.socket.topic$(TOPIC.point(pointId)).pipe(mergeMap((message) => pointTopicToBus(message, pointId, now())));

  return {
    follow: (pointId) =>
      new Observable<never>(() => {
        counts.set(pointId, (counts.get(pointId) ?? 0) + 1);
        if (counts.get(pointId) === 1) announce();
        return () => {
          const left = (counts.get(pointId) ?? 1) - 1;
          if (left > 0) {
            counts.set(pointId, left);
            return;
          }
          counts.delete(pointId);
          announce();
        };
      }),
    // A change of the followed set re-joins the inner topic streams at once; the socket keeps each topic for a grace
    // delay after its last subscriber, so a point still followed is never unsubscribed at the hub in between.
    events$: live$.pipe(
      switchMap((live) =>
        live
          ? followed$.pipe(
              distinctUntilChanged(sameIds),
              switchMap((ids) => merge(...ids.map((id) => pointEvents$(live, id)))),
            )
          : EMPTY,
      ),
    ),
  };
}
