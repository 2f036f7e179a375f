import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDamApp, HOUR, POINT, storeReadings, T0, type DamContext } from './dam-fixture';

let ctx: DamContext;

const FLOW = '/api/dmsRealFlow/dmsRealFlow';
const PRESSURE = '/api/seepagePressure/seepagePressure';
const DISPLACEMENT = '/api/displacementData/displacementData';
const RANGE = `from=${T0 - HOUR}&to=${T0 + 10 * HOUR}`;

beforeAll(async () => {
  ctx = await createDamApp();
  const db = ctx.database.db;
  await storeReadings(db, POINT.flow, [
    { ts: T0, value: 1.1 },
    { ts: T0 + HOUR, value: 1.2 },
    { ts: T0 + 2 * HOUR, value: 99, quality: 2 },
  ]);
  await storeReadings(db, POINT.osmotic, [
    { ts: T0, value: 80 },
    { ts: T0 + HOUR, value: 81 },
  ]);
  await storeReadings(db, POINT.surface, [{ ts: T0, value: 5, values: { x: 3, y: 4, z: -1 } }]);
  await storeReadings(db, POINT.deep, [{ ts: T0, value: 6, values: { d2: 6, d4: 3, d6: 1 } }]);
});

afterAll(async () => {
  await ctx.close();
});

const latestOf = (pointId: string) =>
  ctx.database.db
    .selectFrom('latestReading')
    .select(['ts', 'value', 'valuesJson', 'quality'])
    .where('pointId', '=', pointId)
    .executeTakeFirstOrThrow();

describe('reading lists', () => {
  it('page the seepage flow readings newest first, with point labels', async () => {
    const page = await ctx.get('viewer', `${FLOW}/list?${RANGE}&currentPage=1&pageSize=2`);
    expect(page.code).toBe(200);
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.data.list.map((item: { ts: number }) => item.ts)).toEqual([T0 + 2 * HOUR, T0 + HOUR]);
    expect(page.data.list[1]).toMatchObject({
      pointId: POINT.flow,
      pointCode: 'QS-WE1',
      unit: 'L/s',
      value: 1.2,
      values: null,
      quality: 0,
    });
    const bad = await ctx.get('viewer', `${FLOW}/list?${RANGE}&quality=2`);
    expect(bad.data.list.map((item: { value: number }) => item.value)).toEqual([99]);
    const oldestFirst = await ctx.get('viewer', `${FLOW}/list?${RANGE}&sort=asc&pageSize=1`);
    expect(oldestFirst.data.list[0].ts).toBe(T0);
  });

  it('list osmotic pressure and displacement readings, displacement narrowed by type', async () => {
    expect((await ctx.get('viewer', `${PRESSURE}/list?${RANGE}`)).data.pagination.total).toBe(2);
    const all = await ctx.get('viewer', `${DISPLACEMENT}/list?${RANGE}`);
    expect(all.data.list.map((item: { pointId: string }) => item.pointId).sort()).toEqual([POINT.deep, POINT.surface].sort());
    const deep = await ctx.get('viewer', `${DISPLACEMENT}/list?${RANGE}&type=deep-displacement`);
    expect(deep.data.list).toEqual([expect.objectContaining({ pointId: POINT.deep, values: { d2: 6, d4: 3, d6: 1 } })]);
  });

  it('refuse a non-member, a point of another kind and a range over the limit', async () => {
    expect((await ctx.get('outsider', `${FLOW}/list?projectId=prj-qingshui-dam`)).code).toBe(403);
    expect((await ctx.get('engineer', `${PRESSURE}/list?pointId=${POINT.riverOsmotic}`)).code).toBe(403);
    expect((await ctx.get('engineer', `${FLOW}/list?pointId=${POINT.osmotic}`)).code).toBe(400);
    const long = await ctx.get('engineer', `${FLOW}/list?from=0&to=${T0}`);
    expect(long.code).toBe(401);
    expect(long.msg).toMatch(/at most 732 days/);
    expect((await ctx.get('engineer', `${FLOW}/list?from=${T0}&to=${T0}`)).code).toBe(401);
  });
});

describe('reading corrections', () => {
  it('correct a flow reading, move the latest reading with it and log before, after and reason', async () => {
    const answer = await ctx.send('engineer', 'PUT', FLOW, {
      pointId: POINT.flow,
      ts: T0 + 2 * HOUR,
      value: 1.3,
      reason: 'weir blocked by leaves',
    });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ pointId: POINT.flow, ts: T0 + 2 * HOUR, value: 1.3, quality: 0 });
    expect(await latestOf(POINT.flow)).toMatchObject({ value: 1.3, quality: 0 });
    const log = await ctx.database.db
      .selectFrom('operationLog')
      .selectAll()
      .where('action', '=', 'dam.reading-correct')
      .where('targetId', '=', POINT.flow)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ userId: 'usr-engineer01', projectId: 'prj-qingshui-dam' });
    expect(JSON.parse(log.detail)).toEqual({
      ts: T0 + 2 * HOUR,
      before: { value: 99, values: null, quality: 2 },
      after: { value: 1.3, values: null, quality: 0 },
      reason: 'weir blocked by leaves',
    });
  });

  it('leave the latest reading alone when an older one is corrected', async () => {
    await ctx.send('engineer', 'PUT', PRESSURE, { pointId: POINT.osmotic, ts: T0, value: 79.5, reason: 'calibration' });
    expect(await latestOf(POINT.osmotic)).toMatchObject({ ts: T0 + HOUR, value: 81 });
    const list = await ctx.get('viewer', `${PRESSURE}/list?${RANGE}&sort=asc`);
    expect(list.data.list[0].value).toBe(79.5);
  });

  it('merge corrected channels and recompute the derived value', async () => {
    const surface = await ctx.send('engineer', 'PUT', DISPLACEMENT, {
      pointId: POINT.surface,
      ts: T0,
      values: { x: 6, y: 8 },
      reason: 'GNSS multipath',
    });
    expect(surface.data).toMatchObject({ value: 10, values: { x: 6, y: 8, z: -1 } });
    expect(JSON.parse((await latestOf(POINT.surface)).valuesJson ?? '{}')).toEqual({ x: 6, y: 8, z: -1 });
    const deep = await ctx.send('admin', 'PUT', DISPLACEMENT, {
      pointId: POINT.deep,
      ts: T0,
      values: { d4: -7 },
      reason: 'probe reversed',
    });
    expect(deep.data).toMatchObject({ value: -7, values: { d2: 6, d4: -7, d6: 1 } });
  });

  it('refuse bad input naming the field, and change nothing', async () => {
    const before = await ctx.get('viewer', `${FLOW}/list?${RANGE}`);
    const cases: [object, number, string][] = [
      [{ pointId: POINT.flow, ts: T0, value: 'abc', reason: 'x' }, 401, 'value'],
      [{ pointId: POINT.flow, ts: T0, value: 1 }, 401, 'reason'],
      [{ pointId: POINT.flow, ts: T0, value: 1, reason: '' }, 401, 'reason'],
      [{ pointId: POINT.flow, ts: T0, value: 1, reason: 'x', quality: 0 }, 401, 'quality'],
      [{ pointId: POINT.flow, ts: T0, values: { x: 1 }, reason: 'x' }, 401, 'value'],
      [{ pointId: POINT.flow, ts: T0 + 5, value: 1, reason: 'x' }, 404, 'QS-WE1'],
      [{ pointId: POINT.osmotic, ts: T0, value: 1, reason: 'x' }, 400, 'QS-UP1'],
    ];
    for (const [body, code, named] of cases) {
      const answer = await ctx.send('engineer', 'PUT', FLOW, body);
      expect({ body, code: answer.code, named: answer.msg.includes(named) }).toEqual({ body, code, named: true });
    }
    const unknownChannel = await ctx.send('engineer', 'PUT', DISPLACEMENT, {
      pointId: POINT.surface,
      ts: T0,
      values: { q: 1 },
      reason: 'x',
    });
    expect(unknownChannel).toMatchObject({ code: 401, msg: 'Point QS-TP1 has no channel q' });
    expect(await ctx.get('viewer', `${FLOW}/list?${RANGE}`)).toEqual(before);
  });

  it('refuse a viewer, a duty officer and a non-member', async () => {
    const body = { pointId: POINT.flow, ts: T0, value: 5, reason: 'x' };
    for (const person of ['viewer', 'duty', 'riverDuty', 'outsider'] as const) {
      expect({ person, code: (await ctx.send(person, 'PUT', FLOW, body)).code }).toEqual({ person, code: 403 });
    }
    expect((await ctx.get('viewer', `${FLOW}/list?${RANGE}&sort=asc`)).data.list[0].value).toBe(1.1);
  });
});
