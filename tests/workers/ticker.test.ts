import { afterEach, describe, expect, it, vi } from 'vitest';
import { expose } from 'comlink';
import { createFallbackTicker, createTicker, createWorkerTicker } from '../../workers/ticker';
import type { IntervalTimers } from '../../workers/ticker.worker';
import { createIntervalTicker, MIN_PERIOD_MS, tickerWorkerApi } from '../../workers/ticker.worker';

/** Timers the test fires by hand, so a tick crossing the comlink channel is deterministic. */
function manualTimers() {
  const running = new Map<number, () => void>();
  let next = 1;
  const timers: IntervalTimers = {
    setInterval: (callback) => {
      running.set(next, callback);
      return next++;
    },
    clearInterval: (handle) => running.delete(handle as number),
  };
  return { timers, running, fire: () => [...running.values()].forEach((callback) => callback()) };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
async function until(predicate: () => boolean) {
  while (!predicate()) await flush();
}

describe('fallback ticker (main thread)', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks every period until stopped, and a second start replaces the first', async () => {
    vi.useFakeTimers();
    const ticker = createFallbackTicker();
    const a = vi.fn();
    const b = vi.fn();
    ticker.start(30_000, a);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(a).toHaveBeenCalledTimes(3);
    ticker.start(10_000, b);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(a).toHaveBeenCalledTimes(3);
    expect(b).toHaveBeenCalledTimes(3);
    ticker.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(b).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses a period no poll should have', () => {
    const ticker = createFallbackTicker();
    expect(() => ticker.start(0, () => undefined)).toThrow(RangeError);
    expect(() => ticker.start(Number.NaN, () => undefined)).toThrow(RangeError);
    expect(() => ticker.start(MIN_PERIOD_MS - 1, () => undefined)).toThrow(RangeError);
  });

  it('is what createTicker returns where Worker does not exist', async () => {
    vi.useFakeTimers();
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const ticker = createTicker();
    const tick = vi.fn();
    ticker.start(1_000, tick);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(tick).toHaveBeenCalledTimes(2);
    ticker.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('ticker worker object', () => {
  it('is the object the worker exposes, with start and stop', () => {
    expect(Object.keys(tickerWorkerApi).sort()).toEqual(['start', 'stop']);
  });

  it('calls back on each tick and stops when the callback can no longer be reached', async () => {
    const { timers, running, fire } = manualTimers();
    const api = createIntervalTicker(timers);
    const onTick = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('main thread gone'));
    api.start(30_000, onTick);
    fire();
    await flush();
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(running.size).toBe(1);
    fire();
    await flush();
    expect(onTick).toHaveBeenCalledTimes(2);
    expect(running.size).toBe(0);
  });
});

describe('worker ticker over comlink', () => {
  it('runs the period in the worker and calls back across the channel until stopped', async () => {
    const { timers, running, fire } = manualTimers();
    const channel = new MessageChannel();
    expose(createIntervalTicker(timers), channel.port1);
    const ticker = createWorkerTicker(channel.port2);
    const ticks: number[] = [];
    ticker.start(30_000, () => ticks.push(ticks.length + 1));
    await until(() => running.size === 1);
    fire();
    fire();
    await until(() => ticks.length === 2);
    ticker.stop();
    await until(() => running.size === 0);
    ticker.dispose();
    channel.port1.close();
    expect(ticks).toEqual([1, 2]);
  });

  it('moves a running period to the in-thread fallback when the worker fails', async () => {
    vi.useFakeTimers();
    const channel = new MessageChannel();
    const ticker = createWorkerTicker(channel.port2);
    const tick = vi.fn();
    ticker.start(1_000, tick);
    // Nobody answers on port1: the worker never loaded. Then it reports an error.
    channel.port2.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(tick).toHaveBeenCalledTimes(3);
    ticker.dispose();
    channel.port1.close();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});
