import { useState, type PointerEvent } from 'react';

/** A drag narrower than this is a click, not a zoom. */
export const MIN_ZOOM_PIXELS = 4;

interface PlotPointerOptions {
  width: number;
  onZoom: (x0: number, x1: number) => void;
  onClick: (x: number) => void;
}

const clampTo = (width: number, x: number) => Math.min(width, Math.max(0, x));

/** Hover position and drag-to-zoom selection over a plot, in plot pixels. */
export function usePlotPointer({ width, onZoom, onClick }: PlotPointerOptions) {
  const [hoverX, setHoverX] = useState<number | null>(null);
  const [drag, setDrag] = useState<{ start: number; end: number } | null>(null);
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
      setHoverX(x);
      if (drag) setDrag({ start: drag.start, end: x });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!drag) return;
      const x = xOf(event);
      setDrag(null);
      if (Math.abs(x - drag.start) >= MIN_ZOOM_PIXELS) onZoom(Math.min(x, drag.start), Math.max(x, drag.start));
      else onClick(x);
    },
    onPointerLeave() {
      if (!drag) setHoverX(null);
    },
    onPointerCancel() {
      setDrag(null);
    },
  };
  return { hoverX, drag, handlers };
}
