import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SeriesError } from '../../../workers/series-error';
import type { AggregatedSeries } from '../../../workers/series-types';
import { useLiveSources } from '../live/live-context';
import { cancelFrame, inNextFrame } from './frame-batch';
import { liveSeriesReadings$, liveSeriesResyncs$ } from './live-series-readings';
import { useSeriesSource } from './series-source-context';
import type { SeriesSession, SeriesSessionState, SeriesView } from './series-session';
import { createSeriesSession } from './series-session';

export interface UseSeriesOptions {
  /** The monitoring point; null shows nothing (no point picked yet). */
  pointId: string | null;
  /** A multi-value point's channel (x, y, ...); null or absent for the point's own value. */
  channel?: string | null;
  /** The range to show, epoch ms. */
  view: SeriesView;
  /** The plot's width in CSS pixels: one bucket per pixel. Nothing is aggregated until it is known (> 0). */
  width: number;
  /** Append the point's pushed readings (default true). */
  live?: boolean;
}

export interface UseSeriesResult {
  /** The aggregate for the chart (`ChartSeries.data`), or null before the first one or after an error. */
  data: AggregatedSeries | null;
  /** The range the data covers: `view`, or slid forward when the view follows live readings. Give it to the chart. */
  shownView: SeriesView;
  loading: boolean;
  /** kind 'business' carries the server's code (403: no access; 401: range over the limit) and message. */
  error: SeriesError | null;
  retry: () => void;
}

const IDLE: SeriesSessionState = { data: null, loading: false, error: null };

/**
 * One series for a chart: the series worker fetches and caches the raw readings, and this hook asks it for about one
 * bucket per pixel of `view`. Zooming re-aggregates from the worker's cache without refetching; a range beyond what
 * is cached fetches only the missing part. While `live`, readings pushed for the point on the bus are appended to the
 * cached series and shown within a second, without a refetch.
 */
export function useSeries({ pointId, channel = null, view, width, live = true }: UseSeriesOptions): UseSeriesResult {
  const source = useSeriesSource();
  const liveSources = useLiveSources();
  const live$ = live ? liveSources.live$ : null;
  const [latest, setLatest] = useState<{ session: SeriesSession; state: SeriesSessionState } | null>(null);
  const [session, setSession] = useState<SeriesSession | null>(null);
  const buckets = Math.round(width);

  useEffect(() => {
    if (!pointId) {
      setSession(null);
      return undefined;
    }
    const created: SeriesSession = createSeriesSession({
      source,
      pointId,
      channel,
      readings$: live$ ? liveSeriesReadings$(live$, pointId, channel) : null,
      resyncs$: live$ ? liveSeriesResyncs$(live$, pointId) : null,
      onState: (state) => inNextFrame(created, () => setLatest({ session: created, state })),
    });
    setSession(created);
    return () => {
      cancelFrame(created);
      created.dispose();
    };
  }, [source, pointId, channel, live$]);

  useEffect(() => {
    if (session && buckets > 0) session.show({ from: view.from, to: view.to }, buckets);
  }, [session, view.from, view.to, buckets]);

  const retry = useCallback(() => session?.retry(), [session]);
  // A state from a previous point never shows under the next one.
  const state = latest && latest.session === session ? latest.state : session && buckets > 0 ? { ...IDLE, loading: true } : IDLE;
  const shownView = useMemo(
    () => (state.data ? { from: state.data.from, to: state.data.to } : { from: view.from, to: view.to }),
    [state.data, view.from, view.to],
  );
  return { data: state.data, shownView, loading: state.loading, error: state.error, retry };
}
