import { createContext, useContext, useEffect, useRef, useState, type RefObject } from 'react';

/** Height a widget draws in before its cell is measured (jsdom, a hidden tab). */
export const FALLBACK_WIDGET_HEIGHT = 320;

/** The height of the grid cell's body, in CSS pixels: charts fit their plot into it. */
export const WidgetHeightContext = createContext(FALLBACK_WIDGET_HEIGHT);

export function useWidgetHeight(): number {
  return useContext(WidgetHeightContext);
}

/**
 * The element's height, measured at mount and again whenever it changes (a resize in edit mode, another breakpoint).
 * A grid cell changes size only then, so no debounce is needed beyond the observer's own batching.
 */
export function useElementHeight<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [height, setHeight] = useState(FALLBACK_WIDGET_HEIGHT);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().height);
      if (measured > 0) setHeight(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}
