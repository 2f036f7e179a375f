import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import type { Subscription } from 'rxjs';
import { alarmMessages$ } from '../../streams/live-topics';
import { createSocketService } from '../../streams/socket/socket-service';
import type { SocketService } from '../../streams/socket/socket-service';
import type { TopicMessage } from '../../streams/socket/socket-types';
import { makeAlarm } from './support/alarms';
import { createFakeWebSocket, topicEvent } from './support/fake-websocket';

describe('alarm topics', () => {
  let fake: ReturnType<typeof createFakeWebSocket>;
  let socket: SocketService;
  let projectIds$: BehaviorSubject<readonly string[]>;
  let received: TopicMessage[];
  let subscription: Subscription;

  beforeEach(async () => {
    vi.useFakeTimers();
    fake = createFakeWebSocket();
    socket = createSocketService({ url: 'ws://x/api/message/websocket', token: 't', WebSocketImpl: fake.WebSocketImpl });
    await vi.advanceTimersByTimeAsync(0);
    fake.last().open();
    projectIds$ = new BehaviorSubject<readonly string[]>(['p1', 'p2']);
    received = [];
    subscription = alarmMessages$(socket, projectIds$).subscribe((m) => received.push(m));
  });

  afterEach(() => {
    subscription.unsubscribe();
    socket.close();
    vi.useRealTimers();
  });

  const subscribedTopics = () =>
    fake
      .last()
      .sentWith('Subscribe')
      .flatMap((m) => m.topics as string[]);
  const refuse = () =>
    fake.last().receive({ method: 'event', topic: 'alarms', type: 'error', payload: { code: 403, msg: 'Only administrators' }, ts: 1 });

  it('follows every project through `alarms` when the hub allows it', () => {
    fake.last().receive(topicEvent('alarms', 1, makeAlarm({ projectId: 'p9' }), 'raised'));
    expect(subscribedTopics()).toEqual(['alarms']);
    expect(received).toEqual([expect.objectContaining({ kind: 'event', topic: 'alarms', seq: 1 })]);
  });

  it('falls back to one topic per visible project when `alarms` is refused, without surfacing the refusal', async () => {
    refuse();
    expect(subscribedTopics()).toEqual(['alarms', 'alarms/p1', 'alarms/p2']);
    fake.last().receive(topicEvent('alarms/p2', 7, makeAlarm({ projectId: 'p2' }), 'raised'));
    expect(received).toEqual([expect.objectContaining({ kind: 'event', topic: 'alarms/p2', seq: 7 })]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.last().sentWith('Unsubscribe')).toEqual([expect.objectContaining({ topics: ['alarms'] })]);
  });

  it('follows the project list as it changes', async () => {
    refuse();
    projectIds$.next(['p2', 'p3']);
    expect(subscribedTopics()).toEqual(['alarms', 'alarms/p1', 'alarms/p2', 'alarms/p3']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(
      fake
        .last()
        .sentWith('Unsubscribe')
        .flatMap((m) => m.topics as string[])
        .sort(),
    ).toEqual(['alarms', 'alarms/p1']);
  });
});
