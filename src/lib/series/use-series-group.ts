import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SeriesError } from '../../../workers/series-error';
import { useLiveSources } from '../live/live-context';
import { cancelFrame, inNextFrame } from './frame-batch';
import { liveSeriesReadings$, liveSeriesResyncs$ } from './live-series-readings';
import { useSeriesSource } from './series-source-context';
import type { SeriesSession, SeriesSessionState, SeriesView } from './series-session';
import { createSeriesSession } from './series-session';
import type { UseSeriesResult } from './use-series';

/** One series of a chart: a point (null: nothing, a dam without that gauge) and an optional channel. */
export interface SeriesGroupMember {
  pointId: string | null;
  channel?: string | null;
}

export interface UseSeriesGroupOptions<M extends readonly SeriesGroupMember[] = readonly SeriesGroupMember[]> {
  /** A tuple (`[...] as const`) gives a tuple of results, one per member, to destructure. */
  members: M;
  view: SeriesView;
  /** The plot's width in CSS pixels: one bucket per pixel. */
  width: number;
  live?: boolean;
}

interface Group {
  key: string;
  sessions: (SeriesSession | null)[];
  /** The last view and bucket count asked for, so the same one is not asked (and waited for) twice. */
  asked: string;
  states: SeriesSessionState[];
  /** Members asked for a view that have not answered it yet. */
  pending: Set<number>;
  /** Set when the members or the source changed (or live was turned off) and the sessions were disposed. */
  disposed: boolean;
}

const IDLE: SeriesSessionState = { data: null, loading: false, error: null };

/** A stable key of the members, so a new array with the same points keeps the sessions. */
const membersKey = (members: readonly SeriesGroupMember[]) =>
  members.map(({ pointId, channel }) => `${pointId ?? ''}\u0000${channel ?? ''}`).join('\u0001');

function membersOf(key: string): { pointId: string | null; channel: string | null }[] {
  if (key === '') return [];
  return key.split('\u0001').map((item) => {
    const [pointId = '', channel = ''] = item.split('\u0000');
    return { pointId: pointId || null, channel: channel || null };
  });
}

/**
 * Every series of one chart at once: like `useSeries` per member, but the chart gets one state update when all of
 * them have answered a view (a zoom re-aggregates four series; handing each to React as it comes drew the chart up
 * to four times, 50-140 ms each on a year). Live refreshes of one member still show at once. Results are in member
 * order; a null point gives `data: null` and never holds the others back.
 */
export function useSeriesGroup<const M extends readonly SeriesGroupMember[]>({
  members,
  view,
  width,
  live = true,
}: UseSeriesGroupOptions<M>): { [K in keyof M]: UseSeriesResult } {
  const source = useSeriesSource();
  const liveSources = useLiveSources();
  const live$ = live ? liveSources.live$ : null;
  const key = membersKey(members);
  // The group lives in a ref, not in state: setting state in the layout effect that creates it made React render
  // and commit the chart again in the task that mounted it, and run the page's passive effects there too (a task of
  // about 110 ms, traced, when the seepage page's charts mount: bench/monitoring-zoom.ts).
  const groupRef = useRef<Group | null>(null);
  const [shown, setShown] = useState<{ group: Group; states: SeriesSessionState[] } | null>(null);
  const buckets = Math.round(width);

  // A layout effect like the asking one below, so a group being replaced is disposed before anything is asked of it.
  useLayoutEffect(() => {
    const parsed = membersOf(key);
    const created: Group = { key, sessions: [], asked: '', states: parsed.map(() => IDLE), pending: new Set(), disposed: false };
    const hand = () => setShown({ group: created, states: [...created.states] });
    created.sessions = parsed.map(({ pointId, channel }, index) =>
      pointId === null
        ? null
        : createSeriesSession({
            source,
            pointId,
            channel,
            readings$: live$ ? liveSeriesReadings$(live$, pointId, channel) : null,
            resyncs$: live$ ? liveSeriesResyncs$(live$, pointId) : null,
            onState: (state) => {
              created.states[index] = state;
              // "Loading" alone is not an answer: the view's data or failure is.
              if (state.loading && !state.error) return;
              // The last answer of a view the user asked for (a zoom) goes to React at once: it renders now and the
              // next frame shows it. Waiting for a frame first rendered after that frame's paint and showed it a
              // frame later. Live refreshes wait for the frame, where the refreshes of every chart render together.
              const answered = created.pending.delete(index);
              if (created.pending.size > 0) return;
              if (answered) {
                cancelFrame(created);
                hand();
              } else inNextFrame(created, hand);
            },
          }),
    );
    groupRef.current = created;
    return () => {
      created.disposed = true;
      if (groupRef.current === created) groupRef.current = null;
      cancelFrame(created);
      created.sessions.forEach((session) => session?.dispose());
    };
  }, [source, key, live$]);

  // In the commit of the render that changed the view, and after the effect above in the commit that made a new
  // group: a view the sessions showed recently answers at once, and its render then happens before the browser paints
  // (a state set in a layout effect is rendered synchronously), so the frame after the user's key or drag shows it.
  // All members are pending before any is asked, so one that answers at once cannot hand the chart a mix of old and
  // new views.
  useLayoutEffect(() => {
    const group = groupRef.current;
    const asked = `${view.from}:${view.to}:${buckets}`;
    if (!group || buckets <= 0 || group.asked === asked) return;
    group.asked = asked;
    group.sessions.forEach((session, index) => {
      if (session) group.pending.add(index);
    });
    group.sessions.forEach((session) => session?.show({ from: view.from, to: view.to }, buckets));
  }, [source, key, live$, view.from, view.to, buckets]);

  const retry = useCallback(() => groupRef.current?.sessions.forEach((session) => session?.retry()), []);
  // Answers of a group of other members (just changed, its effect not run yet) or of a disposed one show nothing.
  const states = shown && shown.group.key === key && !shown.group.disposed ? shown.states : null;
  const results = useMemo(
    () =>
      membersOf(key).map((member, index) => {
        const waiting = member.pointId !== null && buckets > 0 ? { ...IDLE, loading: true } : IDLE;
        const state = states?.[index] ?? waiting;
        const data = state.data;
        const shownView = data ? { from: data.from, to: data.to } : { from: view.from, to: view.to };
        return { data, shownView, loading: state.loading, error: state.error as SeriesError | null, retry };
      }),
    [key, states, buckets, view.from, view.to, retry],
  );
  // One result per member, in member order: what the mapped type says.
  return results as { [K in keyof M]: UseSeriesResult };
}
