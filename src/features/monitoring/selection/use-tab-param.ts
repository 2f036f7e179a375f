import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { addressNow } from './use-chart-selection';

/**
 * The page's tab in the address (`?tab=`), or null when it names none of `tabs`. Switching tabs adds a history
 * entry, keeps the range and drops the point, which belongs to the previous tab's kind: the new tab opens its first.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T | null, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const raw = params.get('tab');
  const tab = tabs.find((candidate) => candidate === raw) ?? null;
  const setTab = useCallback(
    (next: T) =>
      setParams((current) => {
        // From the address as it stands: a zoom may have replaced it without the router (use-chart-selection.ts).
        const updated = new URLSearchParams(addressNow(current, pathname));
        updated.set('tab', next);
        updated.delete('point');
        return updated;
      }),
    [setParams, pathname],
  );
  return [tab, setTab];
}
