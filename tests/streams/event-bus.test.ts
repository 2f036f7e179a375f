import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Observable, of, Subject } from 'rxjs';
import type { BusEvent } from '../../streams/bus/bus-events';
import { createEventBus } from '../../streams/bus/event-bus';
import { alarmTopicToBus, frameToBus, pollResultToBus } from '../../streams/bus/to-bus-events';
import { initialFrame } from '../../streams/sources/monitoring-frame';
import { makeAlarm } from './support/alarms';

const now = () => Date.now();

describe('event bus', () => {
  afterEach(() => vi.useRealTimers());

  it('merges its sources into one typed stream, delivering synchronous first events to early subscribers', () => {
    const session$ = new BehaviorSubject<BusEvent>({ type: 'session/changed', signedIn: true, at: 1 });
    const clock$ = new Subject<BusEvent>();
    const bus = createEventBus({ sources: { session: session$, clock: clock$ }, staleAfterMs: 60_000, now });
    const all: string[] = [];
    const ticks: number[] = [];
    bus.events$.subscribe((e) => all.push(e.type));
    bus.on('clock/tick').subscribe((e) => ticks.push(e.now));
    bus.connect();
    clock$.next({ type: 'clock/tick', now: 10_000, at: 10_000 });
    bus.publish({ type: 'alarm/changed', change: 'acknowledged', alarm: makeAlarm(), at: 10_001 });
    expect(all).toEqual(['session/changed', 'clock/tick', 'alarm/changed']);
    expect(ticks).toEqual([10_000]);
    bus.dispose();
  });

  it('adds feed/stale right after the event that changed staleness, and only on change', () => {
    const source$ = new Subject<BusEvent>();
    const bus = createEventBus({ sources: { s: source$ }, staleAfterMs: 60_000, now });
    const out: BusEvent[] = [];
    bus.events$.subscribe((e) => out.push(e));
    bus.connect();
    source$.next({ type: 'session/changed', signedIn: true, at: 0 });
    source$.next({ type: 'connection/state', state: 'open', at: 1 });
    source$.next({ type: 'connection/state', state: 'connecting', at: 2 });
    source$.next({ type: 'clock/tick', now: 3, at: 3 });
    source$.next({ type: 'connection/state', state: 'open', at: 4 });
    expect(out.map((e) => (e.type === 'feed/stale' ? `stale:${e.stale}:${e.reason}` : e.type))).toEqual([
      'session/changed',
      'connection/state',
      'connection/state',
      'stale:true:socket-down',
      'clock/tick',
      'connection/state',
      'stale:false:null',
    ]);
    bus.dispose();
  });

  it('reports a source that throws and resubscribes it after a delay, without ending the bus', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const flaky$ = new Observable<BusEvent>((subscriber) => {
      attempts += 1;
      if (attempts === 1) subscriber.error(new Error('boom'));
      else subscriber.next({ type: 'clock/tick', now: 7, at: 7 });
    });
    const bus = createEventBus({ sources: { flaky: flaky$, steady: of<BusEvent>() }, staleAfterMs: 60_000, now: () => 42 });
    const out: BusEvent[] = [];
    bus.events$.subscribe((e) => out.push(e));
    bus.connect();
    expect(out).toEqual([{ type: 'source/failed', source: 'flaky', message: 'boom', at: 42 }]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(out.at(-1)).toEqual({ type: 'clock/tick', now: 7, at: 7 });
    bus.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose unsubscribes every source and completes the stream', () => {
    const source$ = new Subject<BusEvent>();
    const bus = createEventBus({ sources: { s: source$ }, staleAfterMs: 1, now });
    let completed = false;
    bus.events$.subscribe({ complete: () => (completed = true) });
    bus.connect();
    bus.dispose();
    expect(source$.observed).toBe(false);
    expect(completed).toBe(true);
  });
});

describe('translation to bus events', () => {
  it('turns a pushed alarm into alarm/changed, and skips a payload it cannot read', () => {
    const alarm = makeAlarm({ revision: 4 });
    expect(alarmTopicToBus({ kind: 'event', topic: 'alarms', seq: 1, type: 'acknowledged', payload: alarm, ts: 1 }, 9)).toEqual([
      { type: 'alarm/changed', change: 'acknowledged', alarm, at: 9 },
    ]);
    expect(alarmTopicToBus({ kind: 'event', topic: 'alarms', seq: 2, type: 'raised', payload: { id: 'x' }, ts: 1 }, 9)).toEqual([]);
    expect(alarmTopicToBus({ kind: 'resync', topic: 'alarms', seq: null, reason: 'server' }, 9)).toEqual([
      { type: 'alarm/resync', topic: 'alarms', at: 9 },
    ]);
  });

  it('turns poll results into snapshots plus a success, and failures into feed/failed', () => {
    expect(pollResultToBus({ type: 'alarms', alarms: [], complete: true, requestedAt: 1, receivedAt: 2 })).toEqual([
      { type: 'alarm/snapshot', scope: null, alarms: [], complete: true, requestedAt: 1, at: 2 },
      { type: 'feed/succeeded', source: 'alarms', at: 2 },
    ]);
    expect(pollResultToBus({ type: 'failed', source: 'sound-light', message: 'x', at: 3 })).toEqual([
      { type: 'feed/failed', source: 'sound-light', message: 'x', at: 3 },
    ]);
  });

  it('ignores the initial monitoring frame', () => {
    expect(frameToBus(initialFrame('p', 1))).toEqual([]);
  });
});
