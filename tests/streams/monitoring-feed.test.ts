import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Observable, Subject } from 'rxjs';
import type { Subscription } from 'rxjs';
import type { MonitoringPoint, Reading } from '../../streams/protocol/monitoring';
import type { TopicMessage } from '../../streams/socket/socket-types';
import { createMonitoringFeed } from '../../streams/sources/monitoring-feed';
import type { MonitoringFeed } from '../../streams/sources/monitoring-feed';
import type { MonitoringFrame } from '../../streams/sources/monitoring-frame';
import type { MonitoringSnapshot } from '../../streams/sources/monitoring-snapshot';

const point = (id: string): MonitoringPoint => ({
  monitoringPointId: id,
  name: `Point ${id}`,
  type: 'seepage',
  unit: 'L/s',
  latitude: null,
  longitude: null,
  damId: 'dam-1',
  projectId: 'proj-1',
});
const reading = (pointId: string, ts: number, value: number): Reading => ({ pointId, projectId: 'proj-1', ts, value });
const event = (seq: number, payload: unknown): TopicMessage => ({
  kind: 'event',
  topic: 'monitoring/proj-1',
  seq,
  type: 'readings',
  payload,
  ts: seq,
});

/** A socket whose topics the test drives, counting who is subscribed. */
function createTopicSocket() {
  const subjects = new Map<string, Subject<TopicMessage>>();
  const active = new Map<string, number>();
  const order: string[] = [];
  return {
    active,
    order,
    push: (name: string, message: TopicMessage) => subjects.get(name)?.next(message),
    topic$: (name: string) =>
      new Observable<TopicMessage>((subscriber) => {
        order.push(`subscribe ${name}`);
        active.set(name, (active.get(name) ?? 0) + 1);
        const subject = subjects.get(name) ?? new Subject<TopicMessage>();
        subjects.set(name, subject);
        const inner = subject.subscribe(subscriber);
        return () => {
          inner.unsubscribe();
          active.set(name, (active.get(name) ?? 1) - 1);
        };
      }),
  };
}

describe('monitoring feed', () => {
  let socket: ReturnType<typeof createTopicSocket>;
  let snapshots: Array<{ resolve: (s: MonitoringSnapshot) => void; reject: (e: Error) => void; signal: AbortSignal }>;
  let feed: MonitoringFeed;
  let frames: MonitoringFrame[];
  const subs: Subscription[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    socket = createTopicSocket();
    snapshots = [];
    feed = createMonitoringFeed({
      socket,
      fetchSnapshot: (projectId, signal) =>
        new Promise((resolve, reject) => {
          socket.order.push(`fetch ${projectId}`);
          snapshots.push({ resolve, reject, signal });
        }),
      now: Date.now,
    });
    frames = [];
  });

  afterEach(() => {
    subs.splice(0).forEach((s) => s.unsubscribe());
    feed.dispose();
    vi.useRealTimers();
  });

  const watch = () => subs.push(feed.frames$('proj-1').subscribe((f) => frames.push(f)));
  /** The hub confirms the join. */
  const join = (seq = 0) => socket.push('monitoring/proj-1', { kind: 'subscribed', topic: 'monitoring/proj-1', seq });
  const watchJoined = () => {
    watch();
    join();
  };
  const latestValues = (frame: MonitoringFrame | undefined) =>
    Object.fromEntries(Object.values(frame?.latest ?? {}).map((r) => [r.pointId, r.value]));

  it('asks for the snapshot once the join is confirmed, then sends the snapshot and deltas after it', async () => {
    watch();
    expect(socket.order).toEqual(['subscribe monitoring/proj-1']);
    join();
    expect(socket.order).toEqual(['subscribe monitoring/proj-1', 'fetch proj-1']);
    expect(frames.map((f) => f.kind)).toEqual(['initial']);
    snapshots[0]?.resolve({ points: [point('p1'), point('p2')], readings: [reading('p1', 100, 1.5)] });
    await vi.advanceTimersByTimeAsync(0);
    socket.push('monitoring/proj-1', event(1, { pointId: 'p2', ts: 110, value: 7 }));
    expect(frames.map((f) => f.kind)).toEqual(['initial', 'snapshot', 'delta']);
    expect(frames[1]?.status).toBe('live');
    expect(latestValues(frames.at(-1))).toEqual({ p1: 1.5, p2: 7 });
    expect(frames.at(-1)?.changed).toEqual([reading('p2', 110, 7)]);
  });

  it('loads a snapshot anyway when the join does not come (socket down), and again once joined', async () => {
    watch();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(snapshots).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(snapshots).toHaveLength(1);
    snapshots[0]?.resolve({ points: [point('p1')], readings: [reading('p1', 100, 1)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(frames.at(-1)?.kind).toBe('snapshot');
    join();
    expect(snapshots).toHaveLength(2);
    // A resumed join after a reconnect does not refetch: the replay covers the gap.
    join(5);
    expect(snapshots).toHaveLength(2);
  });

  it('keeps a delta that arrived while the snapshot was loading when the snapshot is older', async () => {
    watchJoined();
    socket.push('monitoring/proj-1', event(1, [{ pointId: 'p1', ts: 200, value: 9 }]));
    snapshots[0]?.resolve({ points: [point('p1')], readings: [reading('p1', 150, 3)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(latestValues(frames.at(-1))).toEqual({ p1: 9 });
    expect(frames.at(-1)?.changed).toEqual([]);
  });

  it('accepts a payload of one reading, a list, or { readings }, and ignores what it cannot read', async () => {
    watchJoined();
    snapshots[0]?.resolve({ points: [], readings: [] });
    await vi.advanceTimersByTimeAsync(0);
    socket.push('monitoring/proj-1', event(1, { pointId: 'a', ts: 1, value: 1 }));
    socket.push('monitoring/proj-1', event(2, [{ pointId: 'b', ts: 1, value: 2 }]));
    socket.push('monitoring/proj-1', event(3, { readings: [{ pointId: 'c', ts: 1, value: '3' }] }));
    socket.push('monitoring/proj-1', event(4, { pointId: 'd', value: 'high' }));
    expect(latestValues(frames.at(-1))).toEqual({ a: 1, b: 2, c: 3 });
    expect(frames.filter((f) => f.kind === 'delta')).toHaveLength(3);
  });

  it('refetches the snapshot on a resync', async () => {
    watchJoined();
    snapshots[0]?.resolve({ points: [point('p1')], readings: [reading('p1', 100, 1)] });
    await vi.advanceTimersByTimeAsync(0);
    socket.push('monitoring/proj-1', { kind: 'resync', topic: 'monitoring/proj-1', seq: null, reason: 'server' });
    expect(snapshots).toHaveLength(2);
    snapshots[1]?.resolve({ points: [point('p1')], readings: [reading('p1', 500, 4)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(frames.at(-1)?.kind).toBe('snapshot');
    expect(latestValues(frames.at(-1))).toEqual({ p1: 4 });
  });

  it('reports a failed snapshot and retries with a growing delay', async () => {
    watchJoined();
    snapshots[0]?.reject(new Error('Request error, please retry'));
    await vi.advanceTimersByTimeAsync(0);
    expect(frames.at(-1)).toEqual(expect.objectContaining({ kind: 'status', status: 'error', error: 'Request error, please retry' }));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(snapshots).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(snapshots).toHaveLength(2);
    snapshots[1]?.reject(new Error('again'));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(snapshots).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    snapshots[2]?.resolve({ points: [point('p1')], readings: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(frames.at(-1)).toEqual(expect.objectContaining({ kind: 'snapshot', status: 'live', error: null }));
  });

  it('shares one channel per project: a late subscriber gets the full picture first', async () => {
    watchJoined();
    snapshots[0]?.resolve({ points: [point('p1')], readings: [reading('p1', 100, 1)] });
    await vi.advanceTimersByTimeAsync(0);
    socket.push('monitoring/proj-1', event(1, { pointId: 'p1', ts: 200, value: 2 }));
    const late: MonitoringFrame[] = [];
    subs.push(feed.frames$('proj-1').subscribe((f) => late.push(f)));
    expect(snapshots).toHaveLength(1);
    expect(socket.active.get('monitoring/proj-1')).toBe(1);
    expect(late).toHaveLength(1);
    expect(late[0]?.points).toEqual({ p1: point('p1') });
    expect(latestValues(late[0])).toEqual({ p1: 2 });
  });

  it('leaves the topic only after the grace delay and aborts a snapshot still loading', async () => {
    watch();
    subs.splice(0).forEach((s) => s.unsubscribe());
    await vi.advanceTimersByTimeAsync(4_999);
    expect(socket.active.get('monitoring/proj-1')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.active.get('monitoring/proj-1')).toBe(0);
    expect(snapshots[0]?.signal.aborted).toBe(true);
  });

  it('dispose ends every channel at once, leaving no timer behind', async () => {
    watchJoined();
    snapshots[0]?.reject(new Error('down'));
    await vi.advanceTimersByTimeAsync(0);
    let completed = false;
    subs.push(feed.frames$('proj-1').subscribe({ complete: () => (completed = true) }));
    feed.dispose();
    expect(completed).toBe(true);
    expect(socket.active.get('monitoring/proj-1')).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
