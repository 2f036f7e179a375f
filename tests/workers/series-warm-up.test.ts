import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUp, warmUpPass } from '../../workers/series-warm-up';
import * as aggregate from '../../workers/series-aggregate';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The worker's warm-up runs the real decoder and aggregator (a made-up stretch that decodes whole) in passes that
// leave room for requests between them.
describe('series worker warm-up', () => {
  it('decodes and aggregates a made-up stretch with a gap to a screen of buckets', () => {
    expect(warmUpPass(5_000)).toBe(1_300);
  });

  it('runs its passes one task each, never all at once', () => {
    vi.useFakeTimers();
    const scan = vi.spyOn(aggregate, 'aggregateColumns');
    warmUp(3);
    expect(scan).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(scan).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(scan).toHaveBeenCalledTimes(3);
  });
});
