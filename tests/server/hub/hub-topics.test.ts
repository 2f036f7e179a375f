import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepHub } from '../../../server/src/hub/session-sweep';
import { alarm, PROJECT, startHub, USER, type HubFixture } from './support/hub-fixture';
import type { Frame, TestSocket } from './support/test-socket';

describe('websocket hub: topics, seq and resume', () => {
  let hub: HubFixture;
  beforeAll(async () => {
    hub = await startHub();
  });
  afterAll(async () => {
    await hub.close();
  });

  async function subscribed(
    userId: string,
    topics: string[],
    since?: Record<string, number>,
  ): Promise<{ socket: TestSocket; token: string; acks: Frame[] }> {
    const { token } = await hub.signIn(userId);
    const socket = await hub.connect(token);
    socket.send({ method: 'Subscribe', token, topics, ...(since ? { since } : {}) });
    const acks: Frame[] = [];
    for (const topic of topics)
      acks.push(
        await socket.next(
          (frame) => frame.method === 'event' && frame.topic === topic && ['subscribed', 'resync', 'error'].includes(String(frame.type)),
        ),
      );
    return { socket, token, acks };
  }

  const raise = (projectId: string) => hub.ctx.app.bus.emit('alarm.changed', { type: 'raised', alarm: alarm(projectId) });

  it('delivers a bus alarm on the project topic as an event with the next seq', async () => {
    const topic = `alarms/${PROJECT.north}`;
    const { socket, acks } = await subscribed(USER.alice.id, [topic]);
    const start = acks[0]?.seq as number;
    expect(acks[0]).toMatchObject({ method: 'event', topic, type: 'subscribed', payload: {} });
    const sent = alarm(PROJECT.north);
    hub.ctx.app.bus.emit('alarm.changed', { type: 'raised', alarm: sent });
    const event = await socket.next((frame) => frame.topic === topic && frame.type === 'raised');
    expect(event).toEqual({ method: 'event', topic, seq: start + 1, type: 'raised', payload: sent, ts: expect.any(Number) });
    await socket.close();
  });

  it('numbers two events of a topic consecutively, and starts the counter at the boot time', async () => {
    const topic = `alarms/${PROJECT.north}`;
    const { socket, token, acks } = await subscribed(USER.bob.id, [topic]);
    expect(acks[0]?.seq as number).toBeGreaterThanOrEqual(hub.ctx.app.hub.options.bootTime);
    raise(PROJECT.north);
    hub.ctx.app.bus.emit('alarm.changed', { type: 'acknowledged', alarm: alarm(PROJECT.north, { acknowledged: true }) });
    await socket.sync(token);
    const events = socket.events(topic);
    expect(events.map((frame) => frame.type)).toEqual(['raised', 'acknowledged']);
    expect((events[1]?.seq as number) - (events[0]?.seq as number)).toBe(1);
    await socket.close();
  });

  it('resumes with since: replays exactly the missed events once each, then continues live', async () => {
    const topic = `alarms/${PROJECT.south}`;
    const first = await subscribed(USER.carol.id, [topic]);
    for (let i = 0; i < 5; i += 1) raise(PROJECT.south);
    await first.socket.sync(first.token);
    const seen = first.socket.events(topic);
    expect(seen).toHaveLength(5);
    // The console had handled two of them when its network dropped.
    const lastHandled = seen[1]?.seq as number;
    await first.socket.close();
    for (let i = 0; i < 3; i += 1) raise(PROJECT.south);

    const again = await subscribed(USER.carol.id, [topic], { [topic]: lastHandled });
    expect(again.acks[0]).toMatchObject({ type: 'subscribed', seq: lastHandled });
    raise(PROJECT.south);
    await again.socket.sync(again.token);
    const resumed = again.socket.events(topic).map((frame) => frame.seq as number);
    expect(resumed).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => lastHandled + n));
    expect(new Set(resumed).size).toBe(resumed.length);
    await again.socket.close();
  });

  it('says resync when since comes from before this boot', async () => {
    const topic = `monitoring/${PROJECT.north}`;
    const { socket, acks } = await subscribed(USER.alice.id, [topic], { [topic]: hub.ctx.app.hub.options.bootTime - 5000 });
    expect(acks[0]).toMatchObject({ type: 'resync', seq: hub.ctx.app.hub.topics.seqOf(topic), payload: {} });
    await socket.close();
  });

  it('says resync when since is ahead of the topic (a previous boot that ran further)', async () => {
    const topic = `alarms/${PROJECT.north}`;
    const current = hub.ctx.app.hub.topics.seqOf(topic);
    const { socket, token, acks } = await subscribed(USER.alice.id, [topic], { [topic]: current + 1000 });
    expect(acks[0]).toMatchObject({ type: 'resync', seq: current });
    raise(PROJECT.north);
    await socket.sync(token);
    expect(socket.events(topic).map((frame) => frame.seq)).toEqual([current + 1]);
    await socket.close();
  });

  it('says resync when the missed events have left the replay ring', async () => {
    const topic = `alarms/${PROJECT.north}`;
    const { socket, acks } = await subscribed(USER.bob.id, [topic]);
    const start = acks[0]?.seq as number;
    await socket.close();
    const capacity = hub.ctx.app.hub.options.replayCapacity;
    for (let i = 0; i < capacity + 5; i += 1) raise(PROJECT.north);
    const stale = await subscribed(USER.bob.id, [topic], { [topic]: start });
    expect(stale.acks[0]).toMatchObject({ type: 'resync', seq: start + capacity + 5 });
    await stale.socket.sync(stale.token);
    expect(stale.socket.events(topic)).toHaveLength(0);
    // The newest events are still there for a client that is only a little behind.
    const recent = await subscribed(USER.bob.id, [topic], { [topic]: start + capacity });
    await recent.socket.sync(recent.token);
    expect(recent.socket.events(topic).map((frame) => frame.seq)).toEqual([1, 2, 3, 4, 5].map((n) => start + capacity + n));
    await stale.socket.close();
    await recent.socket.close();
  });

  it('refuses a project the user may not see with a 403 error event and sends none of its data', async () => {
    const topic = `alarms/${PROJECT.south}`;
    const { socket, token, acks } = await subscribed(USER.alice.id, [topic, `monitoring/${PROJECT.south}`]);
    expect(acks[0]).toEqual({
      method: 'event',
      topic,
      type: 'error',
      payload: { code: 403, msg: expect.any(String) },
      ts: expect.any(Number),
    });
    expect(acks[1]).toMatchObject({ type: 'error', payload: { code: 403 } });
    raise(PROJECT.south);
    await socket.sync(token);
    expect(socket.frames.filter((frame) => frame.method === 'event' && frame.type !== 'error')).toEqual([]);
    await socket.close();
  });

  it('keeps the all-projects alarm topic for administrators', async () => {
    const member = await subscribed(USER.bob.id, ['alarms']);
    expect(member.acks[0]).toMatchObject({ type: 'error', payload: { code: 403 } });
    const admin = await subscribed(USER.admin.id, ['alarms']);
    expect(admin.acks[0]).toMatchObject({ type: 'subscribed' });
    raise(PROJECT.north);
    raise(PROJECT.south);
    await admin.socket.sync(admin.token);
    await member.socket.sync(member.token);
    expect(admin.socket.events('alarms').map((frame) => (frame.payload as { projectId: string }).projectId)).toEqual([
      PROJECT.north,
      PROJECT.south,
    ]);
    expect(member.socket.events('alarms')).toEqual([]);
    await admin.socket.close();
    await member.socket.close();
  });

  it('rejects an unknown topic name with a 400 error event', async () => {
    const { socket, acks } = await subscribed(USER.alice.id, ['secrets/all']);
    expect(acks[0]).toMatchObject({ type: 'error', payload: { code: 400 } });
    await socket.close();
  });

  it('stops sending after Unsubscribe', async () => {
    const topic = `alarms/${PROJECT.north}`;
    const { socket, token } = await subscribed(USER.alice.id, [topic]);
    raise(PROJECT.north);
    socket.send({ method: 'Unsubscribe', token, topics: [topic] });
    await socket.sync(token);
    raise(PROJECT.north);
    await socket.sync(token);
    expect(socket.events(topic)).toHaveLength(1);
    await socket.close();
  });

  it('feeds stored readings to the project topic (newest per point) and the point topic (every reading, oldest first)', async () => {
    const projectTopic = `monitoring/${PROJECT.north}`;
    const pointTopic = 'monitoring/point/pt-level-1';
    const { socket, token } = await subscribed(USER.alice.id, [projectTopic, pointTopic]);
    const base = { damId: 'dam-1', projectId: PROJECT.north, quality: 0 };
    hub.ctx.app.bus.emit('readings.stored', [
      { ...base, pointId: 'pt-level-1', ts: 2000, value: 151.4 },
      { ...base, pointId: 'pt-level-1', ts: 1000, value: 151.2 },
      { ...base, pointId: 'pt-flow-1', ts: 1500, value: 12.5, values: { left: 6, right: 6.5 } },
      { ...base, projectId: PROJECT.south, pointId: 'pt-south-1', ts: 1000, value: 1 },
    ]);
    await socket.sync(token);
    const [batch] = socket.events(projectTopic);
    expect(batch).toMatchObject({ type: 'readings' });
    expect(batch?.payload).toEqual({
      projectId: PROJECT.north,
      points: [
        { pointId: 'pt-level-1', damId: 'dam-1', count: 2, ts: 2000, value: 151.4, quality: 0 },
        { pointId: 'pt-flow-1', damId: 'dam-1', count: 1, ts: 1500, value: 12.5, quality: 0, values: { left: 6, right: 6.5 } },
      ],
    });
    const points = socket.events(pointTopic);
    expect(points.map((frame) => frame.type)).toEqual(['readings']);
    expect(points[0]?.payload).toEqual({
      pointId: 'pt-level-1',
      damId: 'dam-1',
      projectId: PROJECT.north,
      readings: [
        { ts: 1000, value: 151.2, quality: 0 },
        { ts: 2000, value: 151.4, quality: 0 },
      ],
    });
    await socket.close();
  });

  it('refuses a point of a project the user cannot see', async () => {
    hub.ctx.app.bus.emit('readings.stored', [
      { pointId: 'pt-south-9', damId: 'dam-s', projectId: PROJECT.south, ts: 1, value: 1, quality: 0 },
    ]);
    const { socket, acks } = await subscribed(USER.alice.id, ['monitoring/point/pt-south-9']);
    expect(acks[0]).toMatchObject({ type: 'error', payload: { code: 403 } });
    await socket.close();
  });

  it('refuses a point that does not exist with a 404 error event naming it', async () => {
    const topic = 'monitoring/point/pt-unknown-7';
    const { socket, token, acks } = await subscribed(USER.alice.id, [topic]);
    expect(acks[0]).toEqual({
      method: 'event',
      topic,
      type: 'error',
      payload: { code: 404, msg: expect.stringContaining('pt-unknown-7') },
      ts: expect.any(Number),
    });
    hub.ctx.app.bus.emit('readings.stored', [
      { pointId: 'pt-unknown-7', damId: 'dam-s', projectId: PROJECT.north, ts: 1, value: 1, quality: 0 },
    ]);
    await socket.sync(token);
    expect(socket.events(topic)).toEqual([]);
    await socket.close();
  });

  it('sends sound-and-light changes to those who may see the project, and global ones to everyone', async () => {
    const north = await subscribed(USER.alice.id, ['sound-light']);
    const south = await subscribed(USER.carol.id, ['sound-light']);
    hub.ctx.app.bus.emit('sound-light.changed', { projectId: PROJECT.south, globalWarnState: 1, globalWarnChannelState: 1 });
    hub.ctx.app.bus.emit('sound-light.changed', { projectId: null, globalWarnState: 0, globalWarnChannelState: 0 });
    await north.socket.sync(north.token);
    await south.socket.sync(south.token);
    expect(south.socket.events('sound-light').map((frame) => frame.payload)).toEqual([
      { projectId: PROJECT.south, globalWarnState: 1, globalWarnChannelState: 1 },
      { projectId: null, globalWarnState: 0, globalWarnChannelState: 0 },
    ]);
    expect(north.socket.events('sound-light').map((frame) => (frame.payload as { projectId: unknown }).projectId)).toEqual([null]);
    await north.socket.close();
    await south.socket.close();
  });

  it('publishes what other areas hand to hub.publish (weather)', async () => {
    const topic = `weather/${PROJECT.north}`;
    const { socket, token, acks } = await subscribed(USER.alice.id, [topic]);
    const seq = hub.ctx.app.hub.publish(topic, 'updated', { skycon: 'CLEAR_DAY' }, PROJECT.north);
    await socket.sync(token);
    expect(seq).toBe((acks[0]?.seq as number) + 1);
    expect(socket.events(topic)).toMatchObject([{ seq, type: 'updated', payload: { skycon: 'CLEAR_DAY' } }]);
    await socket.close();
  });

  it('withdraws a topic on the sweep when the user leaves the project', async () => {
    const topic = `alarms/${PROJECT.north}`;
    const { token } = await hub.signIn(USER.dave.id);
    await hub.ctx.database.db.insertInto('projectMember').values({ projectId: PROJECT.north, userId: USER.dave.id }).execute();
    const socket = await hub.connect(token);
    socket.send({ method: 'Subscribe', token, topics: [topic] });
    await socket.next((frame) => frame.type === 'subscribed');
    await hub.ctx.database.db.deleteFrom('projectMember').where('userId', '=', USER.dave.id).execute();
    await sweepHub(hub.ctx.app.hub);
    expect(await socket.next((frame) => frame.type === 'error')).toMatchObject({ topic, payload: { code: 403 } });
    raise(PROJECT.north);
    await socket.sync(token);
    expect(socket.events(topic)).toEqual([]);
    await socket.close();
  });
});
