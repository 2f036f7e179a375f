import { useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import type { LiveStores } from '../../../streams/create-live-streams';
import type { Store } from '../../../streams/stores/create-store';
import { useLiveStreams } from './live-context';
import { useObservable } from '../use-observable';

type StateOf<K extends keyof LiveStores> = LiveStores[K] extends Store<infer S> ? S : never;

/**
 * A slice of one live store, re-rendering only when the slice changes. `select` must be stable (a module-level
 * function or a `useCallback`) and return existing references; `fallback` is used while signed out.
 */
export function useLiveStore<K extends keyof LiveStores, T>(key: K, select: (state: StateOf<K>) => T, fallback: T): T {
  const live = useLiveStreams();
  const store = (live?.stores[key] ?? null) as Store<StateOf<K>> | null;
  const source$ = useMemo(() => (store ? store.state$.pipe(map(select), distinctUntilChanged()) : null), [store, select]);
  // Until the subscription's first value lands, the store's current state is the truth (no empty first frame).
  return useObservable(source$, store ? select(store.getState()) : fallback);
}
