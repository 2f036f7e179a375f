import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import type { Subscription } from 'rxjs';
import type { AlarmPollResult } from '../../streams/sources/alarm-poll';
import { ALARM_POLL_MS, createAlarmPoll, SOUND_LIGHT_PATH } from '../../streams/sources/alarm-poll';
import { ALARMS_PATH } from '../../streams/sources/load-open-alarms';
import { createFallbackTicker } from '../../workers/ticker';
import { makeAlarm } from './support/alarms';
import { createFakeHttp } from './support/fake-http';

const SOUND_LIGHT = { globalWarnState: 1, globalWarnChannelState: 1, waterQualityWarnList: [], waterLevelWarnList: [], safetyWarnList: [] };

describe('alarm poll', () => {
  let session$: BehaviorSubject<string | null>;
  let results: AlarmPollResult[];
  let subscription: Subscription;
  let fake: ReturnType<typeof createFakeHttp>;
  const refresh$ = new Subject<void>();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
    session$ = new BehaviorSubject<string | null>(null);
    results = [];
    fake = createFakeHttp({
      [ALARMS_PATH]: () => ({ list: [makeAlarm()], pagination: { currentPage: 1, pageSize: 500, total: 1 } }),
      [SOUND_LIGHT_PATH]: () => SOUND_LIGHT,
    });
    const poll = createAlarmPoll({ http: fake.http, ticker: createFallbackTicker(), session$, now: Date.now, refresh$ });
    subscription = poll.results$.subscribe((r) => results.push(r));
  });

  afterEach(() => {
    subscription.unsubscribe();
    vi.useRealTimers();
  });

  it('does nothing while signed out', async () => {
    await vi.advanceTimersByTimeAsync(5 * ALARM_POLL_MS);
    expect(fake.calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('polls at once on sign-in and then every 30 s', async () => {
    session$.next('bearer t1');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.callsTo(ALARMS_PATH)).toHaveLength(1);
    expect(fake.callsTo(SOUND_LIGHT_PATH)).toHaveLength(1);
    expect(fake.callsTo(ALARMS_PATH)[0]?.params).toEqual({ state: 'open', currentPage: 1, pageSize: 500 });
    await vi.advanceTimersByTimeAsync(ALARM_POLL_MS - 1);
    expect(fake.callsTo(ALARMS_PATH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.callsTo(ALARMS_PATH)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * ALARM_POLL_MS);
    expect(fake.callsTo(ALARMS_PATH)).toHaveLength(4);
    expect(fake.callsTo(SOUND_LIGHT_PATH)).toHaveLength(4);
  });

  it('reports what it read, with the time the request started', async () => {
    session$.next('bearer t1');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(
      expect.arrayContaining([
        { type: 'alarms', alarms: [makeAlarm()], complete: true, requestedAt: 1_700_000_000_000, receivedAt: 1_700_000_000_000 },
        { type: 'sound-light', state: SOUND_LIGHT, requestedAt: 1_700_000_000_000, receivedAt: 1_700_000_000_000 },
      ]),
    );
  });

  it('pauses on sign-out, aborting a request in flight, and polls at once on the next sign-in', async () => {
    let pending: AbortSignal | null = null;
    fake.responders[SOUND_LIGHT_PATH] = (call) => {
      pending = call.signal;
      return new Promise(() => undefined);
    };
    session$.next('bearer t1');
    await vi.advanceTimersByTimeAsync(0);
    session$.next(null);
    expect((pending as AbortSignal | null)?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * ALARM_POLL_MS);
    expect(fake.callsTo(ALARMS_PATH)).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    fake.responders[SOUND_LIGHT_PATH] = () => SOUND_LIGHT;
    session$.next('bearer t2');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.callsTo(ALARMS_PATH)).toHaveLength(2);
  });

  it('polls on demand without waiting for the tick', async () => {
    session$.next('bearer t1');
    await vi.advanceTimersByTimeAsync(10_000);
    refresh$.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.callsTo(ALARMS_PATH)).toHaveLength(2);
  });

  it('keeps polling after a failure and reports it', async () => {
    fake.responders[ALARMS_PATH] = () => {
      throw new Error('Request error, please retry');
    };
    session$.next('bearer t1');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toContainEqual({
      type: 'failed',
      source: 'alarms',
      message: 'Request error, please retry',
      at: 1_700_000_000_000,
    });
    fake.responders[ALARMS_PATH] = () => ({ list: [], pagination: { currentPage: 1, pageSize: 500, total: 0 } });
    await vi.advanceTimersByTimeAsync(ALARM_POLL_MS);
    expect(results.filter((r) => r.type === 'alarms')).toHaveLength(1);
  });

  it('times out a request that never answers instead of stalling every later poll', async () => {
    fake.responders[ALARMS_PATH] = () => new Promise(() => undefined);
    session$.next('bearer t1');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(results).toContainEqual(expect.objectContaining({ type: 'failed', source: 'alarms', message: 'Request timed out' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.callsTo(ALARMS_PATH)).toHaveLength(2);
  });

  it('rejects a malformed answer as a failure', async () => {
    fake.responders[SOUND_LIGHT_PATH] = () => ({ nothing: true });
    session$.next('bearer t1');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toContainEqual(
      expect.objectContaining({ type: 'failed', source: 'sound-light', message: 'Malformed sound-light state' }),
    );
  });

  it('reads every page and marks the list incomplete when a row cannot be read', async () => {
    fake.responders[ALARMS_PATH] = (call) =>
      call.params.currentPage === 1
        ? { list: Array.from({ length: 500 }, (_, i) => makeAlarm({ id: `a${i}` })), pagination: { total: 501 } }
        : { list: [{ id: 'broken' }], pagination: { total: 501 } };
    session$.next('bearer t1');
    await vi.advanceTimersByTimeAsync(0);
    const snapshot = results.find((r) => r.type === 'alarms');
    expect(fake.callsTo(ALARMS_PATH).map((c) => c.params.currentPage)).toEqual([1, 2]);
    expect(snapshot).toEqual(expect.objectContaining({ complete: false }));
    expect(snapshot?.type === 'alarms' ? snapshot.alarms : []).toHaveLength(500);
  });
});
