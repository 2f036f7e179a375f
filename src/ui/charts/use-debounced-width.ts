import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

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
 * The element's width as its ResizeObserver reports it: the first report at once, then after each burst of resizes has
 * been quiet for `delayMs`. The first report comes in the frame that lays the element out, after the browser's own
 * layout and before its paint, and is drawn in that frame (`flushSync`): measuring at mount instead forced a layout of
 * the whole page in the commit that mounted it (26 ms of a 100 ms task opening the seepage page), and measuring again
 * in the timer would force one whenever other parts changed since (a wall of charts redrawing; 22 ms in a cockpit
 * trace). An element without a size (a hidden tab) gets its first report when it is shown.
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
    let reported = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const measured = observedWidth(entries.at(-1)) ?? Math.floor(element.getBoundingClientRect().width);
      clearTimeout(timer);
      if (!reported && measured > 0) {
        reported = true;
        flushSync(() => apply(measured));
        return;
      }
      timer = setTimeout(() => apply(measured), delayMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [delayMs]);
  return [ref, width];
}
