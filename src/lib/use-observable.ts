import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * The one way React reads an observable: subscribes in an effect, keeps the latest value, and always
 * unsubscribes (on unmount or when `source$` changes). Until `source$` emits, the value is `initial`.
 * Pass a stable `source$` (module constant, store field, or `useMemo`): a new one resubscribes.
 */
export function useObservable<T>(source$: Observable<T> | null | undefined, initial: T): T {
  const [latest, setLatest] = useState<{ source: Observable<T>; value: T } | null>(null);
  useEffect(() => {
    if (!source$) return undefined;
    const subscription = source$.subscribe((value) => setLatest({ source: source$, value }));
    return () => subscription.unsubscribe();
  }, [source$]);
  // A value from a previous source never leaks into the next one.
  return latest && latest.source === source$ ? latest.value : initial;
}
