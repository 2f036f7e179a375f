/**
 * Warms the series worker's hot loops before the first answer comes: a fresh worker runs the value decoder and the
 * bucket scan in V8's interpreter, and a year read cold took three to four times as long as the same year read warm
 * (bench/series-chart.ts: the first series of each worker). Here they run over a made-up stretch of minutes, with bad
 * readings, a gap and steps of one and two bytes, a few times with pauses between, so V8 optimises them in the
 * background while the page's request is still on its way; a request arriving meanwhile waits one pass at most.
 */
import { aggregateColumns } from './series-aggregate';
import { readVarintSteps } from './series-binary';
import { expandTimes } from './series-compact';

/** Readings per pass, and passes: enough for V8 to optimise both loops (about 30 ms of the worker's time in all). */
export const WARM_UP_READINGS = 50_000;
export const WARM_UP_PASSES = 3;

const MINUTE_MS = 60_000;
const META = { pointId: 'warm-up', channel: null, unit: '', intervalMs: MINUTE_MS };

/** Varint step codes: mostly one byte, every tenth two bytes, every hundredth a bad reading (0). */
function madeUpSteps(count: number): Uint8Array {
  const bytes = new Uint8Array(count * 2);
  let p = 0;
  for (let i = 0; i < count; i += 1) {
    if (i % 100 === 99) bytes[p++] = 0;
    else if (i % 10 === 0) {
      bytes[p++] = 0x81;
      bytes[p++] = 0x01;
    } else bytes[p++] = (i % 20) + 1;
  }
  return bytes.subarray(0, p);
}

/** One pass: decode, expand two runs of times with an hour's gap between them, and aggregate to a screen's width. */
export function warmUpPass(count: number = WARM_UP_READINGS): number {
  const steps = madeUpSteps(count);
  const values = readVarintSteps(steps, 0, steps.length, count, 2);
  const half = Math.floor(count / 2);
  const gapStart = half * MINUTE_MS + 60 * MINUTE_MS;
  // Runs in a Float64Array, as the binary reader hands them over: a plain array here left the engine's code for
  // expandTimes specialised to arrays, and the first real answer ran it again unoptimised.
  const ts = expandTimes(Float64Array.of(0, MINUTE_MS, half, gapStart, MINUTE_MS, count - half), count);
  if (!values || !ts) return 0;
  const to = gapStart + (count - half) * MINUTE_MS;
  return aggregateColumns({ ts, values, length: count }, META, { from: 0, to, buckets: 1_300 }).count;
}

/** The passes, each in its own task so that messages between them are served. */
export function warmUp(passes: number = WARM_UP_PASSES): void {
  if (passes <= 0) return;
  setTimeout(() => {
    warmUpPass();
    warmUp(passes - 1);
  }, 0);
}
