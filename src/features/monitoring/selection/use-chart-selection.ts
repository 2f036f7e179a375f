import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readSelection, sameSelection, writeSelection, type ChartSelection } from './chart-selection';

export interface SelectionChange {
  /** Replace the history entry instead of adding one: a drag-zoom must not fill Back with every step. */
  replace?: boolean;
}

export interface ChartSelectionControls {
  selection: ChartSelection;
  setSelection: (next: Partial<ChartSelection>, change?: SelectionChange) => void;
}

/**
 * The address's parameters as they stand: the browser's, which a zoom may have replaced without the router knowing,
 * while the browser is on the router's page; else the router's.
 */
export function addressNow(routed: URLSearchParams, pathname: string): URLSearchParams {
  if (typeof window === 'undefined' || window.location.pathname !== pathname) return routed;
  return new URLSearchParams(window.location.search);
}

/**
 * The page's point and range, kept in the address (`?point&from&to`) so a link or a cockpit click opens the same
 * view. Without a point the page's default (its first point) is shown and written back with the range, so the
 * address always names what is on screen.
 */
export function useChartSelection(defaultPointId: string | null): ChartSelectionControls {
  const [params, setParams] = useSearchParams();
  const { pathname, key: navigation } = useLocation();
  // The default range ends when the page opened, not at every render.
  const [openedAt] = useState(() => Date.now());
  const fromAddress = useMemo(() => readSelection(params, openedAt), [params, openedAt]);
  const pointId = fromAddress.pointId ?? defaultPointId;
  const addressed = useMemo(() => ({ ...fromAddress, pointId }), [fromAddress, pointId]);
  // A zoom is not a navigation: it replaces the address in place (`history.replaceState`), without telling the
  // router, and the page shows it from here. Told, the router renders again every part of the console that reads the
  // location (menu, tabs, breadcrumb, top bar): 100-150 ms a zoom on the bench machine, the zoom waiting behind it
  // (bench/monitoring-zoom.ts). It is dropped at the router's next navigation (a new location key), which starts from
  // the address as it stands (`addressNow`), zoom included; a navigation to an address saved before the zoom (a tab
  // of the tab bar) shows that address's range.
  const [ahead, setAhead] = useState<{ selection: ChartSelection; over: string } | null>(null);
  const selection = ahead && ahead.over === navigation ? ahead.selection : addressed;

  // What the setter starts from, read when it is called: the setter itself stays the same function across zooms, so
  // the charts given it do not render again for a new one.
  const latest = useRef({ selection, navigation, params, pathname });
  useLayoutEffect(() => {
    latest.current = { selection, navigation, params, pathname };
  });

  const setSelection = useCallback(
    (next: Partial<ChartSelection>, change: SelectionChange = {}) => {
      const { selection, navigation, params, pathname } = latest.current;
      const target = { ...selection, ...next };
      // The browser's address is the router's (a memory router, in tests, has its own): replaced in place.
      if (change.replace && typeof window !== 'undefined' && window.location.pathname === pathname) {
        setAhead({ selection: target, over: navigation });
        const url = new URL(window.location.href);
        url.search = writeSelection(addressNow(params, pathname), target).toString();
        window.history.replaceState(window.history.state, '', url);
        return;
      }
      setParams(writeSelection(addressNow(params, pathname), target), { replace: change.replace ?? false });
    },
    [setParams],
  );

  useEffect(() => {
    if (!addressed.pointId) return;
    const written = readSelection(params, openedAt);
    const complete = params.has('point') && params.has('from') && params.has('to');
    if (!complete || !sameSelection(written, addressed)) setParams(writeSelection(params, addressed), { replace: true });
  }, [params, addressed, openedAt, setParams]);

  return { selection, setSelection };
}
