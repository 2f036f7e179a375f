import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_EVENT_READINGS } from '../../../server/src/hub/reading-feed';
import type { PointReadingsEvent } from '../../../server/src/wire/reading-events';
import { POINT, startHub, USER, type HubFixture } from './support/hub-fixture';
import type { TestSocket } from './support/test-socket';

// An open chart follows its point's topic: every reading of an ingest batch must reach it, in order, so a batch import
// draws in full (issue 10 item 7).
describe('websocket hub: every reading of a batch on the point topic', () => {
  let hub: HubFixture;
  let socket: TestSocket;
  let token: string;
  const topic = `monitoring/point/${POINT.northLevel.id}`;

  beforeAll(async () => {
    hub = await startHub();
    ({ token } = await hub.signIn(USER.alice.id));
    socket = await hub.connect(token);
    socket.send({ method: 'Subscribe', token, topics: [topic] });
    await socket.next((frame) => frame.topic === topic && frame.type === 'subscribed');
  });
  afterAll(async () => {
    await socket.close();
    await hub.close();
  });

  const readingsOf = (from: number) =>
    socket
      .events(topic)
      .slice(from)
      .flatMap((frame) => (frame.payload as PointReadingsEvent).readings);

  it('delivers an ingested batch of 5 readings as all 5, oldest first, in one event', async () => {
    const before = socket.events(topic).length;
    // Recent minutes (the ingest refuses times far from now), sent newest first: the topic still carries them in time order.
    const start = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000;
    const batch = [5, 4, 3, 2, 1].map((n) => ({ pointId: POINT.northLevel.id, ts: start + n * 60_000, value: 150 + n / 10 }));
    const result = await hub.ctx.app.ingest.ingest(batch);
    expect(result.accepted).toBe(5);
    await socket.sync(token);
    const events = socket.events(topic).slice(before);
    expect(events.map((frame) => frame.type)).toEqual(['readings']);
    expect(events[0]?.payload).toMatchObject({ pointId: POINT.northLevel.id, projectId: POINT.northLevel.projectId });
    expect(readingsOf(before)).toEqual([1, 2, 3, 4, 5].map((n) => ({ ts: start + n * 60_000, value: 150 + n / 10, quality: 0 })));
  });

  it('splits a large batch into events of at most POINT_EVENT_READINGS with consecutive seqs, missing none', async () => {
    const before = socket.events(topic).length;
    const count = 2 * POINT_EVENT_READINGS + 7;
    const start = 10_000_000;
    hub.ctx.app.bus.emit(
      'readings.stored',
      Array.from({ length: count }, (_, i) => ({
        pointId: POINT.northLevel.id,
        damId: `dam-${POINT.northLevel.projectId}`,
        projectId: POINT.northLevel.projectId,
        ts: start + i,
        value: i,
        quality: 0,
      })),
    );
    await socket.sync(token);
    const events = socket.events(topic).slice(before);
    expect(events.map((frame) => (frame.payload as PointReadingsEvent).readings.length)).toEqual([
      POINT_EVENT_READINGS,
      POINT_EVENT_READINGS,
      7,
    ]);
    const seqs = events.map((frame) => frame.seq as number);
    expect(seqs.slice(1).map((seq, i) => seq - (seqs[i] as number))).toEqual([1, 1]);
    expect(readingsOf(before).map((reading) => reading.ts)).toEqual(Array.from({ length: count }, (_, i) => start + i));
  });
});
