import { useCallback, useEffect, useRef } from 'react';
import type { ChartView } from './chart-types';

/**
 * Zooming with a way back: the view before the first zoom is kept, and a double-click (or Home) returns to it. A view
 * set from outside (the range picker, a link) starts afresh.
 */
export function useZoomHistory(view: ChartView, onViewChange: ((view: ChartView) => void) | undefined) {
  const before = useRef<ChartView | null>(null);
  const emitted = useRef<ChartView | null>(null);
  useEffect(() => {
    const ours = emitted.current;
    if (!ours || ours.from !== view.from || ours.to !== view.to) before.current = null;
  }, [view.from, view.to]);
  const zoomTo = useCallback(
    (next: ChartView) => {
      if (!onViewChange) return;
      before.current ??= { from: view.from, to: view.to };
      emitted.current = next;
      onViewChange(next);
    },
    [onViewChange, view.from, view.to],
  );
  const reset = useCallback(() => {
    const original = before.current;
    if (!original || !onViewChange) return;
    before.current = null;
    emitted.current = original;
    onViewChange(original);
  }, [onViewChange]);
  /** The range picked from outside (before any zoom): where a reset goes, and the widest a key zooms out to. */
  const picked = useCallback((): ChartView => before.current ?? { from: view.from, to: view.to }, [view.from, view.to]);
  return { zoomTo, reset, picked };
}
