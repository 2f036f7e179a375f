import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepHub } from '../../../server/src/hub/session-sweep';
import { alarm, POINT, PROJECT, startHub, USER, type HubFixture } from './support/hub-fixture';
import type { Frame, TestSocket } from './support/test-socket';

describe('websocket hub: topics that name nothing are refused and leave nothing behind', () => {
  let hub: HubFixture;
  beforeAll(async () => {
    hub = await startHub();
  });
  afterAll(async () => {
    await hub.close();
  });

  const isAck = (topic: string) => (frame: Frame) =>
    frame.method === 'event' && frame.topic === topic && ['subscribed', 'resync', 'error'].includes(String(frame.type));

  async function open(userId: string): Promise<{ socket: TestSocket; token: string }> {
    const { token } = await hub.signIn(userId);
    return { socket: await hub.connect(token), token };
  }

  async function subscribe(socket: TestSocket, token: string, topics: string[]): Promise<Frame[]> {
    socket.send({ method: 'Subscribe', token, topics });
    const acks: Frame[] = [];
    for (const topic of topics) acks.push(await socket.next(isAck(topic)));
    return acks;
  }

  const errorOf = (code: number, named: string) => ({ type: 'error', payload: { code, msg: expect.stringContaining(named) } });

  it('names each refused topic with its reason, and serves the valid ones of the same Subscribe', async () => {
    const { socket, token } = await open(USER.admin.id);
    const acks = await subscribe(socket, token, [
      'secrets/all',
      'monitoring/point/no-such-point',
      'alarms/no-such-project',
      'monitoring/point/../../etc',
      `alarms/${PROJECT.north}`,
      `monitoring/point/${POINT.northLevel.id}`,
    ]);
    expect(acks[0]).toMatchObject(errorOf(400, 'secrets/all'));
    expect(acks[1]).toMatchObject(errorOf(404, 'no-such-point'));
    expect(acks[2]).toMatchObject(errorOf(404, 'no-such-project'));
    expect(acks[3]).toMatchObject({ type: 'error', payload: { code: 400 } });
    expect(acks[4]).toMatchObject({ type: 'subscribed' });
    expect(acks[5]).toMatchObject({ type: 'subscribed' });
    hub.ctx.app.bus.emit('alarm.changed', { type: 'raised', alarm: alarm(PROJECT.north) });
    await socket.sync(token);
    expect(socket.events(`alarms/${PROJECT.north}`)).toHaveLength(1);
    await socket.close();
  });

  it('answers 403, not 404, for a project outside the caller: whether it exists stays hidden', async () => {
    const { socket, token } = await open(USER.alice.id);
    const acks = await subscribe(socket, token, [
      'alarms/no-such-project',
      `alarms/${PROJECT.south}`,
      `monitoring/point/${POINT.south.id}`,
    ]);
    expect(acks.map((frame) => (frame.payload as { code: number }).code)).toEqual([403, 403, 403]);
    await socket.close();
  });

  it('keeps no state for 2,000 made-up point topics, and the socket still works afterwards', async () => {
    const { socket, token } = await open(USER.admin.id);
    const before = hub.ctx.app.hub.topics.size;
    for (let batch = 0; batch < 20; batch += 1) {
      const topics = Array.from({ length: 100 }, (_, i) => `monitoring/point/fake-${batch}-${i}`);
      const acks = await subscribe(socket, token, topics);
      expect(acks.every((frame) => frame.type === 'error' && (frame.payload as { code: number }).code === 404)).toBe(true);
    }
    expect(hub.ctx.app.hub.topics.size).toBe(before);
    const [ack] = await subscribe(socket, token, [`alarms/${PROJECT.south}`]);
    expect(ack).toMatchObject({ type: 'subscribed' });
    await socket.close();
  });

  it('frees a topic when its last subscriber has gone and the replay window has passed', async () => {
    const topic = `monitoring/point/${POINT.southOther.id}`;
    const { socket, token } = await open(USER.carol.id);
    const [ack] = await subscribe(socket, token, [topic]);
    const firstSeq = ack?.seq as number;
    hub.ctx.app.bus.emit('readings.stored', [
      { pointId: POINT.southOther.id, damId: 'dam-x', projectId: PROJECT.south, ts: 5, value: 1, quality: 0 },
    ]);
    await socket.sync(token);
    const lastSeen = socket.events(topic).at(-1)?.seq as number;
    expect(lastSeen).toBe(firstSeq + 1);
    await socket.close();
    const broker = hub.ctx.app.hub.topics;
    const leftAt = Date.now();
    await sweepHub(hub.ctx.app.hub, leftAt);
    expect(broker.seqOf(topic)).toBe(lastSeen);
    await sweepHub(hub.ctx.app.hub, leftAt + hub.ctx.app.hub.options.replayMaxAgeMs + 1000);
    // Freed: a reading now goes nowhere, and a console coming back with its old seq is told to resync above it.
    hub.ctx.app.bus.emit('readings.stored', [
      { pointId: POINT.southOther.id, damId: 'dam-x', projectId: PROJECT.south, ts: 6, value: 2, quality: 0 },
    ]);
    const again = await open(USER.carol.id);
    again.socket.send({ method: 'Subscribe', token: again.token, topics: [topic], since: { [topic]: lastSeen - 1 } });
    const back = await again.socket.next(isAck(topic));
    expect(back.type).toBe('resync');
    expect(back.seq as number).toBeGreaterThanOrEqual(lastSeen);
    await again.socket.close();
  });

  it('withdraws a project topic on the sweep once the project is gone (404)', async () => {
    const db = hub.ctx.database.db;
    await db
      .insertInto('project')
      .values({
        id: 'hub-temp',
        organizeId: 'hub-org',
        enCode: 'hub-temp',
        fullName: 'Temp',
        projectTypeId: 'reservoir',
        groupName: 'hub',
        latitude: 0,
        longitude: 0,
        createdAt: 0,
      })
      .execute();
    const { socket, token } = await open(USER.admin.id);
    const [ack] = await subscribe(socket, token, ['alarms/hub-temp']);
    expect(ack).toMatchObject({ type: 'subscribed' });
    await db.deleteFrom('project').where('id', '=', 'hub-temp').execute();
    // The directory remembers that it exists for a minute; the first sweep after that finds it gone.
    await sweepHub(hub.ctx.app.hub, Date.now() + 61_000);
    expect(await socket.next((frame) => frame.type === 'error')).toMatchObject({ topic: 'alarms/hub-temp', ...errorOf(404, 'hub-temp') });
    await socket.close();
  });

  it('refuses bad Subscribe shapes with an error message and keeps the socket open', async () => {
    const { socket, token } = await open(USER.alice.id);
    for (const topics of [undefined, [], 'alarms', [42], Array.from({ length: 101 }, (_, i) => `alarms/p${i}`), ['x'.repeat(201)]]) {
      socket.send({ method: 'Subscribe', token, topics });
      expect(await socket.method('error')).toMatchObject({ code: 401, for: 'Subscribe' });
    }
    const [ack] = await subscribe(socket, token, [`alarms/${PROJECT.north}`]);
    expect(ack).toMatchObject({ type: 'subscribed' });
    await socket.close();
  });
});
