import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from 'rxjs';
import { createSocketService } from '../../streams/socket/socket-service';
import type { SocketService } from '../../streams/socket/socket-service';
import type { SocketState, TopicMessage } from '../../streams/socket/socket-types';
import { createFakeWebSocket, topicEvent } from './support/fake-websocket';

const TOKEN = 'bearer abc/123';

describe('socket service', () => {
  let fake: ReturnType<typeof createFakeWebSocket>;
  let service: SocketService;
  let states: SocketState[];
  const subs: Subscription[] = [];

  beforeEach(async () => {
    vi.useFakeTimers();
    fake = createFakeWebSocket();
    service = createSocketService({
      url: 'ws://console.test/api/message/websocket',
      token: TOKEN,
      WebSocketImpl: fake.WebSocketImpl,
      connection: { mobileDevice: false, systemId: 'sys-1' },
      reconnect: { minDelayMs: 100, maxDelayMs: 1_000 },
    });
    states = [];
    subs.push(service.state$.subscribe((s) => states.push(s)));
    await vi.advanceTimersByTimeAsync(0);
  });

  afterEach(() => {
    subs.splice(0).forEach((s) => s.unsubscribe());
    service.close();
    vi.useRealTimers();
  });

  function collect(topic: string): TopicMessage[] {
    const out: TopicMessage[] = [];
    subs.push(service.topic$(topic).subscribe((m) => out.push(m)));
    return out;
  }
  const seqsOf = (messages: TopicMessage[]) => messages.flatMap((m) => (m.kind === 'event' ? [m.seq] : []));

  it('sends OnConnection with the token on open and reports the state', () => {
    expect(states).toEqual(['connecting']);
    fake.last().open();
    expect(states).toEqual(['connecting', 'open']);
    expect(fake.last().sentWith('OnConnection')).toEqual([
      { method: 'OnConnection', token: TOKEN, mobileDevice: false, systemId: 'sys-1' },
    ]);
  });

  it('reports false and sends nothing while not open', () => {
    const message = { toUserId: 'u2', messageType: 'text', messageContent: 'hi' } as const;
    expect(service.send('SendMessage', message)).toBe(false);
    fake.last().open();
    expect(service.send('SendMessage', message)).toBe(true);
    expect(fake.last().sentWith('SendMessage')).toEqual([{ method: 'SendMessage', ...message, token: TOKEN }]);
  });

  it('parses messages and ignores frames that are not JSON objects with a method', () => {
    const received: unknown[] = [];
    subs.push(service.messages$.subscribe((m) => received.push(m)));
    fake.last().open();
    fake.last().receive('not json');
    fake.last().receive([1, 2]);
    fake.last().receive({ method: 'initMessage', userId: 'u1' });
    expect(received).toEqual([{ method: 'initMessage', userId: 'u1' }]);
  });

  it('subscribes a topic once however many listen, and unsubscribes only after the grace delay', async () => {
    fake.last().open();
    const a = service.topic$('alarms').subscribe();
    const b = service.topic$('alarms').subscribe();
    expect(fake.last().sentWith('Subscribe')).toEqual([{ method: 'Subscribe', topics: ['alarms'], token: TOKEN }]);
    a.unsubscribe();
    b.unsubscribe();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fake.last().sentWith('Unsubscribe')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.last().sentWith('Unsubscribe')).toEqual([{ method: 'Unsubscribe', topics: ['alarms'], token: TOKEN }]);
  });

  it('keeps the topic when a subscriber returns within the grace delay', async () => {
    fake.last().open();
    service.topic$('alarms').subscribe().unsubscribe();
    await vi.advanceTimersByTimeAsync(2_000);
    const events = collect('alarms');
    await vi.advanceTimersByTimeAsync(10_000);
    fake.last().receive(topicEvent('alarms', 1));
    expect(seqsOf(events)).toEqual([1]);
    expect(fake.last().sentWith('Subscribe')).toHaveLength(1);
    expect(fake.last().sentWith('Unsubscribe')).toEqual([]);
  });

  it('on a gap asks for a replay with since = last seq, then delivers in order without duplicates', () => {
    const events = collect('alarms');
    const socket = fake.last();
    socket.open();
    socket.receive(topicEvent('alarms', 1));
    socket.receive(topicEvent('alarms', 2));
    socket.receive(topicEvent('alarms', 5));
    expect(seqsOf(events)).toEqual([1, 2]);
    expect(socket.sentWith('Subscribe').at(-1)).toEqual({
      method: 'Subscribe',
      topics: ['alarms'],
      since: { alarms: 2 },
      token: TOKEN,
    });
    for (const seq of [3, 4, 5]) socket.receive(topicEvent('alarms', seq));
    socket.receive(topicEvent('alarms', 6));
    expect(seqsOf(events)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("takes the hub's subscribed position as the baseline, so a gap before the first event is caught", () => {
    const events = collect('alarms');
    const socket = fake.last();
    socket.open();
    socket.receive({ method: 'event', topic: 'alarms', seq: 10, type: 'subscribed', payload: {}, ts: 1 });
    expect(events).toEqual([{ kind: 'subscribed', topic: 'alarms', seq: 10 }]);
    socket.receive(topicEvent('alarms', 12));
    expect(seqsOf(events)).toEqual([]);
    expect(socket.sentWith('Subscribe').at(-1)).toEqual(expect.objectContaining({ topics: ['alarms'], since: { alarms: 10 } }));
    socket.receive({ method: 'event', topic: 'alarms', seq: 10, type: 'subscribed', payload: {}, ts: 2 });
    socket.receive(topicEvent('alarms', 11));
    socket.receive(topicEvent('alarms', 12));
    expect(seqsOf(events)).toEqual([11, 12]);
  });

  it("understands the hub's resync and error events", () => {
    const events = collect('alarms');
    const socket = fake.last();
    socket.open();
    socket.receive(topicEvent('alarms', 1));
    socket.receive({ method: 'event', topic: 'alarms', seq: 90, type: 'resync', payload: {}, ts: 2 });
    socket.receive({ method: 'event', topic: 'alarms', type: 'error', payload: { code: 403, msg: 'Forbidden' }, ts: 3 });
    socket.receive(topicEvent('alarms', 91));
    expect(events.map((m) => (m.kind === 'event' ? m.seq : m))).toEqual([
      1,
      { kind: 'resync', topic: 'alarms', seq: 90, reason: 'server' },
      { kind: 'error', topic: 'alarms', code: 403, message: 'Forbidden' },
      91,
    ]);
  });

  it('re-subscribes at most 100 topics per message on reconnect', async () => {
    for (let i = 0; i < 150; i += 1) collect(`monitoring/point/p${i}`);
    fake.last().open();
    expect(
      fake
        .last()
        .sentWith('Subscribe')
        .map((m) => (m.topics as string[]).length),
    ).toEqual([100, 50]);
  });

  it('routes events only to their topic', () => {
    const alarms = collect('alarms');
    const monitoring = collect('monitoring/proj-1');
    fake.last().open();
    fake.last().receive(topicEvent('monitoring/proj-1', 7));
    fake.last().receive(topicEvent('weather/proj-1', 1));
    expect(seqsOf(alarms)).toEqual([]);
    expect(seqsOf(monitoring)).toEqual([7]);
  });

  it('surfaces resync and error as typed values and restarts the sequence after a resync', () => {
    const events = collect('alarms');
    const socket = fake.last();
    socket.open();
    socket.receive(topicEvent('alarms', 1));
    socket.receive({ method: 'resync', topic: 'alarms', seq: 40 });
    socket.receive({ method: 'error', topic: 'alarms', code: 403, msg: 'No access to this project' });
    socket.receive(topicEvent('alarms', 41));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'event', seq: 1 }),
      { kind: 'resync', topic: 'alarms', seq: 40, reason: 'server' },
      { kind: 'error', topic: 'alarms', code: 403, message: 'No access to this project' },
      expect.objectContaining({ kind: 'event', seq: 41 }),
    ]);
  });

  it('pings every 20 s while open', async () => {
    fake.last().open();
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fake.last().sentWith('ping')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.last().sentWith('ping')).toEqual([{ method: 'ping', token: TOKEN }]);
    fake.last().receive({ method: 'pong' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fake.last().sentWith('ping')).toHaveLength(2);
    expect(fake.sockets).toHaveLength(1);
  });

  it('reconnects after 45 s of silence and resumes each topic from its last seq', async () => {
    const events = collect('alarms');
    const first = fake.last();
    first.open();
    first.receive(topicEvent('alarms', 1));
    first.receive(topicEvent('alarms', 2));
    await vi.advanceTimersByTimeAsync(44_999);
    expect(fake.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.readyState).toBe(3);
    expect(states.at(-1)).toBe('connecting');
    await vi.advanceTimersByTimeAsync(10);
    const second = fake.last();
    expect(second).not.toBe(first);
    second.open();
    expect(second.sentWith('OnConnection')).toHaveLength(1);
    expect(second.sentWith('Subscribe')).toEqual([{ method: 'Subscribe', topics: ['alarms'], since: { alarms: 2 }, token: TOKEN }]);
    second.receive(topicEvent('alarms', 2));
    second.receive(topicEvent('alarms', 3));
    expect(seqsOf(events)).toEqual([1, 2, 3]);
  });

  it('reconnects after a drop and reports connecting in between', async () => {
    fake.last().open();
    fake.last().drop();
    expect(states).toEqual(['connecting', 'open', 'connecting']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.sockets).toHaveLength(2);
    fake.last().open();
    expect(states.at(-1)).toBe('open');
  });

  it('on closeSocket stops reconnecting, reports auth-failed and completes its streams', async () => {
    let topicCompleted = false;
    subs.push(service.topic$('alarms').subscribe({ complete: () => (topicCompleted = true) }));
    fake.last().open();
    fake.last().receive({ method: 'closeSocket' });
    expect(states.at(-1)).toBe('auth-failed');
    expect(topicCompleted).toBe(true);
    expect(fake.last().readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fake.sockets).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('treats a session close code (4601, signed in elsewhere) as final even without closeSocket', async () => {
    fake.last().open();
    fake.last().drop(4601);
    expect(states.at(-1)).toBe('auth-failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.sockets).toHaveLength(1);
  });

  it('treats logout like closeSocket', () => {
    fake.last().open();
    fake.last().receive({ method: 'logout', token: TOKEN });
    expect(states.at(-1)).toBe('auth-failed');
  });

  it('close() releases the socket, its listeners and every timer', async () => {
    collect('alarms');
    fake.last().open();
    await vi.advanceTimersByTimeAsync(25_000);
    service.close();
    expect(states.at(-1)).toBe('closed');
    expect(fake.last().readyState).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
