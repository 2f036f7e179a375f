import { useEffect, useState, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ChartView } from './chart-types';

/** A drag narrower than this is a click, not a zoom. */
export const MIN_ZOOM_PIXELS = 4;

/** The longest a released selection waits on screen for the view it asked for (a parent that does not zoom). */
export const HELD_SELECTION_MS = 1_000;

interface PlotPointerOptions {
  width: number;
  /** The view drawn now: a released selection stays until it changes. */
  view: ChartView;
  onZoom: (x0: number, x1: number) => void;
  onClick: (x: number) => void;
}

interface Drag {
  start: number;
  end: number;
  /** Released: the view it was drawn over. */
  heldOver?: string;
}

const clampTo = (width: number, x: number) => Math.min(width, Math.max(0, x));
const keyOf = (view: ChartView) => `${view.from}:${view.to}`;

/**
 * Hover position and drag-to-zoom selection over a plot, in plot pixels. A released selection stays on screen until
 * the zoomed view is drawn: the release changes nothing on screen, so the browser does not hold the page's other
 * work (the series worker's answer) for a frame of its own after the input, and the next frame shows the zoom.
 */
export function usePlotPointer({ width, view, onZoom, onClick }: PlotPointerOptions) {
  const [hoverX, setHoverX] = useState<number | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const viewKey = keyOf(view);
  const held = drag?.heldOver !== undefined;
  const shown = drag && (!held || drag.heldOver === viewKey) ? drag : null;
  useEffect(() => {
    if (!held) return undefined;
    const timer = setTimeout(() => setDrag((current) => (current?.heldOver === undefined ? current : null)), HELD_SELECTION_MS);
    return () => clearTimeout(timer);
  }, [held, drag]);
  const xOf = (event: PointerEvent<HTMLElement>) => clampTo(width, event.clientX - event.currentTarget.getBoundingClientRect().left);
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const x = xOf(event);
      setDrag({ start: x, end: x });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const x = xOf(event);
      // Drawn in the move's own task: the browser hands pointer moves to the page as it starts a frame, so the
      // crosshair and the selection are in that frame (a scheduled render came a frame behind the pointer). Nor is a
      // frame then left pending when the button is released, which would make the browser hold back every other task
      // (the series worker's answer too) until it is drawn.
      flushSync(() => {
        setHoverX(x);
        if (drag && !held) setDrag({ start: drag.start, end: x });
      });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!drag || held) return;
      const x = xOf(event);
      if (Math.abs(x - drag.start) < MIN_ZOOM_PIXELS) {
        setDrag(null);
        onClick(x);
        return;
      }
      setDrag({ start: drag.start, end: x, heldOver: viewKey });
      onZoom(Math.min(x, drag.start), Math.max(x, drag.start));
    },
    onPointerLeave() {
      // Not during a drag under way (the pointer is captured); a released selection waiting for its view does not hold it.
      if (!drag || held) setHoverX(null);
    },
    onPointerCancel() {
      setDrag(null);
    },
  };
  return { hoverX, drag: shown, handlers };
}
