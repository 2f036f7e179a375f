import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import { createSeriesSession, type SeriesSessionState } from '../../../src/lib/series/series-session';
import { createInThreadSeriesSource } from '../../../workers/series';
import { createSeriesStore } from '../../../workers/series-store';
import type { SeriesReading } from '../../../workers/series-types';
import { payloadOf, rangeOf, startSeriesServer, type SeriesResponder } from '../../workers/support/series-server';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1);
const HOUR = { from: T0, to: T0 + 60 * MINUTE };

const minuteSeries: SeriesResponder = (request) => {
  const { from, to } = rangeOf(request);
  return { body: { code: 200, msg: 'ok', data: payloadOf('P1', from, to, MINUTE, (t) => (t - T0) / MINUTE) } };
};

let server: Awaited<ReturnType<typeof startSeriesServer>>;
let respond: SeriesResponder;

beforeEach(async () => {
  respond = minuteSeries;
  server = await startSeriesServer((request) => respond(request));
});
afterEach(() => server.close());

function setUp(readings$?: Subject<SeriesReading[]>, live: { resyncs$?: Subject<void>; now?: () => number } = {}) {
  const store = createSeriesStore();
  const source = createInThreadSeriesSource({ baseUrl: server.baseUrl, getToken: () => 't' }, store);
  const states: SeriesSessionState[] = [];
  const session = createSeriesSession({
    source,
    pointId: 'P1',
    channel: null,
    readings$: readings$ ?? null,
    onState: (state) => states.push(state),
    liveRefreshMs: 5,
    resyncs$: live.resyncs$ ?? null,
    now: live.now,
  });
  const last = () => states[states.length - 1];
  const shown = () => vi.waitFor(() => expect(last()?.data ?? last()?.error).toBeTruthy());
  return { store, source, session, states, last, shown };
}

describe('series session', () => {
  it('loads a view, then re-aggregates zooms from the cache without fetching', async () => {
    const { session, last, states, shown } = setUp();
    session.show(HOUR, 60);
    await shown();
    expect(states[0]).toMatchObject({ loading: true, data: null });
    expect(last()?.data).toMatchObject({ count: 60, rawCount: 61, from: HOUR.from, to: HOUR.to });
    session.show({ from: T0 + 10 * MINUTE, to: T0 + 20 * MINUTE }, 10);
    await vi.waitFor(() => expect(last()?.data?.count).toBe(10));
    expect(last()?.data?.rawCount).toBe(11);
    expect(server.seen).toHaveLength(1);
    // Loading shows only while a range beyond the loaded one is fetched.
    expect(states.filter((state) => state.loading)).toHaveLength(1);
    session.dispose();
  });

  it('asks a zoom away from the live edge for its own range once, not first for a range slid to the edge', async () => {
    const { source, session, last, shown } = setUp();
    session.show(HOUR, 60);
    await shown();
    const loads = vi.spyOn(source, 'load');
    const aggregates = vi.spyOn(source, 'aggregate');
    const zoom = { from: T0 + 10 * MINUTE, to: T0 + 20 * MINUTE };
    session.show(zoom, 10);
    await vi.waitFor(() => expect(last()?.data?.count).toBe(10));
    expect(last()?.data).toMatchObject({ from: zoom.from, to: zoom.to });
    expect(loads).toHaveBeenCalledTimes(1);
    expect(loads.mock.calls[0]?.[0].aggregate).toMatchObject({ ...zoom, buckets: 10 });
    expect(aggregates).not.toHaveBeenCalled();
    session.dispose();
  });

  it('appends live readings and slides a view at the live edge forward, without a refetch', async () => {
    const readings$ = new Subject<SeriesReading[]>();
    const { session, last, shown } = setUp(readings$);
    session.show(HOUR, 60);
    await shown();
    readings$.next([{ ts: HOUR.to + MINUTE, value: 1_000 }]);
    await vi.waitFor(() => expect(last()?.data?.to).toBe(HOUR.to + MINUTE));
    const data = last()?.data;
    expect(data?.from).toBe(HOUR.from + MINUTE);
    expect(data?.last[59]).toBe(1_000);
    expect(data?.max[59]).toBe(1_000);
    expect(server.seen).toHaveLength(1);
    session.dispose();
  });

  it('fetches again the readings a topic resync says the socket missed, and shows them', async () => {
    const readings$ = new Subject<SeriesReading[]>();
    const resyncs$ = new Subject<void>();
    let clock = HOUR.to;
    const { session, last, shown } = setUp(readings$, { resyncs$, now: () => clock });
    resyncs$.next();
    session.show(HOUR, 60);
    await shown();
    // A resync before anything was loaded has nothing to mend: the first load was the only call.
    expect(server.seen).toHaveLength(1);
    readings$.next([{ ts: HOUR.to + MINUTE, value: 61 }]);
    await vi.waitFor(() => expect(last()?.data?.to).toBe(HOUR.to + MINUTE));
    // The socket drops; minutes 62 to 65 are stored meanwhile, and the server cannot replay them.
    clock = HOUR.to + 5 * MINUTE;
    resyncs$.next();
    await vi.waitFor(() => expect(last()?.data?.to).toBe(HOUR.to + 5 * MINUTE));
    const reload = server.seen[1];
    expect(reload?.query.get('from')).toBe(String(HOUR.to + MINUTE));
    expect(reload?.query.get('to')).toBe(String(HOUR.to + 5 * MINUTE));
    const data = last()?.data;
    // The view follows the live edge: every minute of 5..65 is there (the last bucket holds 64 and 65), no gap drawn.
    expect(data?.rawCount).toBe(61);
    expect(Array.from(data?.last.subarray(55) ?? [])).toEqual([60, 61, 62, 63, 65]);
    expect(data?.gapAfter.every((gap) => gap === 0)).toBe(true);
    session.dispose();
  });

  it('shows a view it showed before again at once, asking nothing, until a reading changes the series', async () => {
    const readings$ = new Subject<SeriesReading[]>();
    const { source, session, last, states, shown } = setUp(readings$);
    session.show(HOUR, 60);
    await shown();
    const year = last()?.data;
    const zoom = { from: T0 + 10 * MINUTE, to: T0 + 20 * MINUTE };
    session.show(zoom, 10);
    await vi.waitFor(() => expect(last()?.data?.count).toBe(10));
    const loads = vi.spyOn(source, 'load');
    const aggregates = vi.spyOn(source, 'aggregate');
    // Back to the first view (Home): answered inside show(), before it returns, with the aggregate it had.
    const before = states.length;
    session.show(HOUR, 60);
    expect(states).toHaveLength(before + 1);
    expect(last()).toMatchObject({ data: year, loading: false, error: null });
    expect(loads).not.toHaveBeenCalled();
    expect(aggregates).not.toHaveBeenCalled();
    // A reading changes the series: the zoom it showed before is aggregated again, with the reading in it.
    readings$.next([{ ts: T0 + 15 * MINUTE + 30_000, value: 1_000 }]);
    await vi.waitFor(() => expect(last()?.data?.max.some((value) => value === 1_000)).toBe(true));
    const count = states.length;
    session.show(zoom, 10);
    expect(states).toHaveLength(count);
    await vi.waitFor(() => expect(last()?.data).toMatchObject({ from: zoom.from, to: zoom.to }));
    expect(last()?.data?.max[5]).toBe(1_000);
    session.dispose();
  });

  it('does not let an older view answered late cover a view shown again at once', async () => {
    const { source, session, last, states, shown } = setUp();
    session.show(HOUR, 60);
    await shown();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = source.load.bind(source);
    vi.spyOn(source, 'load').mockImplementation(async (request) => {
      const answer = await load(request);
      await held;
      return answer;
    });
    session.show({ from: T0 + 10 * MINUTE, to: T0 + 20 * MINUTE }, 10);
    session.show(HOUR, 60);
    expect(last()?.data?.count).toBe(60);
    const shownAt = states.length;
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(states).toHaveLength(shownAt);
    expect(last()?.data?.count).toBe(60);
    session.dispose();
  });

  it('keeps a view into the past where it is while readings arrive', async () => {
    const readings$ = new Subject<SeriesReading[]>();
    const { session, last, shown, states } = setUp(readings$);
    session.show(HOUR, 60);
    await shown();
    session.show({ from: T0, to: T0 + 30 * MINUTE }, 30);
    await vi.waitFor(() => expect(last()?.data?.count).toBe(30));
    const before = states.length;
    readings$.next([{ ts: HOUR.to + MINUTE, value: 1_000 }]);
    await vi.waitFor(() => expect(states.length).toBeGreaterThan(before));
    expect(last()?.data).toMatchObject({ from: T0, to: T0 + 30 * MINUTE });
    session.dispose();
  });

  it('shows readings pushed before the first load finished', async () => {
    const readings$ = new Subject<SeriesReading[]>();
    const { session, last, shown } = setUp(readings$);
    session.show(HOUR, 60);
    readings$.next([{ ts: HOUR.to, value: -5 }]);
    await shown();
    await vi.waitFor(() => expect(last()?.data?.last[59]).toBe(-5));
    session.dispose();
  });

  it("reports the server's refusal, and shows the series once a retry succeeds", async () => {
    respond = () => ({ body: { code: 403, msg: 'No access to this point' } });
    const { session, last, shown } = setUp();
    session.show(HOUR, 60);
    await shown();
    expect(last()).toMatchObject({ data: null, loading: false, error: { kind: 'business', code: 403, msg: 'No access to this point' } });
    respond = minuteSeries;
    session.retry();
    await vi.waitFor(() => expect(last()?.data?.rawCount).toBe(61));
    expect(last()?.error).toBeNull();
    session.dispose();
  });

  it('loads again when the cache let the series go, and releases it when disposed', async () => {
    const { store, session, last, shown } = setUp();
    session.show(HOUR, 60);
    await shown();
    store.clear();
    session.show(HOUR, 30);
    await vi.waitFor(() => expect(last()?.data?.count).toBe(30));
    expect(last()?.error).toBeNull();
    expect(server.seen).toHaveLength(2);
    session.dispose();
    await vi.waitFor(() => expect(store.keys()).toEqual([]));
  });
});
