import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How long one sampling window lasts; the reported p99 is that of the last full window (or the current one at first). */
const WINDOW_MS = 10_000;

export interface EventLoopDelayProbe {
  /** p99 of the event-loop delay in ms. */
  p99Ms(): number;
  stop(): void;
}

/**
 * Samples the event-loop delay with perf_hooks (a native histogram, no per-tick JavaScript) and keeps only the p99 of
 * the last window: the histogram is reset every window, so its memory stays fixed however long the server runs.
 */
export function startEventLoopDelayProbe(windowMs = WINDOW_MS): EventLoopDelayProbe {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lastWindowP99: number | null = null;
  const timer = setInterval(() => {
    lastWindowP99 = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0;
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    p99Ms: () => lastWindowP99 ?? (histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0),
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
