import { useEffect, useRef } from 'react';
import { runDrawingCode, type DrawingInput } from './warm-chart-code';

/** Shares of the view the warm-up zooms to: about a month, a week and a day of a year. */
const WARM_SHARES = [0.08, 0.02, 0.003];

/**
 * Once the chart has drawn data, its zoom path's own code (the plot geometry with its M4 lines, the time ticks and their
 * labels) runs a few times in idle time at zoomed-in views, results dropped. A zoom's render otherwise runs that code
 * for only the second time, before the engine has compiled it: the bench's first zoom rendered three times slower than
 * the next ones (React's profiling build: 8.5-13 ms against 2-4 ms; 4-6 ms with this). Run on made-up buckets while
 * the series load, it slowed the load more than it sped the first paint: the workers parsing need both cores.
 */
export function useWarmZoomPath({ visible, thresholds, view, width, height, rightAxis, formats }: DrawingInput): void {
  const warmed = useRef(false);
  const hasData = visible.length > 0;
  useEffect(() => {
    if (warmed.current || !hasData || typeof window === 'undefined') return undefined;
    const warm = () => {
      warmed.current = true;
      const span = view.to - view.from;
      for (const share of WARM_SHARES) {
        const from = view.from + (span * (1 - share)) / 2;
        runDrawingCode({ visible, thresholds, view: { from, to: from + span * share }, width, height, rightAxis, formats });
      }
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(warm, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 200);
    return () => clearTimeout(timer);
  }, [hasData, visible, thresholds, view, width, height, rightAxis, formats]);
}
