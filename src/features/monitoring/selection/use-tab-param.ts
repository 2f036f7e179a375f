import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page's tab in the address (`?tab=`), or null when it names none of `tabs`. Switching tabs adds a history
 * entry, keeps the range and drops the point, which belongs to the previous tab's kind: the new tab opens its first.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T | null, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = tabs.find((candidate) => candidate === raw) ?? null;
  const setTab = useCallback(
    (next: T) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        updated.delete('point');
        return updated;
      }),
    [setParams],
  );
  return [tab, setTab];
}
