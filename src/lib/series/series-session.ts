import type { Observable, Subscription } from 'rxjs';
import { SeriesError, toSeriesFailure } from '../../../workers/series-error';
import type { AggregatedSeries, SeriesReading, SeriesSource } from '../../../workers/series-types';

/** A time range, epoch ms, both ends inclusive. */
export interface SeriesView {
  from: number;
  to: number;
}

export interface SeriesSessionState {
  /** The aggregate on screen; its from/to are the range actually shown (it slides with live readings). */
  data: AggregatedSeries | null;
  /** True while a range the session has not loaded yet is being fetched. */
  loading: boolean;
  error: SeriesError | null;
}

export interface SeriesSessionOptions {
  source: SeriesSource;
  pointId: string;
  channel: string | null;
  /** Live readings of this point; appended to the cached series without a refetch. */
  readings$?: Observable<SeriesReading[]> | null;
  /**
   * The point's topic was resynced (the server could not replay what the socket missed): the readings since the newest
   * one held are fetched again and merged, so the chart shows no hole where the live feed had one.
   */
  resyncs$?: Observable<unknown> | null;
  /** The console's clock (epoch ms): the end of a gap to reload. */
  now?: () => number;
  onState: (state: SeriesSessionState) => void;
  /** Live readings arriving within this many ms are shown with one re-aggregation. */
  liveRefreshMs?: number;
}

export interface SeriesSession {
  /** Shows `view` in `buckets` buckets: loads what the cache lacks, then aggregates. The latest call wins. */
  show(view: SeriesView, buckets: number): void;
  retry(): void;
  dispose(): void;
}

export const LIVE_REFRESH_MS = 250;

/** Aggregates of the last views shown, kept until the series changes: going back to one (Home) shows it at once. */
export const RECENT_VIEWS = 4;

const recentKey = (view: SeriesView, buckets: number) => `${view.from}:${view.to}:${buckets}`;

function newest(readings: readonly SeriesReading[], than: number): number {
  let latest = than;
  for (const { ts } of readings) if (!(ts <= latest)) latest = ts;
  return latest;
}

/**
 * One chart series over time: releases the cached series when disposed, turns views into aggregates (one at a time,
 * skipping views overtaken while busy), and appends live readings. A view that reaches the newest reading follows the
 * live edge: later readings slide the range forward, keeping its span. Framework-free; `useSeries` wraps it for React.
 */
export function createSeriesSession(options: SeriesSessionOptions): SeriesSession {
  const { source, pointId, channel } = options;
  const refreshMs = options.liveRefreshMs ?? LIVE_REFRESH_MS;
  let wanted: { view: SeriesView; buckets: number } | null = null;
  let held: string | null = null;
  let covered: SeriesView | null = null;
  let shownView: SeriesView | null = null;
  let following = false;
  let newestTs = Number.NaN;
  let queued: SeriesReading[] = [];
  let state: SeriesSessionState = { data: null, loading: false, error: null };
  let running = false;
  let again = false;
  let disposed = false;
  let reloadedAfterEviction = false;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  /** A range whose live readings may be incomplete, fetched again before the next aggregate. */
  let gap: SeriesView | null = null;
  const now = options.now ?? Date.now;
  /** Aggregates of recent views (not slid to the live edge), oldest first; emptied whenever the readings change. */
  const recent = new Map<string, AggregatedSeries>();
  /** The wanted view when it was shown from `recent`: nothing is asked for it, and an older answer must not cover it. */
  let served: { view: SeriesView; buckets: number } | null = null;
  const forgetRecent = () => {
    recent.clear();
    served = null;
  };
  const remember = (view: SeriesView, buckets: number, data: AggregatedSeries) => {
    const key = recentKey(view, buckets);
    recent.delete(key);
    recent.set(key, data);
    if (recent.size > RECENT_VIEWS) recent.delete(recent.keys().next().value as string);
  };

  const emit = (next: Partial<SeriesSessionState>) => {
    state = { ...state, ...next };
    if (!disposed) options.onState(state);
  };

  const release = (key: string) => source.release(key).catch(() => undefined);

  const shownRange = (view: SeriesView, follow = following): SeriesView => {
    if (!follow || !(newestTs > view.to)) return view;
    return { from: view.from + (newestTs - view.to), to: newestTs };
  };

  const step = async (target: { view: SeriesView; buckets: number }) => {
    const { view } = target;
    if (!covered || view.from < covered.from || view.to > covered.to) emit({ loading: true });
    // A new view follows the live edge only if it reaches the newest reading known: asked with the previous view's
    // "following", a zoom back from the edge was aggregated over a range slid to the edge, then again over its own.
    const newView = !shownView || shownView.from !== view.from || shownView.to !== view.to;
    const asked = { ...shownRange(view, newView ? !(newestTs > view.to) : following), buckets: target.buckets };
    const loaded = await source.load({ pointId, channel, from: view.from, to: view.to, aggregate: asked });
    if (disposed) {
      void release(loaded.key);
      return;
    }
    held = loaded.key;
    covered = covered ? { from: Math.min(covered.from, view.from), to: Math.max(covered.to, view.to) } : { ...view };
    if (!shownView || shownView.from !== view.from || shownView.to !== view.to) {
      // NaN (no reading yet) counts as reaching the edge: the first live reading should show.
      following = !(loaded.lastTs > view.to);
      shownView = view;
    }
    newestTs = Number.isNaN(newestTs) ? loaded.lastTs : Math.max(newestTs, loaded.lastTs);
    let mended = false;
    if (gap) {
      const mending = gap;
      const reloaded = await source.load({ pointId, channel, from: mending.from, to: mending.to, refetch: true });
      // Kept until it succeeds (a failed reload is tried again with the next view or a retry), and kept when another
      // resync widened it meanwhile.
      if (gap === mending) gap = null;
      mended = true;
      newestTs = Number.isNaN(newestTs) ? reloaded.lastTs : Math.max(newestTs, reloaded.lastTs);
    }
    if (queued.length > 0) {
      mended = true;
      const readings = queued;
      queued = [];
      await source.append(held, readings);
      newestTs = newest(readings, newestTs);
    }
    const range = shownRange(view);
    // The load's own aggregate is the answer unless the readings or the range moved since it was asked for.
    const current = loaded.aggregate && !mended && range.from === asked.from && range.to === asked.to;
    const data = current ? (loaded.aggregate as AggregatedSeries) : await source.aggregate(held, { ...range, buckets: target.buckets });
    reloadedAfterEviction = false;
    if (mended) forgetRecent();
    if (range.from === view.from && range.to === view.to) remember(view, target.buckets, data);
    // A view shown from the recent ones since this was asked for stays: this answer is of an older view.
    if (served !== null && served === wanted && target !== wanted) return;
    emit({ data, loading: false, error: null });
  };

  const pump = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const target = wanted;
        if (!target || disposed || target === served) break;
        try {
          await step(target);
        } catch (error) {
          const failure = error instanceof SeriesError ? error : new SeriesError(toSeriesFailure(error));
          // The cache let the series go (another chart needed the room): load it again, once.
          if (failure.kind === 'evicted' && !reloadedAfterEviction) {
            reloadedAfterEviction = true;
            held = null;
            covered = null;
            forgetRecent();
            again = true;
            continue;
          }
          emit({ data: null, loading: false, error: failure });
        }
      } while (again && !disposed);
    } finally {
      running = false;
    }
  };

  const scheduleRefresh = () => {
    if (refreshTimer !== null || disposed) return;
    refreshTimer = setTimeout(() => {
      refreshTimer = null;
      void pump();
    }, refreshMs);
  };

  const onReadings = (readings: SeriesReading[]) => {
    forgetRecent();
    if (held === null) {
      queued.push(...readings);
      return;
    }
    source.append(held, readings).then(
      () => {
        newestTs = newest(readings, newestTs);
        scheduleRefresh();
      },
      () => {
        // Evicted meanwhile: the next load starts from the server again and these follow it.
        held = null;
        covered = null;
        queued.push(...readings);
        scheduleRefresh();
      },
    );
  };

  const onResync = () => {
    // Before the first load there is nothing to mend: that load fetches the range as the server has it now.
    if (!covered || disposed) return;
    // Missed readings come after the newest one received; a console clock behind the server's never asks from > to.
    const since = Number.isNaN(newestTs) ? covered.from : newestTs;
    const until = Math.max(now(), since);
    gap = gap ? { from: Math.min(gap.from, since), to: Math.max(gap.to, until) } : { from: since, to: until };
    forgetRecent();
    void pump();
  };

  const subscription: Subscription | undefined = options.readings$?.subscribe(onReadings);
  const resyncSubscription: Subscription | undefined = options.resyncs$?.subscribe(onResync);

  return {
    show(view, buckets) {
      const same = wanted && wanted.view.from === view.from && wanted.view.to === view.to && wanted.buckets === buckets;
      if (same && !state.error) return;
      wanted = { view: { from: view.from, to: view.to }, buckets };
      const shownBefore = state.error ? undefined : recent.get(recentKey(view, buckets));
      if (shownBefore && gap === null && queued.length === 0) {
        // Shown now, in the caller's task: with nothing to ask the worker, the frame after the user's key shows it.
        served = wanted;
        remember(view, buckets, shownBefore);
        following = !(newestTs > view.to);
        shownView = wanted.view;
        emit({ data: shownBefore, loading: false, error: null });
        return;
      }
      void pump();
    },
    retry() {
      reloadedAfterEviction = false;
      covered = null;
      forgetRecent();
      void pump();
    },
    dispose() {
      disposed = true;
      subscription?.unsubscribe();
      resyncSubscription?.unsubscribe();
      if (refreshTimer !== null) clearTimeout(refreshTimer);
      if (held !== null) void release(held);
      held = null;
    },
  };
}
