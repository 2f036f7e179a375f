import { useEffect, useRef, useState, type RefObject } from 'react';

/** Width used before the element has been laid out (jsdom, a hidden tab): redrawn when a real width arrives. */
export const FALLBACK_WIDTH = 640;

/** Spec section 9: a chart follows its container's size, at most once per 100 ms while a window is dragged. */
export const RESIZE_DEBOUNCE_MS = 100;

/** The element's width, measured at mount and then after each burst of resizes has been quiet for `delayMs`. */
export function useDebouncedWidth<T extends HTMLElement>(delayMs = RESIZE_DEBOUNCE_MS): [RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, delayMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [delayMs]);
  return [ref, width];
}
