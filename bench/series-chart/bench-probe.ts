/** What the harness page records for bench/series-chart.ts, on `window.seriesBench`. */
export interface SeriesBenchProbe {
  mode: 'worker' | 'in-thread';
  ready: boolean;
  /** performance.now() when the four loads were asked for. */
  startedAt: number | null;
  /** Epoch ms (timeOrigin + now) of the first frame painted with all four series. */
  firstPaintEpoch: number | null;
  firstPaintAt: number | null;
  /**
   * One per zoom: asked (the timeStamp of the user's input that asked for it: the pointerup ending a drag, or a key)
   * and painted with all four re-aggregated series.
   */
  zooms: { askedAt: number; paintedAt: number | null }[];
  /** The view the chart shows now (epoch ms): where the bench drags to zoom. */
  shown: { from: number; to: number };
  /**
   * Round trips of the aggregates as the page sees them (worker: including the message hop): a load that brings its
   * view's aggregate (the first view: fetch, parse and aggregate) or an aggregate call.
   */
  aggregateMs: number[];
  /** performance.now() when each load (fetch and parse) resolved, and when each aggregate came back. */
  loadedAt: number[];
  aggregatedAt: number[];
  longTasks: { startTime: number; duration: number }[];
  /** performance.now() at each commit of the harness, after the chart's layout effects (its canvas drawn). */
  commits: number[];
  /** React's profiling build only (SERIES_CHART_REACT_PROFILING=1): each chart render's commit time and duration. */
  renders: { at: number; duration: number }[];
  error: string | null;
  start(): void;
}

declare global {
  interface Window {
    seriesBench: SeriesBenchProbe;
  }
}
