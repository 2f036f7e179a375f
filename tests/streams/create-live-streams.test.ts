import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, firstValueFrom } from 'rxjs';
import type { BusEvent } from '../../streams/bus/bus-events';
import { socketProtocols } from '../../server/src/wire/hub';
import { createLiveStreams } from '../../streams/create-live-streams';
import type { LiveStreams } from '../../streams/create-live-streams';
import { SOUND_LIGHT_PATH } from '../../streams/sources/alarm-poll';
import { ALARMS_PATH } from '../../streams/sources/load-open-alarms';
import { MONITORING_POINTS_PATH } from '../../streams/sources/monitoring-snapshot';
import { createFallbackTicker } from '../../workers/ticker';
import { makeAlarm } from './support/alarms';
import { createFakeHttp } from './support/fake-http';
import { createFakeWebSocket, topicEvent } from './support/fake-websocket';

const T0 = Date.parse('2026-11-22T08:00:00.000Z');
const TOKEN = 'bearer duty/officer';

describe('createLiveStreams', () => {
  let fake: ReturnType<typeof createFakeWebSocket>;
  let http: ReturnType<typeof createFakeHttp>;
  let session$: BehaviorSubject<string | null>;
  let projectId$: BehaviorSubject<string | null>;
  let live: LiveStreams;
  let polledAlarms: unknown[];
  let events: BusEvent[];

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    fake = createFakeWebSocket();
    polledAlarms = [makeAlarm({ id: 'a1', revision: 1 })];
    http = createFakeHttp({
      [ALARMS_PATH]: () => ({ list: polledAlarms, pagination: { currentPage: 1, pageSize: 500, total: polledAlarms.length } }),
      [SOUND_LIGHT_PATH]: () => ({ globalWarnState: 0, globalWarnChannelState: 1, waterQualityWarnList: [], waterLevelWarnList: [] }),
      [MONITORING_POINTS_PATH]: () => ({
        list: [
          {
            monitoringPointId: 'p1',
            name: 'Seepage P1',
            type: 'seepage',
            unit: 'L/s',
            projectId: 'proj-1',
            latest: { ts: T0 - 60_000, value: 1.25, values: null, quality: 0, receivedAt: T0 - 59_000 },
          },
          { monitoringPointId: 'p2', name: 'Seepage P2', type: 'seepage', unit: 'L/s', projectId: 'proj-1', latest: null },
        ],
      }),
    });
    session$ = new BehaviorSubject<string | null>(null);
    projectId$ = new BehaviorSubject<string | null>('proj-1');
    live = createLiveStreams({
      WebSocketImpl: fake.WebSocketImpl,
      socketUrl: 'ws://console.test/api/message/websocket',
      http: http.http,
      ticker: createFallbackTicker(),
      session$,
      projectId$,
      now: Date.now,
      connection: { mobileDevice: false, systemId: 'sluice' },
      timing: { reconnect: { minDelayMs: 100, maxDelayMs: 1_000 } },
    });
    events = [];
    live.bus.events$.subscribe((e) => events.push(e));
  });

  afterEach(() => {
    live.dispose();
    vi.useRealTimers();
  });

  /** Opens the socket and answers every Subscribe as the hub does, with the topic's position. */
  async function signIn() {
    session$.next(TOKEN);
    await vi.advanceTimersByTimeAsync(0);
    const socket = fake.last();
    socket.open();
    for (const topic of socket.sentWith('Subscribe').flatMap((m) => m.topics as string[])) {
      socket.receive({ method: 'event', topic, seq: 0, type: 'subscribed', payload: {}, ts: T0 });
    }
    await vi.advanceTimersByTimeAsync(0);
  }

  it('opens nothing while signed out', async () => {
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fake.sockets).toEqual([]);
    expect(http.calls).toEqual([]);
    expect(live.stores.connection.getState()).toEqual(expect.objectContaining({ signedIn: false, stale: false }));
  });

  it('on sign-in connects with the token, subscribes the live topics and fills every store', async () => {
    await signIn();
    const socket = fake.last();
    expect(socket.url).toBe('ws://console.test/api/message/websocket');
    expect(socket.protocols).toEqual(socketProtocols(TOKEN));
    expect(socket.sentWith('OnConnection')).toEqual([{ method: 'OnConnection', token: TOKEN, mobileDevice: false, systemId: 'sluice' }]);
    const topics = socket.sentWith('Subscribe').flatMap((m) => m.topics as string[]);
    expect(topics.sort()).toEqual(['alarms', 'monitoring/proj-1', 'sound-light']);
    expect(live.stores.alarms.getState().counts.total).toBe(1);
    expect(live.stores.soundLight.getState().current?.globalWarnChannelState).toBe(1);
    expect(http.callsTo(MONITORING_POINTS_PATH)[0]?.params).toEqual({ projectId: 'proj-1', enabledMark: 1 });
    expect(Object.keys(live.stores.readings.getState().points).sort()).toEqual(['p1', 'p2']);
    expect(live.stores.readings.getState().latest).toEqual({
      p1: { pointId: 'p1', projectId: 'proj-1', ts: T0 - 60_000, value: 1.25, quality: 0 },
    });
    expect(live.stores.connection.getState()).toEqual(expect.objectContaining({ signedIn: true, socket: 'open', stale: false }));
  });

  it('shows an alarm seen by push and poll once, with the newest revision', async () => {
    await signIn();
    fake.last().receive(topicEvent('alarms', 1, makeAlarm({ id: 'a1', revision: 2, acknowledged: true }), 'acknowledged'));
    expect(live.stores.alarms.getState().active).toEqual([expect.objectContaining({ id: 'a1', revision: 2 })]);
    // The server's list lags behind and still shows revision 1 on the next poll.
    await vi.advanceTimersByTimeAsync(30_000);
    const state = live.stores.alarms.getState();
    expect(state.active).toHaveLength(1);
    expect(state.active[0]).toEqual(expect.objectContaining({ revision: 2, acknowledged: true }));
    expect(state.unacknowledged).toEqual([]);
  });

  it('pushes readings of the selected project into the readings store', async () => {
    await signIn();
    // The hub's `readings` event: each point's newest reading of a stored batch.
    fake
      .last()
      .receive(
        topicEvent(
          'monitoring/proj-1',
          1,
          { projectId: 'proj-1', points: [{ pointId: 'p2', damId: 'dam-1', count: 3, ts: T0 + 1_000, value: 1.5, quality: 0 }] },
          'readings',
        ),
      );
    expect(live.stores.readings.getState().latest.p2?.value).toBe(1.5);
    expect(live.stores.readings.getState().latest.p1?.value).toBe(1.25);
  });

  it('polls at once when the alarm topic cannot be replayed', async () => {
    await signIn();
    const before = http.callsTo(ALARMS_PATH).length;
    fake.last().receive({ method: 'resync', topic: 'alarms' });
    await vi.advanceTimersByTimeAsync(0);
    expect(http.callsTo(ALARMS_PATH).length).toBe(before + 1);
  });

  it('flags the feed stale when the socket drops and fresh again once it is back', async () => {
    await signIn();
    fake.last().drop();
    expect(live.stores.connection.getState()).toEqual(expect.objectContaining({ stale: true, staleReason: 'socket-down' }));
    expect(events.filter((e) => e.type === 'feed/stale').at(-1)).toEqual(expect.objectContaining({ stale: true }));
    await vi.advanceTimersByTimeAsync(1_000);
    fake.last().open();
    expect(fake.sockets).toHaveLength(2);
    expect(live.stores.connection.getState().stale).toBe(false);
  });

  it('pauses and forgets on sign-out, and starts afresh on the next sign-in', async () => {
    await signIn();
    const first = fake.last();
    session$.next(null);
    expect(first.readyState).toBe(3);
    expect(live.stores.alarms.getState().counts.total).toBe(0);
    const polls = http.callsTo(ALARMS_PATH).length;
    await vi.advanceTimersByTimeAsync(300_000);
    expect(http.callsTo(ALARMS_PATH)).toHaveLength(polls);
    expect(fake.sockets).toHaveLength(1);
    expect(live.stores.connection.getState().stale).toBe(false);
    await signIn();
    expect(fake.sockets).toHaveLength(2);
    expect(http.callsTo(ALARMS_PATH)).toHaveLength(polls + 1);
  });

  it('opens a new socket offering the new token when the token changes, and closes the old one', async () => {
    await signIn();
    const first = fake.last();
    session$.next('bearer next-session');
    await vi.advanceTimersByTimeAsync(0);
    const second = fake.last();
    expect(first.readyState).toBe(3);
    expect(second).not.toBe(first);
    expect(second.url).toBe('ws://console.test/api/message/websocket');
    expect(second.protocols).toEqual(socketProtocols('bearer next-session'));
    second.open();
    expect(second.sentWith('OnConnection')[0]?.token).toBe('bearer next-session');
  });

  it('reports auth-failed when the server closes the socket for a bad token, and stops reconnecting', async () => {
    await signIn();
    fake.last().receive({ method: 'closeSocket' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.stores.connection.getState().socket).toBe('auth-failed');
    expect(fake.sockets).toHaveLength(1);
  });

  it('dispose closes the socket, stops every timer and completes every stream', async () => {
    await signIn();
    const socket = fake.last();
    let storeCompleted = false;
    live.stores.alarms.state$.subscribe({ complete: () => (storeCompleted = true) });
    live.dispose();
    expect(socket.readyState).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
    expect(storeCompleted).toBe(true);
    expect(session$.observed).toBe(false);
    // A late reader cannot bring the socket back.
    expect(await firstValueFrom(live.socket$, { defaultValue: 'completed' })).toBe('completed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fake.sockets).toHaveLength(1);
  });
});
