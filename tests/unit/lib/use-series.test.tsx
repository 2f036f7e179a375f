import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BehaviorSubject, filter, of, Subject } from 'rxjs';
import type { BusEvent } from '../../../streams/bus/bus-events';
import type { LiveStreams } from '../../../streams/create-live-streams';
import { LiveSourcesProvider } from '../../../src/lib/live/live-context';
import { SeriesSourceProvider } from '../../../src/lib/series/series-source-context';
import { useSeries, type UseSeriesOptions } from '../../../src/lib/series/use-series';
import { createInThreadSeriesSource } from '../../../workers/series';
import { createSeriesStore } from '../../../workers/series-store';
import { payloadOf, rangeOf, startSeriesServer } from '../../workers/support/series-server';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1);
const HOUR = { from: T0, to: T0 + 60 * MINUTE };

let server: Awaited<ReturnType<typeof startSeriesServer>>;

beforeEach(async () => {
  server = await startSeriesServer((request) => {
    const { from, to } = rangeOf(request);
    const pointId = decodeURIComponent(request.path.split('/')[4] ?? '');
    return { body: { code: 200, msg: 'ok', data: payloadOf(pointId, from, to, MINUTE, (t) => (t - T0) / MINUTE) } };
  });
});
afterEach(() => server.close());

function setUp() {
  const store = createSeriesStore();
  const source = createInThreadSeriesSource({ baseUrl: server.baseUrl, getToken: () => 't' }, store);
  const events$ = new Subject<BusEvent>();
  const bus = { on: (type: BusEvent['type']) => events$.pipe(filter((event) => event.type === type)) };
  const live = { bus, socket$: of(null) } as unknown as LiveStreams;
  const sources = { live$: new BehaviorSubject<LiveStreams | null>(live), projects$: of([]) };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveSourcesProvider sources={sources}>
      <SeriesSourceProvider source={source}>{children}</SeriesSourceProvider>
    </LiveSourcesProvider>
  );
  const push = (pointId: string, ts: number, value: number, quality = 0) =>
    events$.next({
      type: 'monitoring/readings',
      projectId: 'proj',
      readings: [{ pointId, projectId: 'proj', ts, value, quality }],
      at: ts,
    });
  return { store, wrapper, push };
}

describe('useSeries', () => {
  it('loads the series for the view at one bucket per pixel, and zooms from the cache', async () => {
    const { wrapper } = setUp();
    const { result, rerender } = renderHook((props: UseSeriesOptions) => useSeries(props), {
      wrapper,
      initialProps: { pointId: 'P1', view: HOUR, width: 60 },
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data?.count).toBe(60));
    expect(result.current).toMatchObject({ loading: false, error: null, shownView: HOUR });
    rerender({ pointId: 'P1', view: { from: T0, to: T0 + 10 * MINUTE }, width: 10 });
    await waitFor(() => expect(result.current.data?.rawCount).toBe(11));
    expect(server.seen).toHaveLength(1);
  });

  it("shows the point's pushed readings without a refetch, and a bad one as a gap", async () => {
    const { wrapper, push } = setUp();
    const { result } = renderHook(() => useSeries({ pointId: 'P1', view: HOUR, width: 60 }), { wrapper });
    await waitFor(() => expect(result.current.data).not.toBeNull());
    act(() => {
      push('P2', HOUR.to + MINUTE, 999);
      push('P1', HOUR.to + MINUTE, 777);
    });
    await waitFor(() => expect(result.current.shownView.to).toBe(HOUR.to + MINUTE));
    expect(result.current.data?.last[59]).toBe(777);
    act(() => push('P1', HOUR.to + 2 * MINUTE, 5, 3));
    await waitFor(() => expect(result.current.shownView.to).toBe(HOUR.to + 2 * MINUTE));
    expect(result.current.data?.last[59]).toBe(777);
    expect(result.current.data?.gapAfter[59]).toBe(1);
    expect(server.seen).toHaveLength(1);
  });

  it('starts over for another point and frees the series on unmount', async () => {
    const { wrapper, store } = setUp();
    const { result, rerender, unmount } = renderHook((props: UseSeriesOptions) => useSeries(props), {
      wrapper,
      initialProps: { pointId: 'P1', view: HOUR, width: 6 },
    });
    await waitFor(() => expect(result.current.data?.pointId).toBe('P1'));
    rerender({ pointId: 'P2', view: HOUR, width: 6 });
    expect(result.current.data).toBeNull();
    await waitFor(() => expect(result.current.data?.pointId).toBe('P2'));
    await waitFor(() => expect(store.keys()).toEqual(['P2#']));
    unmount();
    await waitFor(() => expect(store.keys()).toEqual([]));
  });

  it('stays idle without a point or a width', () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useSeries({ pointId: null, view: HOUR, width: 600 }), { wrapper });
    expect(result.current).toMatchObject({ data: null, loading: false, error: null });
    const sized = renderHook(() => useSeries({ pointId: 'P1', view: HOUR, width: 0 }), { wrapper });
    expect(sized.result.current.loading).toBe(false);
    expect(server.seen).toHaveLength(0);
  });
});
