/**
 * Warms the series worker's code before the first answer comes. A fresh worker runs the decoder and the bucket scan
 * in V8's interpreter: a year read cold took three to four times as long as the same year read warm
 * (bench/series-chart.ts). Here a made-up answer goes the whole way a real one goes, through a store of its own: the
 * stream read in pieces, the binary reader, the cache entry, the first view's aggregate, a zoom, and (last pass) a live
 * reading and a view after it. The engine's code is then made for the objects the real answer meets: warmed on
 * stand-ins of other shapes, a year's first aggregate fell back to the interpreter at the first real entry and took
 * 3-10 times its warm time (in node, 12-15 ms against 3-4).
 * A few passes with pauses between, so V8 optimises in the background while the page's request is on its way; a
 * request arriving meanwhile waits one pass at most.
 */
import { seriesBinaryParts } from '../server/src/wire/series-binary';
import { SERIES_BINARY_CONTENT_TYPE } from '../server/src/wire/series-limits';
import type { FetchImpl, SeriesFetchContext } from './series-fetch';
import { createSeriesStore } from './series-store';

/** Readings per pass, and passes: enough for V8 to optimise the hot loops (a few tens of ms of the worker in all). */
export const WARM_UP_READINGS = 50_000;
export const WARM_UP_PASSES = 3;

const MINUTE_MS = 60_000;
/** Pieces the made-up answer is streamed in, about the size the network hands a worker. */
const PIECE_BYTES = 16_384;
/** The plot width the views are aggregated to: a wide screen's chart. */
const BUCKETS = 1_300;
const CONTEXT: SeriesFetchContext = { baseUrl: 'http://warm-up.invalid/', token: null };

/**
 * A made-up binary answer of `count` minutes in two runs an hour apart, with steps of one and two bytes and a bad
 * reading every hundredth, as the server writes it.
 */
export function madeUpAnswer(count: number): { bytes: Uint8Array; to: number } {
  const half = Math.floor(count / 2);
  const gapStart = (half + 60) * MINUTE_MS;
  const to = gapStart + (count - half - 1) * MINUTE_MS;
  const values = new Float64Array(count);
  let level = 100;
  for (let i = 0; i < count; i += 1) {
    level += i % 10 === 0 ? 0.9 : ((i % 20) - 10) / 100;
    values[i] = i % 100 === 99 ? Number.NaN : Math.round(level * 100) / 100;
  }
  const head = { pointId: 'warm-up', channel: null, unit: 'm', intervalMs: MINUTE_MS, from: 0, to };
  const [prefix, steps] = seriesBinaryParts(head, {
    count,
    runs: [0, MINUTE_MS, half, gapStart, MINUTE_MS, count - half],
    values,
    scale: 2,
  });
  const bytes = new Uint8Array(prefix.length + steps.length);
  bytes.set(prefix);
  bytes.set(steps, prefix.length);
  return { bytes, to };
}

/** Answers every request with the bytes, streamed in pieces as a network answer is. */
function answering(bytes: Uint8Array): FetchImpl {
  return async () => {
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.slice(offset, offset + PIECE_BYTES));
        offset += PIECE_BYTES;
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': SERIES_BINARY_CONTENT_TYPE } });
  };
}

/**
 * One pass: load the made-up answer with its first view, zoom into a tenth of it and, with `live`, add a reading and
 * aggregate again (the times then listed). Resolves to the buckets of the last view.
 */
export async function warmUpPass(count: number = WARM_UP_READINGS, live = false): Promise<number> {
  const { bytes, to } = madeUpAnswer(count);
  const store = createSeriesStore({ fetch: answering(bytes) });
  const whole = { from: 0, to, buckets: BUCKETS };
  try {
    const loaded = await store.load({ pointId: 'warm-up', from: 0, to, aggregate: whole }, CONTEXT);
    let view = store.aggregate(loaded.key, { from: to * 0.45, to: to * 0.55, buckets: BUCKETS });
    if (live) {
      store.append(loaded.key, [{ ts: to + MINUTE_MS, value: 101 }]);
      view = store.aggregate(loaded.key, { ...whole, to: to + MINUTE_MS });
    }
    return view.count;
  } finally {
    store.clear();
  }
}

/** The passes, one after another, each starting in a task of its own so that messages between them are served. */
export function warmUp(passes: number = WARM_UP_PASSES): void {
  if (passes <= 0) return;
  setTimeout(() => {
    warmUpPass(WARM_UP_READINGS, passes === 1).then(
      () => warmUp(passes - 1),
      // A warm-up that fails (a browser without streams in workers) leaves the worker cold, nothing worse.
      () => undefined,
    );
  }, 0);
}
