import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import type { BusEventOf } from '../../streams/bus/bus-events';
import { createLiveStreams, type LiveStreams } from '../../streams/create-live-streams';
import { SOUND_LIGHT_PATH } from '../../streams/sources/alarm-poll';
import { ALARMS_PATH } from '../../streams/sources/load-open-alarms';
import { MONITORING_POINTS_PATH } from '../../streams/sources/monitoring-snapshot';
import { createFallbackTicker } from '../../workers/ticker';
import { createFakeHttp } from './support/fake-http';
import { createFakeWebSocket, topicEvent } from './support/fake-websocket';

const T0 = Date.parse('2026-11-22T08:00:00.000Z');
const TOKEN = 'bearer duty/officer';
/** A point of a project other than the one in the top bar. */
const POINT_TOPIC = 'monitoring/point/lj-up1';

describe('following a point (an open chart)', () => {
  let fake: ReturnType<typeof createFakeWebSocket>;
  let live: LiveStreams;
  let readings: BusEventOf<'monitoring/readings'>[];

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    fake = createFakeWebSocket();
    const http = createFakeHttp({
      [ALARMS_PATH]: () => ({ list: [], pagination: { currentPage: 1, pageSize: 500, total: 0 } }),
      [SOUND_LIGHT_PATH]: () => ({ globalWarnState: 0, globalWarnChannelState: 1, waterQualityWarnList: [], waterLevelWarnList: [] }),
      [MONITORING_POINTS_PATH]: () => ({ list: [] }),
    });
    live = createLiveStreams({
      WebSocketImpl: fake.WebSocketImpl,
      socketUrl: 'ws://console.test/api/message/websocket',
      http: http.http,
      ticker: createFallbackTicker(),
      session$: new BehaviorSubject<string | null>(TOKEN),
      projectId$: new BehaviorSubject<string | null>('qs'),
      now: Date.now,
      timing: { graceMs: 5_000 },
    });
    readings = [];
    live.bus.on('monitoring/readings').subscribe((event) => readings.push(event));
    await vi.advanceTimersByTimeAsync(0);
    fake.last().open();
  });

  afterEach(() => {
    live.dispose();
    vi.useRealTimers();
  });

  const subscribedTopics = () =>
    fake
      .last()
      .sentWith('Subscribe')
      .flatMap((frame) => frame.topics as string[]);
  const unsubscribedTopics = () =>
    fake
      .last()
      .sentWith('Unsubscribe')
      .flatMap((frame) => frame.topics as string[]);

  it("puts every reading of a batch on the point's topic on the bus, in order, for another project's point", async () => {
    const following = live.followPoint('lj-up1').subscribe();
    expect(subscribedTopics()).toContain(POINT_TOPIC);
    const socket = fake.last();
    socket.receive({ method: 'event', topic: POINT_TOPIC, seq: 10, type: 'subscribed', payload: {}, ts: T0 });
    const batch = [1, 2, 3, 4, 5].map((n) => ({ ts: T0 + n * 60_000, value: 20 + n, quality: 0 }));
    socket.receive(topicEvent(POINT_TOPIC, 11, { pointId: 'lj-up1', damId: 'lj', projectId: 'lj', readings: batch }, 'readings'));
    expect(readings).toHaveLength(1);
    expect(readings[0]?.projectId).toBe('lj');
    expect(readings[0]?.readings).toEqual(batch.map((reading) => ({ pointId: 'lj-up1', projectId: 'lj', ...reading })));
    following.unsubscribe();
  });

  it('joins a point once for two charts and leaves it a grace delay after the last one closes', async () => {
    const first = live.followPoint('lj-up1').subscribe();
    const second = live.followPoint('lj-up1').subscribe();
    expect(subscribedTopics().filter((topic) => topic === POINT_TOPIC)).toHaveLength(1);
    first.unsubscribe();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(unsubscribedTopics()).not.toContain(POINT_TOPIC);
    second.unsubscribe();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(unsubscribedTopics()).not.toContain(POINT_TOPIC);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(unsubscribedTopics()).toEqual([POINT_TOPIC]);
  });
});
