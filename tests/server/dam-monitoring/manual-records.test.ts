import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDamApp, POINT, T0, type DamContext } from './dam-fixture';

let ctx: DamContext;

beforeAll(async () => {
  ctx = await createDamApp();
});

afterAll(async () => {
  await ctx.close();
});

const SEEPAGE = '/api/workSeepage/workSeepage';
const FLOW = '/api/workSeepageFlow/workSeepageFlow';
const countRows = async (table: 'damSeepageRecord' | 'damSeepageFlowRecord') =>
  Number(
    (
      await ctx.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('workSeepage: hand readings of piezometers', () => {
  let id: string;

  it('stores a record with the server owning id, owner, recorder and times', async () => {
    const answer = await ctx.send('engineer', 'POST', SEEPAGE, {
      pointId: POINT.osmotic,
      observedAt: '2026-10-01 08:30:00',
      waterLevel: 152.31,
      remark: 'tube read by hand',
    });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      projectId: 'prj-qingshui-dam',
      pointId: POINT.osmotic,
      pointCode: 'QS-UP1',
      // 08:30 in Asia/Shanghai is 00:30 UTC.
      observedAt: T0 + 30 * 60_000,
      waterLevel: 152.31,
      pressure: null,
      remark: 'tube read by hand',
      recorderId: 'usr-engineer01',
    });
    expect(answer.data.recorderName).not.toBe('');
    // Every field the handler answers survives the response schema.
    expect(Object.keys(answer.data).sort()).toEqual(
      [
        'id',
        'projectId',
        'damId',
        'damName',
        'pointId',
        'pointCode',
        'pointName',
        'unit',
        'observedAt',
        'waterLevel',
        'pressure',
        'remark',
        'recorderId',
        'recorderName',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    id = answer.data.id;
  });

  it('reads it back, lists it in the project and changes it', async () => {
    expect((await ctx.get('viewer', `${SEEPAGE}/${id}`)).data).toMatchObject({ id, waterLevel: 152.31 });
    const list = await ctx.get('viewer', `${SEEPAGE}/list?projectId=prj-qingshui-dam&currentPage=1&pageSize=10`);
    expect(list.data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 1 });
    expect(list.data.list[0].id).toBe(id);
    expect((await ctx.get('viewer', `${SEEPAGE}/list?keyword=UP1`)).data.pagination.total).toBe(1);
    expect((await ctx.get('viewer', `${SEEPAGE}/list?keyword=nothing-like-this`)).data.pagination.total).toBe(0);
    const changed = await ctx.send('engineer', 'PUT', SEEPAGE, { id, pressure: 88.5, waterLevel: null });
    expect(changed.data).toMatchObject({ id, pressure: 88.5, waterLevel: null, observedAt: T0 + 30 * 60_000 });
  });

  it('refuses a value that is not a number, naming the field, and stores nothing', async () => {
    const before = await countRows('damSeepageRecord');
    const answer = await ctx.send('engineer', 'POST', SEEPAGE, { pointId: POINT.osmotic, observedAt: T0, waterLevel: 'abc' });
    expect(answer.code).toBe(401);
    expect(answer.msg).toContain('waterLevel');
    expect(await countRows('damSeepageRecord')).toBe(before);
  });

  it('refuses unknown and server-owned fields, a record without a value, a bad or future time, a point of another kind', async () => {
    const before = await countRows('damSeepageRecord');
    for (const field of ['recorderId', 'createdAt', 'projectId', 'id']) {
      const answer = await ctx.send('engineer', 'POST', SEEPAGE, { pointId: POINT.osmotic, observedAt: T0, pressure: 1, [field]: 'x' });
      expect({ field, code: answer.code, named: answer.msg.includes(field) }).toEqual({ field, code: 401, named: true });
    }
    const empty = await ctx.send('engineer', 'POST', SEEPAGE, { pointId: POINT.osmotic, observedAt: T0 });
    expect(empty).toMatchObject({ code: 401, msg: 'Enter a water level or a pressure (or both)' });
    const badTime = await ctx.send('engineer', 'POST', SEEPAGE, { pointId: POINT.osmotic, observedAt: 'yesterday', pressure: 1 });
    expect(badTime.code).toBe(401);
    expect(badTime.msg).toContain('observedAt');
    const future = await ctx.send('engineer', 'POST', SEEPAGE, { pointId: POINT.osmotic, observedAt: Date.now() + 3_600_000, pressure: 1 });
    expect(future).toMatchObject({ code: 401, msg: 'observedAt lies in the future' });
    const flowPoint = await ctx.send('engineer', 'POST', SEEPAGE, { pointId: POINT.flow, observedAt: T0, pressure: 1 });
    expect(flowPoint).toMatchObject({ code: 400, msg: 'Point QS-WE1 is not an osmotic pressure point' });
    const unknown = await ctx.send('engineer', 'POST', SEEPAGE, { pointId: 'mp-none', observedAt: T0, pressure: 1 });
    expect(unknown.code).toBe(404);
    expect(await countRows('damSeepageRecord')).toBe(before);
  });

  it('answers in the caller language', async () => {
    const answer = await ctx.call('engineer', {
      method: 'POST',
      url: SEEPAGE,
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: JSON.stringify({ pointId: POINT.osmotic, observedAt: T0 }),
    });
    expect(answer).toMatchObject({ code: 401, msg: '请填写水位或压力（至少一项）' });
  });

  it('refuses writes to a viewer and a duty officer (no edit button), and everything to a non-member', async () => {
    const before = await countRows('damSeepageRecord');
    for (const person of ['viewer', 'duty'] as const) {
      const answer = await ctx.send(person, 'POST', SEEPAGE, { pointId: POINT.osmotic, observedAt: T0, pressure: 1 });
      expect({ person, code: answer.code }).toEqual({ person, code: 403 });
      expect((await ctx.send(person, 'PUT', SEEPAGE, { id, pressure: 2 })).code).toBe(403);
      expect((await ctx.send(person, 'DELETE', `${SEEPAGE}/${id}`)).code).toBe(403);
    }
    expect((await ctx.get('outsider', `${SEEPAGE}/${id}`)).code).toBe(403);
    expect((await ctx.get('outsider', `${SEEPAGE}/list?projectId=prj-qingshui-dam`)).code).toBe(403);
    expect((await ctx.get('outsider', `${SEEPAGE}/list`)).data.pagination.total).toBe(0);
    expect((await ctx.send('engineer', 'POST', SEEPAGE, { pointId: POINT.riverOsmotic, observedAt: T0, pressure: 1 })).code).toBe(403);
    expect(await countRows('damSeepageRecord')).toBe(before);
  });

  it('deletes the record and logs every change', async () => {
    expect((await ctx.send('engineer', 'DELETE', `${SEEPAGE}/${id}`)).code).toBe(200);
    expect((await ctx.get('engineer', `${SEEPAGE}/${id}`)).code).toBe(404);
    const log = await ctx.database.db.selectFrom('operationLog').select('action').where('targetId', '=', id).orderBy('at').execute();
    expect(log.map((entry) => entry.action).sort()).toEqual(
      ['dam.seepage-record.create', 'dam.seepage-record.delete', 'dam.seepage-record.update'].sort(),
    );
  });
});

describe('workSeepageFlow: hand readings of weirs', () => {
  it('stores, lists, changes and deletes a record', async () => {
    const created = await ctx.send('admin', 'POST', FLOW, { pointId: POINT.flow, observedAt: T0, flow: 1.25, weirHead: 42 });
    expect(created.data).toMatchObject({ pointId: POINT.flow, flow: 1.25, weirHead: 42, unit: 'L/s', recorderId: 'usr-admin' });
    const id = created.data.id as string;
    const list = await ctx.get('engineer', `${FLOW}/list?pointId=${POINT.flow}&from=${T0}&to=${T0 + 1}`);
    expect(list.data.list.map((record: { id: string }) => record.id)).toEqual([id]);
    expect((await ctx.send('engineer', 'PUT', FLOW, { id, flow: 1.5, weirHead: null })).data).toMatchObject({ flow: 1.5, weirHead: null });
    expect((await ctx.get('engineer', `${FLOW}/${id}`)).data.flow).toBe(1.5);
    expect((await ctx.send('engineer', 'DELETE', `${FLOW}/${id}`)).code).toBe(200);
    expect(await countRows('damSeepageFlowRecord')).toBe(0);
  });

  it('refuses a flow that is not a number or missing, and a point of another kind', async () => {
    const bad = await ctx.send('engineer', 'POST', FLOW, { pointId: POINT.flow, observedAt: T0, flow: 'abc' });
    expect(bad.code).toBe(401);
    expect(bad.msg).toContain('flow');
    const missingFlow = await ctx.send('engineer', 'POST', FLOW, { pointId: POINT.flow, observedAt: T0 });
    expect(missingFlow.code).toBe(401);
    expect(missingFlow.msg).toContain('flow');
    expect((await ctx.send('engineer', 'POST', FLOW, { pointId: POINT.osmotic, observedAt: T0, flow: 1 })).code).toBe(400);
    expect((await ctx.send('engineer', 'PUT', FLOW, { id: 'no-such-record', flow: 1 })).code).toBe(404);
    expect((await ctx.send('viewer', 'POST', FLOW, { pointId: POINT.flow, observedAt: T0, flow: 1 })).code).toBe(403);
    expect(await countRows('damSeepageFlowRecord')).toBe(0);
  });
});
