import type { ScaleLinear } from 'd3';
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { MIN_ZOOM_PIXELS } from './use-plot-pointer';

/** A zoomed window of an x/y chart, in data units: [low, high] on each axis. */
export interface XyWindow {
  x: [number, number];
  y: [number, number];
}

/** The selection being dragged, in plot pixels. */
export interface DragBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One notch of Ctrl + wheel zooms in (or out) by this factor around the pointer. */
export const WHEEL_ZOOM_FACTOR = 0.8;

interface BoxZoomOptions {
  x: ScaleLinear<number, number>;
  y: ScaleLinear<number, number>;
  width: number;
  height: number;
  /** The element the pointer works on: Ctrl + wheel needs a listener that may cancel the page's own zoom. */
  target: RefObject<HTMLElement | null>;
  /** A new window to draw, or null to go back to the whole data. */
  onZoom: (area: XyWindow | null) => void;
}

const clamp = (value: number, high: number) => Math.min(high, Math.max(0, value));
const ordered = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);

/**
 * Drag a box (or Ctrl + wheel) to zoom an x/y chart on both axes, double-click to go back: `onZoom` gets the window
 * in data units of the scales drawn now; `box` is the selection under way. `consumeDrag` tells a click handler that
 * the pointer just finished a zoom, not a click.
 */
export function useBoxZoom({ x, y, width, height, target, onZoom }: BoxZoomOptions) {
  const [box, setBox] = useState<DragBox | null>(null);
  const zoomed = useRef(false);

  const pointOf = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { px: clamp(event.clientX - rect.left, width), py: clamp(event.clientY - rect.top, height) };
  };

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const factor = event.deltaY < 0 ? WHEEL_ZOOM_FACTOR : 1 / WHEEL_ZOOM_FACTOR;
      const around = (scale: ScaleLinear<number, number>, pixel: number, size: number): [number, number] => {
        const centre = scale.invert(clamp(pixel, size));
        const [low, high] = ordered(scale.invert(0), scale.invert(size));
        return [centre - (centre - low) * factor, centre + (high - centre) * factor];
      };
      onZoom({ x: around(x, event.clientX - rect.left, width), y: around(y, event.clientY - rect.top, height) });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [target, x, y, width, height, onZoom]);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const { px, py } = pointOf(event);
      setBox({ x0: px, y0: py, x1: px, y1: py });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!box) return;
      const { px, py } = pointOf(event);
      setBox({ ...box, x1: px, y1: py });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!box) return;
      const { px, py } = pointOf(event);
      setBox(null);
      if (Math.abs(px - box.x0) < MIN_ZOOM_PIXELS || Math.abs(py - box.y0) < MIN_ZOOM_PIXELS) return;
      zoomed.current = true;
      onZoom({ x: ordered(x.invert(box.x0), x.invert(px)), y: ordered(y.invert(box.y0), y.invert(py)) });
    },
    onPointerCancel() {
      setBox(null);
    },
    onDoubleClick() {
      onZoom(null);
    },
  };

  /** True (once) right after a drag that zoomed: the click that follows it is not a click on a point. */
  const consumeDrag = () => {
    const was = zoomed.current;
    zoomed.current = false;
    return was;
  };

  return { box, handlers, consumeDrag };
}
