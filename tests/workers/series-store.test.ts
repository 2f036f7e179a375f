import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SeriesError } from '../../workers/series-error';
import type { SeriesFetchContext } from '../../workers/series-fetch';
import { createSeriesStore, seriesKey } from '../../workers/series-store';
import { payloadOf, rangeOf, startSeriesServer, type SeriesResponder } from './support/series-server';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1);

let server: Awaited<ReturnType<typeof startSeriesServer>>;
let respond: SeriesResponder;
let context: SeriesFetchContext;

beforeEach(async () => {
  // Every minute, value = minutes since T0; the reading at minute 3 is bad.
  respond = (request) => {
    const { from, to } = rangeOf(request);
    const pointId = decodeURIComponent(request.path.split('/')[4] ?? '');
    const payload = payloadOf(pointId, from, to, MINUTE, (t) => (t === T0 + 3 * MINUTE ? null : (t - T0) / MINUTE));
    return { body: { code: 200, msg: 'ok', data: payload } };
  };
  server = await startSeriesServer((request) => respond(request));
  context = { baseUrl: server.baseUrl, token: 'token-abc', language: 'en' };
});

afterEach(() => server.close());

describe('series store: load', () => {
  it('fetches the columnar series with the session headers and parses bad readings to NaN', async () => {
    const store = createSeriesStore();
    const loaded = await store.load({ pointId: 'P-1', channel: 'x', from: T0, to: T0 + 9 * MINUTE }, context);
    expect(loaded).toEqual({
      key: seriesKey('P-1', 'x'),
      rawCount: 10,
      firstTs: T0,
      lastTs: T0 + 9 * MINUTE,
      unit: 'm',
      intervalMs: MINUTE,
    });
    const [request] = server.seen;
    expect(request?.path).toBe('/api/monitoring/points/P-1/series/binary');
    expect(request?.query.get('channel')).toBe('x');
    expect(request?.query.get('_t')).toMatch(/^\d+$/);
    expect(request?.headers.authorization).toBe('token-abc');
    expect(request?.headers['jnpf-origin']).toBe('pc');
    expect(request?.headers['accept-language']).toBe('en');
    const series = store.aggregate(loaded.key, { from: T0, to: T0 + 9 * MINUTE, buckets: 10 });
    expect(Array.from(series.first.subarray(0, 5))).toEqual([0, 1, 2, Number.NaN, 4]);
    expect(series.gapAfter[2]).toBe(1);
  });

  it('answers a range the cache covers without fetching again, and fetches a wider one', async () => {
    const store = createSeriesStore();
    const { key } = await store.load({ pointId: 'P1', from: T0, to: T0 + 60 * MINUTE }, context);
    await store.load({ pointId: 'P1', from: T0 + 10 * MINUTE, to: T0 + 20 * MINUTE }, context);
    expect(server.seen).toHaveLength(1);
    const zoomed = store.aggregate(key, { from: T0 + 10 * MINUTE, to: T0 + 20 * MINUTE, buckets: 5 });
    expect(zoomed.rawCount).toBe(11);
    await store.load({ pointId: 'P1', from: T0 - 60 * MINUTE, to: T0 + 60 * MINUTE }, context);
    expect(server.seen).toHaveLength(2);
  });

  it('fetches only the missing ends of an overlapping range, and the whole of a separate one', async () => {
    const store = createSeriesStore();
    const { key } = await store.load({ pointId: 'P1', from: T0, to: T0 + 60 * MINUTE }, context);
    // "Last hour" again, ten minutes later, then a wider zoom out on both sides.
    await store.load({ pointId: 'P1', from: T0 + 10 * MINUTE, to: T0 + 70 * MINUTE }, context);
    await store.load({ pointId: 'P1', from: T0 - 5 * MINUTE, to: T0 + 75 * MINUTE }, context);
    expect(server.seen.slice(1).map(rangeOf)).toEqual([
      { from: T0 + 60 * MINUTE, to: T0 + 70 * MINUTE },
      { from: T0 - 5 * MINUTE, to: T0 },
      { from: T0 + 70 * MINUTE, to: T0 + 75 * MINUTE },
    ]);
    const series = store.aggregate(key, { from: T0 - 5 * MINUTE, to: T0 + 75 * MINUTE, buckets: 1 });
    // Every minute once, edges fetched twice counted once.
    expect(series.rawCount).toBe(81);
    expect(series.first[0]).toBe(-5);
    expect(series.last[0]).toBe(75);
    await store.load({ pointId: 'P1', from: T0 + 1_000 * MINUTE, to: T0 + 1_010 * MINUTE }, context);
    expect(rangeOf(server.seen[4]!)).toEqual({ from: T0 + 1_000 * MINUTE, to: T0 + 1_010 * MINUTE });
    expect(store.aggregate(key, { from: T0, to: T0 + 2_000 * MINUTE, buckets: 1 }).rawCount).toBe(11);
  });

  it('shares one request between loads of the same range in flight', async () => {
    const store = createSeriesStore();
    const request = { pointId: 'P1', from: T0, to: T0 + 5 * MINUTE };
    const [a, b] = await Promise.all([store.load(request, context), store.load(request, context)]);
    expect(a).toEqual(b);
    expect(server.seen).toHaveLength(1);
  });

  it('fetches a range the cache holds again when asked to refetch it, and merges what the live feed missed', async () => {
    const store = createSeriesStore();
    const { key } = await store.load({ pointId: 'P1', from: T0, to: T0 + 10 * MINUTE }, context);
    // Live readings reached minute 12, but not minute 11.
    store.append(key, [{ ts: T0 + 12 * MINUTE, value: 12 }]);
    const mended = await store.load({ pointId: 'P1', from: T0 + 10 * MINUTE, to: T0 + 12 * MINUTE, refetch: true }, context);
    expect(server.seen).toHaveLength(2);
    expect(mended).toMatchObject({ rawCount: 13, lastTs: T0 + 12 * MINUTE });
    const series = store.aggregate(key, { from: T0 + 10 * MINUTE, to: T0 + 12 * MINUTE, buckets: 3 });
    expect(Array.from(series.last)).toEqual([10, 11, 12]);
  });

  it("rejects with the envelope's code and message when the server refuses", async () => {
    respond = () => ({ body: { code: 403, msg: 'You may not read this point' } });
    const store = createSeriesStore();
    const failure = await store.load({ pointId: 'P1', from: T0, to: T0 + MINUTE }, context).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SeriesError);
    expect(failure).toMatchObject({ kind: 'business', code: 403, msg: 'You may not read this point' });
    expect(store.keys()).toEqual([]);
  });

  it('rejects with the HTTP status when the answer is not an envelope, and as network failure without an answer', async () => {
    respond = () => ({ status: 502, body: '<html>bad gateway</html>' });
    const store = createSeriesStore();
    await expect(store.load({ pointId: 'P1', from: T0, to: T0 + MINUTE }, context)).rejects.toMatchObject({ kind: 'http', code: 502 });
    await server.close();
    await expect(store.load({ pointId: 'P2', from: T0, to: T0 + MINUTE }, context)).rejects.toMatchObject({ kind: 'network', code: 0 });
    server = await startSeriesServer(() => ({ body: {} }));
  });
});

describe('series store: append, release and bounds', () => {
  it('appends live readings in time order and updates the last bucket without a fetch', async () => {
    const store = createSeriesStore();
    const { key } = await store.load({ pointId: 'P1', from: T0, to: T0 + 9 * MINUTE }, context);
    store.append(key, [
      { ts: T0 + 10 * MINUTE, value: 50 },
      { ts: T0 + 11 * MINUTE, value: null },
      { ts: T0 + 12 * MINUTE, value: -7 },
    ]);
    // A late reading goes in its place, a corrected one replaces the value, one before the range is ignored.
    store.append(key, [
      { ts: T0 + 9.5 * MINUTE, value: 99 },
      { ts: T0 + 12 * MINUTE, value: -8 },
      { ts: T0 - MINUTE, value: 1_000 },
    ]);
    const series = store.aggregate(key, { from: T0, to: T0 + 12 * MINUTE, buckets: 2 });
    expect(series.rawCount).toBe(14);
    expect(series.last[1]).toBe(-8);
    expect(series.lastTs[1]).toBe(T0 + 12 * MINUTE);
    expect(series.max[1]).toBe(99);
    expect(series.min[1]).toBe(-8);
    expect(series.min[0]).toBe(0);
    expect(server.seen).toHaveLength(1);
    // The cached range grew with the live readings: loading up to the newest one needs no fetch.
    await store.load({ pointId: 'P1', from: T0, to: T0 + 12 * MINUTE }, context);
    expect(server.seen).toHaveLength(1);
  });

  it('frees a series when released', async () => {
    const store = createSeriesStore();
    const request = { pointId: 'P1', from: T0, to: T0 + MINUTE };
    const { key } = await store.load(request, context);
    expect(store.aggregate(key, { from: T0, to: T0 + MINUTE, buckets: 1 }).rawCount).toBe(2);
    store.release(key);
    expect(store.keys()).toEqual([]);
    expect(() => store.aggregate(key, { from: T0, to: T0 + MINUTE, buckets: 1 })).toThrow(SeriesError);
    expect(() => store.append(key, [])).toThrow(expect.objectContaining({ kind: 'evicted' }));
  });

  it('lets the least recently used series go once more than maxEntries are cached', async () => {
    const store = createSeriesStore({ limits: { maxEntries: 2, maxBytes: Number.POSITIVE_INFINITY } });
    const range = { from: T0, to: T0 + MINUTE };
    const a = await store.load({ pointId: 'A', ...range }, context);
    const b = await store.load({ pointId: 'B', ...range }, context);
    store.aggregate(a.key, { ...range, buckets: 1 });
    await store.load({ pointId: 'C', ...range }, context);
    expect(store.keys()).toEqual([a.key, seriesKey('C', null)]);
    expect(() => store.aggregate(b.key, { ...range, buckets: 1 })).toThrow(expect.objectContaining({ kind: 'evicted' }));
  });

  it('keeps the cache under maxBytes, but always keeps the series just loaded', async () => {
    // 61 readings x 8 bytes = 488 bytes per hour of minutes: the values (their times are one run, next to nothing).
    const store = createSeriesStore({ limits: { maxEntries: 8, maxBytes: 800 } });
    const hour = { from: T0, to: T0 + 60 * MINUTE };
    await store.load({ pointId: 'A', ...hour }, context);
    await store.load({ pointId: 'B', ...hour }, context);
    expect(store.keys()).toEqual([seriesKey('B', null)]);
    await store.load({ pointId: 'C', from: T0, to: T0 + 120 * MINUTE }, context);
    expect(store.keys()).toEqual([seriesKey('C', null)]);
  });
});
