import { useEffect, useRef, useState, type RefObject } from 'react';

/** Width used before the element has been laid out (jsdom, a hidden tab): redrawn when a real width arrives. */
export const FALLBACK_WIDTH = 640;

/** Spec section 9: a chart follows its container's size, at most once per 100 ms while a window is dragged. */
export const RESIZE_DEBOUNCE_MS = 100;

/** The border-box width a ResizeObserver entry carries (older engines give only the content rectangle). */
function observedWidth(entry: ResizeObserverEntry | undefined): number | null {
  if (!entry) return null;
  return Math.floor(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
}

/**
 * The element's width, measured at mount and then after each burst of resizes has been quiet for `delayMs`. After
 * mount the width is the one the observer reported: measuring again in the timer would force a layout of the whole
 * page when other parts changed since (a wall of charts redrawing; 22 ms in a cockpit trace).
 */
export function useDebouncedWidth<T extends HTMLElement>(delayMs = RESIZE_DEBOUNCE_MS): [RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const apply = (measured: number) => {
      if (measured > 0) setWidth(measured);
    };
    apply(Math.floor(element.getBoundingClientRect().width));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const reported = observedWidth(entries.at(-1));
      clearTimeout(timer);
      timer = setTimeout(() => apply(reported ?? Math.floor(element.getBoundingClientRect().width)), delayMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [delayMs]);
  return [ref, width];
}
