/** What the harness page records for bench/series-chart.ts, on `window.seriesBench`. */
export interface SeriesBenchProbe {
  mode: 'worker' | 'in-thread';
  ready: boolean;
  /** performance.now() when the four loads were asked for. */
  startedAt: number | null;
  /** Epoch ms (timeOrigin + now) of the first frame painted with all four series. */
  firstPaintEpoch: number | null;
  firstPaintAt: number | null;
  /** One per zoom: asked (performance.now()) and painted with all four re-aggregated series. */
  zooms: { askedAt: number; paintedAt: number | null }[];
  /**
   * Round trips of the aggregates as the page sees them (worker: including the message hop): a load that brings its
   * view's aggregate (the first view: fetch, parse and aggregate) or an aggregate call.
   */
  aggregateMs: number[];
  /** performance.now() when each load (fetch and parse) resolved, and when each aggregate came back. */
  loadedAt: number[];
  aggregatedAt: number[];
  longTasks: { startTime: number; duration: number }[];
  /** React commits of the chart (Profiler): when and how long the render took. */
  commits: { at: number; duration: number }[];
  error: string | null;
  start(): void;
  zoom(from: number, to: number): void;
}

declare global {
  interface Window {
    seriesBench: SeriesBenchProbe;
  }
}
