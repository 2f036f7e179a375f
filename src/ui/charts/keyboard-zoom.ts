import type { ChartView } from './chart-types';

/** One key press zooms by this factor around the centre. */
export const KEY_ZOOM_FACTOR = 2;
/** One arrow press pans by this share of the visible span (Shift: half the span). */
export const KEY_PAN_SHARE = 0.1;
const SHIFT_PAN_SHARE = 0.5;
/** The narrowest view a key zooms to: a minute, about one reading of the densest points. */
export const MIN_KEY_SPAN_MS = 60_000;

/** What a key asks of the time chart: a new view, back to the picked range, or nothing (not a chart key). */
export type KeyboardZoom = { view: ChartView } | { reset: true } | null;

/**
 * The time chart's keys: + and - zoom in and out around the centre, the arrows pan, Home and 0 go back to the range
 * picked in the toolbar. Zooming out stops at `maxSpan` (the picked range's span), zooming in at a minute.
 */
export function keyboardZoom(key: string, shift: boolean, view: ChartView, maxSpan: number): KeyboardZoom {
  const span = view.to - view.from;
  const centre = view.from + span / 2;
  const around = (next: number) => {
    const half = Math.round(next / 2);
    return { view: { from: Math.round(centre) - half, to: Math.round(centre) - half + Math.round(next) } };
  };
  switch (key) {
    case '+':
    case '=':
      return span <= MIN_KEY_SPAN_MS ? null : around(Math.max(MIN_KEY_SPAN_MS, span / KEY_ZOOM_FACTOR));
    case '-':
    case '_':
      return span >= maxSpan ? null : around(Math.min(maxSpan, span * KEY_ZOOM_FACTOR));
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = Math.round(span * (shift ? SHIFT_PAN_SHARE : KEY_PAN_SHARE)) * (key === 'ArrowLeft' ? -1 : 1);
      return { view: { from: view.from + step, to: view.to + step } };
    }
    case 'Home':
    case '0':
      return { reset: true };
    default:
      return null;
  }
}
