/**
 * Runs callbacks at the next animation frame, all in the same frame: the series of one chart answer in separate worker
 * messages, and handing each to React at once would draw the chart once per series; inside one frame React batches
 * them into a single render. The latest callback per key wins (only the newest state of a series matters).
 */
const pending = new Map<object, () => void>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const callbacks = [...pending.values()];
  pending.clear();
  for (const callback of callbacks) callback();
}

export function inNextFrame(key: object, callback: () => void): void {
  pending.set(key, callback);
  if (scheduled) return;
  scheduled = true;
  // A hidden tab has no frames: a timer still delivers, throttled, so the chart is current when the tab comes back.
  const visible = typeof document !== 'undefined' && document.visibilityState === 'visible';
  if (visible && typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
}

/** Drops a callback not yet run (an unmounted chart). */
export function cancelFrame(key: object): void {
  pending.delete(key);
}
