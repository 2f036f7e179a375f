import { useEffect, useRef, useState, type RefObject } from 'react';
import { useWidgetHeight } from '../grid/widget-height';

/** A first guess at the card's title, toolbar and legend, replaced by the measured size once it is laid out. */
const FIRST_GUESS_CHROME = 130;
/** Below this a plot shows nothing readable; the cell scrolls instead. */
const MIN_PLOT = 120;

/**
 * The plot height that makes a chart card fill its widget cell exactly. What surrounds the plot (title, toolbar,
 * legend) wraps onto more lines in a narrow cell, so it is measured: the card's height minus the plot it was given.
 * Measured by a ResizeObserver, after the browser's own layout: reading sizes on every render would force a layout
 * per chart each time a reading arrives.
 */
export function useFitHeight<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const cellHeight = useWidgetHeight();
  const ref = useRef<T | null>(null);
  const [chrome, setChrome] = useState(FIRST_GUESS_CHROME);
  const plot = Math.max(MIN_PLOT, Math.floor(cellHeight - chrome));
  const plotNow = useRef(plot);
  useEffect(() => {
    plotNow.current = plot;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured = Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height) - plotNow.current;
      // A pixel of rounding either way is not worth another render.
      setChrome((current) => (measured > 0 && Math.abs(measured - current) > 1 ? measured : current));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, plot];
}
