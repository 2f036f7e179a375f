import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expose } from 'comlink';
import { createInThreadSeriesSource, createSeriesSource, createWorkerSeriesSource } from '../../workers/series';
import { SeriesError } from '../../workers/series-error';
import type { SeriesStore } from '../../workers/series-store';
import { createSeriesStore } from '../../workers/series-store';
import { createSeriesWorkerApi } from '../../workers/series.worker';
import type { AggregatedSeries, SeriesSource } from '../../workers/series-types';
import { payloadOf, rangeOf, startSeriesServer } from './support/series-server';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1);
const DAY = { from: T0, to: T0 + 24 * 60 * MINUTE };

/** A day of minutes with a daily wave, spikes, bad readings and an hour-long outage. */
function valueAt(t: number): number | null {
  const minute = (t - T0) / MINUTE;
  if (minute >= 600 && minute < 660) return null;
  if (minute % 97 === 0) return 500 + minute;
  return Math.round(100 * Math.sin(minute / 60)) / 10;
}

let server: Awaited<ReturnType<typeof startSeriesServer>>;
const channels: MessageChannel[] = [];

beforeEach(async () => {
  server = await startSeriesServer((request) => {
    const { from, to } = rangeOf(request);
    const payload = payloadOf('P1', from, to, MINUTE, valueAt);
    // The outage: readings missing altogether for 90 minutes.
    const keep = payload.ts.map((t) => t < T0 + 900 * MINUTE || t >= T0 + 990 * MINUTE);
    const ts = payload.ts.filter((_, i) => keep[i]);
    const values = payload.values.filter((_, i) => keep[i]);
    return { body: { code: 200, msg: 'ok', data: { ...payload, ts, values } } };
  });
});

afterEach(async () => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
  await server.close();
});

const options = () => ({ baseUrl: server.baseUrl, getToken: () => 'token-abc' });

/** A worker source whose worker end runs `store` on the other side of a MessageChannel (no real Worker in Node). */
function workerSource(store: SeriesStore = createSeriesStore()): SeriesSource {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(createSeriesWorkerApi(store), channel.port1);
  return createWorkerSeriesSource(channel.port2, options());
}

function plain(series: AggregatedSeries) {
  return Object.fromEntries(
    Object.entries(series).map(([name, value]) => [name, ArrayBuffer.isView(value) ? Array.from(value as Float64Array) : value]),
  );
}

async function loadAndAggregate(source: SeriesSource, view: { from: number; to: number }, buckets: number) {
  const loaded = await source.load({ pointId: 'P1', ...DAY });
  return { loaded, series: await source.aggregate(loaded.key, { ...view, buckets }) };
}

describe('series source: worker and in-thread', () => {
  it('answer the same aggregates, zoomed or not', async () => {
    const inThread = createInThreadSeriesSource(options());
    const viaWorker = workerSource();
    for (const [view, buckets] of [
      [DAY, 300],
      [{ from: T0 + 500 * MINUTE, to: T0 + 1_000 * MINUTE }, 800],
      [{ from: T0 + 95 * MINUTE, to: T0 + 99 * MINUTE }, 1],
    ] as const) {
      const a = await loadAndAggregate(inThread, view, buckets);
      const b = await loadAndAggregate(viaWorker, view, buckets);
      expect(b.loaded).toEqual(a.loaded);
      expect(plain(b.series)).toEqual(plain(a.series));
    }
    // Zooming re-aggregated from each cache: one fetch per source.
    expect(server.seen).toHaveLength(2);
    const whole = await loadAndAggregate(viaWorker, DAY, 300);
    expect(Math.max(...Array.from(whole.series.max).filter((v) => !Number.isNaN(v)))).toBe(500 + 1_358);
    expect(Array.from(whole.series.gapAfter).filter(Boolean).length).toBeGreaterThanOrEqual(2);
    inThread.dispose();
    viaWorker.dispose();
  });

  it('answer the same after live readings extend the last time run, start one after a gap and split one', async () => {
    const inThread = createInThreadSeriesSource(options());
    const viaWorker = workerSource();
    const end = DAY.to;
    const batches = [
      // One step on (extends the run), a bad one, then a silence of an hour: a new run.
      [
        { ts: end + MINUTE, value: 7 },
        { ts: end + 2 * MINUTE, value: null },
        { ts: end + 62 * MINUTE, value: 9 },
      ],
      // Late readings inside the outage and inside a run (split), and a correction of a held one.
      [
        { ts: T0 + 950 * MINUTE, value: 1_000 },
        { ts: T0 + 100.5 * MINUTE, value: -1_000 },
        { ts: end + MINUTE, value: 8 },
      ],
    ];
    const views = [
      [{ from: T0, to: end + 62 * MINUTE }, 300],
      [{ from: T0 + 90 * MINUTE, to: T0 + 110 * MINUTE }, 40],
      [{ from: end - 10 * MINUTE, to: end + 62 * MINUTE }, 72],
    ] as const;
    const [a, b] = [await inThread.load({ pointId: 'P1', ...DAY }), await viaWorker.load({ pointId: 'P1', ...DAY })];
    for (const batch of batches) {
      await inThread.append(a.key, batch);
      await viaWorker.append(b.key, batch);
      for (const [view, buckets] of views) {
        const mine = await inThread.aggregate(a.key, { ...view, buckets });
        expect(plain(await viaWorker.aggregate(b.key, { ...view, buckets }))).toEqual(plain(mine));
      }
    }
    const tail = await viaWorker.aggregate(b.key, { from: end - 10 * MINUTE, to: end + 62 * MINUTE, buckets: 72 });
    expect(tail.rawCount).toBe(14);
    expect(
      Array.from(tail.last)
        .filter((v) => !Number.isNaN(v))
        .slice(-2),
    ).toEqual([8, 9]);
    // The reading after `end + MINUTE` is bad: the line breaks there.
    expect(tail.gapAfter[11]).toBe(1);
    const late = await viaWorker.aggregate(b.key, { from: T0 + 100 * MINUTE, to: T0 + 101 * MINUTE, buckets: 1 });
    expect([late.rawCount, late.min[0], late.minTs[0]]).toEqual([3, -1_000, T0 + 100.5 * MINUTE]);
    const outage = await viaWorker.aggregate(b.key, { from: T0 + 900 * MINUTE, to: T0 + 989 * MINUTE, buckets: 1 });
    expect([outage.rawCount, outage.max[0]]).toEqual([1, 1_000]);
    inThread.dispose();
    viaWorker.dispose();
  });

  it("transfers the aggregate's arrays out of the worker instead of copying them", async () => {
    const store = createSeriesStore();
    let made: AggregatedSeries | null = null;
    const watched: SeriesStore = {
      ...store,
      aggregate: (key, request) => {
        made = store.aggregate(key, request);
        return made;
      },
    };
    const source = workerSource(watched);
    const { series } = await loadAndAggregate(source, DAY, 100);
    expect(series.max.length).toBe(100);
    // A transferred buffer is detached on the sending side.
    expect((made as AggregatedSeries | null)?.max.byteLength).toBe(0);
    source.dispose();
  });

  it("answers a load's own aggregate, the same as aggregating after it, transferred out of the worker", async () => {
    const store = createSeriesStore();
    let made: AggregatedSeries | undefined;
    const watched: SeriesStore = {
      ...store,
      load: async (request, context) => {
        const loaded = await store.load(request, context);
        made = loaded.aggregate;
        return loaded;
      },
    };
    const source = workerSource(watched);
    const zoom = { from: T0 + 500 * MINUTE, to: T0 + 1_000 * MINUTE, buckets: 80 };
    const loaded = await source.load({ pointId: 'P1', ...DAY, aggregate: zoom });
    expect(made?.max.byteLength).toBe(0);
    const separate = await source.aggregate(loaded.key, zoom);
    expect(plain(loaded.aggregate as AggregatedSeries)).toEqual(plain(separate));
    // A load the cache covers answers its aggregate without fetching.
    const again = await source.load({ pointId: 'P1', ...DAY, aggregate: { ...DAY, buckets: 10 } });
    expect(again.aggregate?.count).toBe(10);
    expect(server.seen).toHaveLength(1);
    source.dispose();
  });

  it('carries the server refusal across the worker boundary with its code', async () => {
    await server.close();
    server = await startSeriesServer(() => ({ body: { code: 403, msg: 'No access to this point' } }));
    const source = workerSource();
    const failure = await source.load({ pointId: 'P1', ...DAY }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SeriesError);
    expect(failure).toMatchObject({ kind: 'business', code: 403, msg: 'No access to this point' });
    await expect(source.aggregate('P1#', { ...DAY, buckets: 1 })).rejects.toMatchObject({ kind: 'evicted' });
    source.dispose();
  });

  it('appends through the worker and the next aggregate shows the live reading', async () => {
    const source = workerSource();
    const { loaded } = await loadAndAggregate(source, DAY, 10);
    await source.append(loaded.key, [{ ts: DAY.to + MINUTE, value: 4_242 }]);
    const series = await source.aggregate(loaded.key, { from: DAY.from, to: DAY.to + MINUTE, buckets: 10 });
    expect(series.last[9]).toBe(4_242);
    expect(series.lastTs[9]).toBe(DAY.to + MINUTE);
    await source.release(loaded.key);
    await expect(source.aggregate(loaded.key, { ...DAY, buckets: 1 })).rejects.toMatchObject({ kind: 'evicted' });
    source.dispose();
  });

  it('moves to the in-thread store when the worker fails, including a call in flight', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    // Nobody answers on port1: the worker never loaded. Then it reports an error.
    const source = createWorkerSeriesSource(channel.port2, options());
    const pending = source.load({ pointId: 'P1', ...DAY });
    channel.port2.dispatchEvent(new Event('error'));
    const loaded = await pending;
    expect(loaded.rawCount).toBeGreaterThan(1_000);
    const series = await source.aggregate(loaded.key, { ...DAY, buckets: 24 });
    expect(series.count).toBe(24);
    source.dispose();
  });

  it('rejects a call in flight and every later one once disposed, instead of waiting for a worker that is gone', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    // Nobody answers on port1.
    const source = createWorkerSeriesSource(channel.port2, options());
    const pending = source.load({ pointId: 'P1', ...DAY });
    source.dispose();
    await expect(pending).rejects.toMatchObject({ kind: 'evicted' });
    await expect(source.aggregate('P1', { ...DAY, buckets: 1 })).rejects.toMatchObject({ kind: 'evicted' });
  });

  it('spreads series over a pool of workers, each series always on the same one', async () => {
    const exposed: SeriesStore[] = [];
    const source = createSeriesSource(
      options(),
      () => {
        const channel = new MessageChannel();
        channels.push(channel);
        const store = createSeriesStore();
        exposed.push(store);
        expose(createSeriesWorkerApi(store), channel.port1);
        return channel.port2;
      },
      2,
    );
    const inThread = createInThreadSeriesSource(options());
    for (const pointId of ['P1', 'P2', 'P3', 'P4']) {
      const viaPool = await source.load({ pointId, ...DAY });
      const direct = await inThread.load({ pointId, ...DAY });
      const a = await source.aggregate(viaPool.key, { ...DAY, buckets: 48 });
      expect(plain(a)).toEqual(plain(await inThread.aggregate(direct.key, { ...DAY, buckets: 48 })));
    }
    expect(exposed).toHaveLength(2);
    const held = exposed.map((store) => store.keys());
    expect(held.flat().sort()).toEqual(['P1#', 'P2#', 'P3#', 'P4#']);
    // Spread evenly, whatever the keys hash to.
    expect(held.map((keys) => keys.length)).toEqual([2, 2]);
    // A released series frees its place: the next new one goes there.
    await source.release(held[0]?.[0] as string);
    await source.load({ pointId: 'P5', ...DAY });
    expect(exposed[0]?.keys()).toHaveLength(2);
    expect(exposed[0]?.keys()).toContain('P5#');
    source.dispose();
    inThread.dispose();
  });

  it('is in-thread where Worker does not exist', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const source = createSeriesSource(options());
    const { series } = await loadAndAggregate(source, DAY, 24);
    expect(series.rawCount).toBeGreaterThan(1_000);
    source.dispose();
  });
});
