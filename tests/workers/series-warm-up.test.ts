import { afterEach, describe, expect, it, vi } from 'vitest';
import * as aggregate from '../../workers/series-aggregate';
import { readSeriesBinary } from '../../workers/series-binary';
import { RunTimes } from '../../workers/series-times';
import { madeUpAnswer, warmUp, warmUpPass } from '../../workers/series-warm-up';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The worker's warm-up sends a made-up answer the whole way a real one goes (streamed, read, cached, aggregated), in
// passes that leave room for requests between them.
describe('series worker warm-up', () => {
  it('makes up a binary answer the reader takes: two runs of minutes, bad readings among the values', () => {
    const { bytes, to } = madeUpAnswer(5_000);
    const read = readSeriesBinary(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(read?.header).toMatchObject({ count: 5_000, runCount: 2, valueEncoding: 'varint-steps', to });
    expect(read?.times).toBeInstanceOf(RunTimes);
    expect(read?.values.filter(Number.isNaN)).toHaveLength(50);
  });

  it('loads, zooms and, in the live pass, appends and aggregates again through a store of its own', async () => {
    const scan = vi.spyOn(aggregate, 'aggregateColumns');
    expect(await warmUpPass(5_000)).toBe(1_300);
    expect(scan).toHaveBeenCalledTimes(2);
    expect(await warmUpPass(5_000, true)).toBe(1_300);
    expect(scan).toHaveBeenCalledTimes(5);
    // The last view is over the listed times, after the live reading.
    expect(scan.mock.calls.at(-1)?.[0].ts).toBeInstanceOf(Float64Array);
  });

  it('runs its passes one after another, each from a task of its own', async () => {
    vi.useFakeTimers();
    const scan = vi.spyOn(aggregate, 'aggregateColumns');
    warmUp(3);
    expect(scan).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(scan).toHaveBeenCalledTimes(2);
    await vi.runAllTimersAsync();
    expect(scan).toHaveBeenCalledTimes(7);
  });
});
