import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { HubConnection } from '../../../server/src/hub/connection';
import { TopicBroker } from '../../../server/src/hub/topic-broker';
import { TopicLog } from '../../../server/src/hub/topic-log';

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** A socket stand-in that records what it was sent and how it was ended. */
function fakeSocket(bufferedAmount = 0) {
  const sent: (string | Buffer)[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount,
    terminated: false,
    send: (data: string | Buffer) => sent.push(data),
    terminate() {
      this.terminated = true;
      this.readyState = 3;
    },
    close() {
      this.readyState = 2;
    },
  };
  return { socket, sent };
}

function connection(userId: string, memberOf: string[], bufferedAmount = 0) {
  const { socket, sent } = fakeSocket(bufferedAmount);
  const conn = new HubConnection(
    socket as unknown as WebSocket,
    { sessionId: `s-${userId}`, userId, token: 't' },
    { maxBufferedBytes: 1024, maxQueuedMessages: 10 },
    silent,
    'en',
  );
  conn.scope = { userId, isAdministrator: false, memberProjectIds: new Set(memberOf), holdsWriterRole: false };
  return { conn, socket, sent, frames: () => sent.map((data) => JSON.parse(String(data)) as Record<string, unknown>) };
}

describe('topic log', () => {
  const build = (seq: number) => Buffer.from(String(seq));

  it('starts at the boot seq and replays exactly what came after since', () => {
    const log = new TopicLog(1000, { capacity: 5, maxAgeMs: 60_000 });
    for (let i = 0; i < 3; i += 1) log.append(build, null, 10);
    expect(log.seq).toBe(1003);
    const plan = log.planReplay(1001);
    expect(plan.kind === 'replay' && plan.entries.map((entry) => entry.seq)).toEqual([1002, 1003]);
    expect(log.planReplay(1003)).toEqual({ kind: 'replay', entries: [] });
    expect(log.planReplay(1000)).toMatchObject({ kind: 'replay' });
    expect(log.planReplay(999)).toEqual({ kind: 'resync', current: 1003 });
    expect(log.planReplay(1004)).toEqual({ kind: 'resync', current: 1003 });
    expect(log.planReplay(1001.5)).toEqual({ kind: 'resync', current: 1003 });
  });

  it('keeps only the newest events up to its capacity, in order across the wrap', () => {
    const log = new TopicLog(0, { capacity: 3, maxAgeMs: 60_000 });
    for (let i = 0; i < 7; i += 1) log.append(build, null, 10);
    expect(log.retained).toBe(3);
    const plan = log.planReplay(4);
    expect(plan.kind === 'replay' && plan.entries.map((entry) => entry.seq)).toEqual([5, 6, 7]);
    expect(log.planReplay(3)).toEqual({ kind: 'resync', current: 7 });
  });

  it('forgets events older than its age limit', () => {
    const log = new TopicLog(0, { capacity: 10, maxAgeMs: 1000 });
    log.append(build, null, 0);
    log.append(build, null, 500);
    log.append(build, null, 1400);
    expect(log.planReplay(0)).toEqual({ kind: 'resync', current: 3 });
    const plan = log.planReplay(1);
    expect(plan.kind === 'replay' && plan.entries.map((entry) => entry.seq)).toEqual([2, 3]);
    log.prune(10_000);
    expect(log.retained).toBe(0);
  });
});

describe('topic broker', () => {
  const limits = { capacity: 10, maxAgeMs: 60_000 };

  it('serialises an event once for all its subscribers', () => {
    const broker = new TopicBroker(100, limits);
    const a = connection('a', ['p1']);
    const b = connection('b', ['p1']);
    broker.subscribe(a.conn, 'alarms/p1', undefined, 50);
    broker.subscribe(b.conn, 'alarms/p1', undefined, 50);
    broker.publish('alarms/p1', 'raised', { id: 'x' }, 'p1', 60);
    const [aFrame] = a.sent.slice(-1);
    const [bFrame] = b.sent.slice(-1);
    expect(Buffer.isBuffer(aFrame)).toBe(true);
    expect(aFrame).toBe(bFrame);
    expect(JSON.parse(String(aFrame))).toEqual({
      method: 'event',
      topic: 'alarms/p1',
      seq: 101,
      type: 'raised',
      payload: { id: 'x' },
      ts: 60,
    });
  });

  it('drops a subscriber whose socket is not draining instead of buffering more', () => {
    const broker = new TopicBroker(0, limits);
    const slow = connection('slow', ['p1'], 4096);
    const fast = connection('fast', ['p1']);
    broker.subscribe(slow.conn, 'alarms/p1', undefined, 0);
    broker.subscribe(fast.conn, 'alarms/p1', undefined, 0);
    const before = slow.sent.length;
    broker.publish('alarms/p1', 'raised', {}, 'p1', 0);
    expect(slow.socket.terminated).toBe(true);
    expect(slow.sent.length).toBe(before);
    expect(fast.frames().at(-1)).toMatchObject({ type: 'raised', seq: 1 });
  });

  it('keeps nothing for a topic nobody follows: the event goes nowhere', () => {
    const broker = new TopicBroker(0, limits);
    expect(broker.publish('alarms/p1', 'raised', {}, 'p1', 1000)).toBeNull();
    expect(broker.size).toBe(0);
  });

  it('keeps the replay ring while a client may come back, and resumes it without a gap', () => {
    const broker = new TopicBroker(0, limits);
    const first = connection('first', ['p1']);
    broker.subscribe(first.conn, 'alarms/p1', undefined, 1000);
    broker.publish('alarms/p1', 'raised', {}, 'p1', 1500);
    broker.unsubscribe(first.conn, 'alarms/p1', 2000);
    broker.publish('alarms/p1', 'raised', {}, 'p1', 3000);
    broker.prune(3000);
    const back = connection('back', ['p1']);
    broker.subscribe(back.conn, 'alarms/p1', 1001, 4000);
    expect(back.frames().map((frame) => [frame.type, frame.seq])).toEqual([
      ['subscribed', 1001],
      ['raised', 1002],
    ]);
  });

  it('frees a topic once its last subscriber left more than the replay window ago', () => {
    const broker = new TopicBroker(0, limits);
    const conns = Array.from({ length: 50 }, (_, i) => connection(`u${i}`, ['p1']));
    conns.forEach(({ conn }, i) => broker.subscribe(conn, `monitoring/point/p${i}`, undefined, 1000));
    expect(broker.size).toBe(50);
    conns.forEach(({ conn }) => broker.dropConnection(conn, 2000));
    broker.prune(2000 + limits.maxAgeMs);
    expect(broker.size).toBe(50);
    broker.prune(2001 + limits.maxAgeMs);
    expect(broker.size).toBe(0);
  });

  it('never frees a topic that still has a subscriber, however old', () => {
    const broker = new TopicBroker(0, limits);
    const { conn } = connection('a', ['p1']);
    broker.subscribe(conn, 'alarms/p1', undefined, 0);
    broker.prune(10 * limits.maxAgeMs);
    expect(broker.size).toBe(1);
  });

  it('restarts a freed topic above every seq it handed out, so an old seq gets resync and never another event', () => {
    const broker = new TopicBroker(0, limits);
    const first = connection('first', ['p1']);
    broker.subscribe(first.conn, 'alarms/p1', undefined, 10);
    for (let i = 0; i < 5; i += 1) broker.publish('alarms/p1', 'raised', {}, 'p1', 10);
    const lastSeen = first.frames().at(-1)?.seq as number;
    expect(lastSeen).toBe(15);
    broker.dropConnection(first.conn, 20);
    // The clock is behind the freed topic's seq: the new life must still start above it.
    broker.prune(21 + limits.maxAgeMs);
    expect(broker.size).toBe(0);
    const back = connection('back', ['p1']);
    broker.subscribe(back.conn, 'alarms/p1', lastSeen - 2, 0);
    expect(back.frames()).toEqual([expect.objectContaining({ type: 'resync', seq: lastSeen })]);
    broker.publish('alarms/p1', 'raised', {}, 'p1', 30);
    expect(back.frames().at(-1)).toMatchObject({ type: 'raised', seq: lastSeen + 1 });
  });

  it('starts a new topic at its creation time, so seqs of an earlier run are below it', () => {
    const broker = new TopicBroker(1000, limits);
    expect(broker.seqOf('alarms/p1', 500)).toBe(1000);
    expect(broker.seqOf('alarms/p1', 5000)).toBe(5000);
  });
});
