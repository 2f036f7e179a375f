import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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
 * The page's point and range, kept in the address (`?point&from&to`) so a link or a cockpit click opens the same
 * view. Without a point the page's default (its first point) is shown and written back with the range, so the
 * address always names what is on screen.
 */
export function useChartSelection(defaultPointId: string | null): ChartSelectionControls {
  const [params, setParams] = useSearchParams();
  // The default range ends when the page opened, not at every render.
  const [openedAt] = useState(() => Date.now());
  const fromAddress = useMemo(() => readSelection(params, openedAt), [params, openedAt]);
  const pointId = fromAddress.pointId ?? defaultPointId;
  const selection = useMemo(() => ({ ...fromAddress, pointId }), [fromAddress, pointId]);

  const setSelection = useCallback(
    (next: Partial<ChartSelection>, change: SelectionChange = {}) =>
      setParams((current) => writeSelection(current, { ...readSelection(current, openedAt), pointId, ...next }), {
        replace: change.replace ?? false,
      }),
    [setParams, openedAt, pointId],
  );

  useEffect(() => {
    if (!selection.pointId) return;
    const written = readSelection(params, openedAt);
    const complete = params.has('point') && params.has('from') && params.has('to');
    if (!complete || !sameSelection(written, selection)) setParams(writeSelection(params, selection), { replace: true });
  }, [params, selection, openedAt, setParams]);

  return { selection, setSelection };
}
