import { startTransition, useEffect, useMemo, useState } from 'react';
import { distinctUntilChanged, map, skip, startWith, type Observable } from 'rxjs';
import { oncePerFrame } from '../../../../streams/cockpit/once-per-frame';
import type { LiveStores } from '../../../../streams/create-live-streams';
import type { Store } from '../../../../streams/stores/create-store';
import { useLiveStreams } from '../../../lib/live/live-context';

type StateOf<K extends keyof LiveStores> = LiveStores[K] extends Store<infer S> ? S : never;

/**
 * `useObservable` for the wall: each value is rendered as a transition, which React renders in slices between frames
 * and sets aside for anything a person does. A wall's widgets re-render together each second (the figures, the map,
 * the charts at the minute); in one urgent render they would make one long task.
 */
export function useWallObservable<T>(source$: Observable<T> | null, initial: T): T {
  const [latest, setLatest] = useState<{ source: Observable<T>; value: T } | null>(null);
  useEffect(() => {
    if (!source$) return undefined;
    const subscription = source$.subscribe((value) => startTransition(() => setLatest({ source: source$, value })));
    return () => subscription.unsubscribe();
  }, [source$]);
  // A value from a previous source never leaks into the next one.
  return latest && latest.source === source$ ? latest.value : initial;
}

/**
 * A slice of one live store for a wall widget: the newest slice at most once per animation frame (all the socket
 * messages of a frame in one render), rendered as a transition. `select` and `equal` must be stable; `select` returns
 * existing references unless `equal` (by default, the same reference) tells two of its values alike. `fallback` is
 * used while signed out.
 */
export function useWallStore<K extends keyof LiveStores, T>(
  key: K,
  select: (state: StateOf<K>) => T,
  fallback: T,
  equal?: (previous: T, next: T) => boolean,
): T {
  const live = useLiveStreams();
  const store = (live?.stores[key] ?? null) as Store<StateOf<K>> | null;
  // Until the first frame passes a value on, the store's current state is the truth (no empty first frame).
  const initial = useMemo(() => (store ? select(store.getState()) : fallback), [store, select, fallback]);
  const source$ = useMemo(
    () =>
      store
        ? store.state$.pipe(
            map(select),
            // Compared with what the first render showed too, so a slice alike to it does not draw the widget again.
            startWith(initial),
            distinctUntilChanged(equal),
            skip(1),
            oncePerFrame(),
          )
        : null,
    [store, select, equal, initial],
  );
  return useWallObservable(source$, initial);
}
