import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BehaviorSubject, filter, of, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSourcesProvider } from '../../../src/lib/live/live-context';
import { SeriesSourceProvider } from '../../../src/lib/series/series-source-context';
import { useSeriesGroup, type UseSeriesGroupOptions } from '../../../src/lib/series/use-series-group';
import type { BusEvent } from '../../../streams/bus/bus-events';
import type { LiveStreams } from '../../../streams/create-live-streams';
import type { TopicMessage } from '../../../streams/socket/socket-types';
import { createInThreadSeriesSource } from '../../../workers/series';
import { payloadOf, rangeOf, startSeriesServer } from '../../workers/support/series-server';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1);
const HOUR = { from: T0, to: T0 + 60 * MINUTE };

let server: Awaited<ReturnType<typeof startSeriesServer>>;

beforeEach(async () => {
  server = await startSeriesServer((request) => {
    const { from, to } = rangeOf(request);
    const pointId = decodeURIComponent(request.path.split('/')[4] ?? '');
    if (pointId === 'DENIED') return { body: { code: 403, msg: 'You are not a member of this project' } };
    return { body: { code: 200, msg: 'ok', data: payloadOf(pointId, from, to, MINUTE, (t) => (t - T0) / MINUTE) } };
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  return server.close();
});

/** One in-thread source for the test, provided to the hook. */
function sourceWrapper() {
  const source = createInThreadSeriesSource({ baseUrl: server.baseUrl, getToken: () => 't' });
  return ({ children }: { children: ReactNode }) => <SeriesSourceProvider source={source}>{children}</SeriesSourceProvider>;
}

/** A live console whose bus and point topics the test drives: readings pushed, topic messages sent by name. */
function liveWrapper() {
  const source = createInThreadSeriesSource({ baseUrl: server.baseUrl, getToken: () => 't' });
  const events$ = new Subject<BusEvent>();
  const topics$ = new Subject<TopicMessage>();
  const joined: string[] = [];
  const socket = {
    topic$: (name: string) => {
      joined.push(name);
      return topics$.pipe(filter((message) => message.topic === name));
    },
  };
  const bus = { on: (type: BusEvent['type']) => events$.pipe(filter((event) => event.type === type)) };
  const live = { bus, socket$: of(socket) } as unknown as LiveStreams;
  const sources = { live$: new BehaviorSubject<LiveStreams | null>(live), projects$: of([]) };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveSourcesProvider sources={sources}>
      <SeriesSourceProvider source={source}>{children}</SeriesSourceProvider>
    </LiveSourcesProvider>
  );
  const push = (pointId: string, ts: number, value: number) =>
    events$.next({
      type: 'monitoring/readings',
      projectId: 'proj',
      readings: [{ pointId, projectId: 'proj', ts, value, quality: 0 }],
      at: ts,
    });
  const resync = (topic: string) => topics$.next({ kind: 'resync', topic, seq: null, reason: 'server' });
  return { wrapper, push, resync, joined };
}

// Every series of a chart answers together: one state update per view for all of them (the chart draws once).
describe('useSeriesGroup', () => {
  it('answers every member of a view in the same update, and a zoom again in one', async () => {
    const members = [{ pointId: 'P1' }, { pointId: 'P2' }, { pointId: null }];
    const seen: (number | null)[][] = [];
    const { result, rerender } = renderHook(
      (props: UseSeriesGroupOptions) => {
        const group = useSeriesGroup(props);
        seen.push(group.map(({ data }) => data?.count ?? null));
        return group;
      },
      { wrapper: sourceWrapper(), initialProps: { members, view: HOUR, width: 60, live: false } },
    );
    await waitFor(() => expect(result.current[1]?.data?.count).toBe(60));
    // Never one member's answer without the other's.
    expect(seen.some(([first, second]) => (first === null) !== (second === null))).toBe(false);
    expect(result.current[2]).toMatchObject({ data: null, loading: false });
    const zoom = { from: T0 + 10 * MINUTE, to: T0 + 20 * MINUTE };
    rerender({ members: [...members], view: zoom, width: 10, live: false });
    await waitFor(() => expect(result.current[0]?.shownView).toEqual(zoom));
    expect(result.current[1]?.shownView).toEqual(zoom);
    expect(result.current.map(({ data }) => data?.count ?? null)).toEqual([10, 10, null]);
  });

  it('hands a view shown before back in the render that asked for it, every member at once', async () => {
    const members = [{ pointId: 'P1' }, { pointId: 'P2' }];
    const { result, rerender } = renderHook((props: UseSeriesGroupOptions) => useSeriesGroup(props), {
      wrapper: sourceWrapper(),
      initialProps: { members, view: HOUR, width: 60, live: false },
    });
    await waitFor(() => expect(result.current.every(({ data }) => data?.count === 60)).toBe(true));
    const first = result.current.map(({ data }) => data);
    const zoom = { from: T0 + 10 * MINUTE, to: T0 + 20 * MINUTE };
    rerender({ members, view: zoom, width: 60, live: false });
    await waitFor(() => expect(result.current.every(({ shownView }) => shownView.from === zoom.from)).toBe(true));
    // Back to the first view (Home): no worker round trip, so the update that changed the view already shows it.
    rerender({ members, view: HOUR, width: 60, live: false });
    expect(result.current.map(({ data }) => data)).toEqual(first);
    expect(result.current.map(({ shownView }) => shownView)).toEqual([HOUR, HOUR]);
  });

  it('does not hold the others back when one member fails', async () => {
    const { result } = renderHook(
      () => useSeriesGroup({ members: [{ pointId: 'P1' }, { pointId: 'DENIED' }], view: HOUR, width: 60, live: false }),
      { wrapper: sourceWrapper() },
    );
    await waitFor(() => expect(result.current[1]?.error?.forbidden).toBe(true));
    expect(result.current[0]?.data?.count).toBe(60);
  });

  it("reloads the readings a resync of the point's topic says were missed", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(HOUR.to);
    const { wrapper, push, resync, joined } = liveWrapper();
    const { result } = renderHook(() => useSeriesGroup({ members: [{ pointId: 'P1' }], view: HOUR, width: 60 }), { wrapper });
    await waitFor(() => expect(result.current[0]?.data?.count).toBe(60));
    expect(joined).toContain('monitoring/point/P1');
    push('P1', HOUR.to + MINUTE, 61);
    await waitFor(() => expect(result.current[0]?.shownView.to).toBe(HOUR.to + MINUTE));
    // Minutes 62-63 were stored while the socket was away, and the server could not replay them.
    vi.setSystemTime(HOUR.to + 3 * MINUTE);
    resync('monitoring/point/P1');
    await waitFor(() => expect(result.current[0]?.shownView.to).toBe(HOUR.to + 3 * MINUTE));
    // Minutes 3..63, none missing, and no line break where the socket was away.
    expect(result.current[0]?.data?.rawCount).toBe(61);
    expect(result.current[0]?.data?.gapAfter.every((gap) => gap === 0)).toBe(true);
    expect(server.seen).toHaveLength(2);
  });

  it("hands a view's answers to React at once, and a live reading at the next frame with the other charts'", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(HOUR.to);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { wrapper, push } = liveWrapper();
    const { result } = renderHook(() => useSeriesGroup({ members: [{ pointId: 'P1' }], view: HOUR, width: 60 }), { wrapper });
    // No frame ran: the answer rendered without waiting for one (a zoom shows a frame sooner).
    await waitFor(() => expect(result.current[0]?.data?.count).toBe(60));
    expect(frames).toHaveLength(0);
    push('P1', HOUR.to + MINUTE, 61);
    await waitFor(() => expect(frames).toHaveLength(1));
    expect(result.current[0]?.shownView.to).toBe(HOUR.to);
    act(() => frames.shift()?.(0));
    expect(result.current[0]?.shownView.to).toBe(HOUR.to + MINUTE);
  });
});
