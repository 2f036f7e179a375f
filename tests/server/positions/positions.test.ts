import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG, POSITION } from '../../../server/src/seed/demo-organisation';
import { createDemoAdminApp, type DemoAdminContext } from '../organize/organize-fixture';

let ctx: DemoAdminContext;
beforeAll(async () => {
  ctx = await createDemoAdminApp();
});
afterAll(async () => {
  await ctx.close();
});

const position = (extra: Record<string, unknown> = {}) => ({
  fullName: '水文观测员',
  enCode: 'hydro.observer',
  organizeId: ORG.damSafety,
  enabledMark: 1,
  ...extra,
});

describe('positions: create, read, edit, delete', () => {
  it('goes through the whole life of a position', async () => {
    const created = await ctx.as<{ id: string }>('admin', {
      method: 'POST',
      url: '/api/permission/Position',
      payload: position({ description: '负责水文' }),
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id;
    const info = await ctx.as('admin', { method: 'GET', url: `/api/permission/Position/${id}` });
    expect(info.data).toMatchObject({
      id,
      fullName: '水文观测员',
      organizeName: '澜江水务集团/大坝安全部',
      organizeIdTree: [ORG.company, ORG.damSafety],
      description: '负责水文',
      memberCount: 0,
    });
    const edited = await ctx.as('admin', {
      method: 'PUT',
      url: `/api/permission/Position/${id}`,
      payload: position({ id, fullName: '水文员', organizeId: ORG.dispatch }),
    });
    expect(edited.code).toBe(200);
    const all = await ctx.as<{ list: { id: string; organizeName: string }[] }>('engineer', {
      method: 'GET',
      url: '/api/permission/Position/All',
    });
    expect(all.data.list.find((row) => row.id === id)).toMatchObject({ organizeName: '澜江水务集团/调度中心' });
    expect((await ctx.as('admin', { method: 'DELETE', url: `/api/permission/Position/${id}` })).code).toBe(200);
  });

  it('answers the position tree for pickers', async () => {
    const tree = await ctx.as<{ list: { id: string; children: { id: string; children: { type: string }[] }[] }[] }>('engineer', {
      method: 'GET',
      url: '/api/permission/Position/Selector',
    });
    const dispatch = tree.data.list[0]?.children.find((unit) => unit.id === ORG.dispatch);
    expect(dispatch?.children.map((leaf) => leaf.type)).toEqual(['position']);
  });

  it('lists the holders of a position', async () => {
    const members = await ctx.as<{ list: { account: string; organize: string }[]; pagination: { total: number } }>('engineer', {
      method: 'GET',
      url: '/api/permission/Users/GetUsersByPositionId',
      query: { positionId: POSITION.dutyDispatcher },
    });
    expect(members.data.list.map((member) => member.account)).toEqual(expect.arrayContaining(['duty01', 'duty02']));
    expect(members.data.list[0]?.organize).toBe('澜江水务集团/调度中心');
  });
});

describe('refusals', () => {
  it('refuses a duplicate code, deleting a position with members, an unknown unit and callers without buttons', async () => {
    expect(
      (await ctx.as('admin', { method: 'POST', url: '/api/permission/Position', payload: position({ enCode: 'dup.code' }) })).code,
    ).toBe(200);
    const duplicate = await ctx.as('admin', {
      method: 'POST',
      url: '/api/permission/Position',
      payload: position({ enCode: 'dup.code', fullName: '另一个' }),
    });
    expect(duplicate).toMatchObject({ code: 400, msg: '编码 dup.code 已被“水文观测员”使用' });
    const held = await ctx.as('admin', { method: 'DELETE', url: `/api/permission/Position/${POSITION.dutyDispatcher}` });
    expect(held.code).toBe(400);
    expect(held.msg).toContain('值班调度员');
    expect(
      (await ctx.as('admin', { method: 'POST', url: '/api/permission/Position', payload: position({ enCode: 'x1', organizeId: 'nope' }) }))
        .code,
    ).toBe(404);
    expect((await ctx.as('engineer', { method: 'POST', url: '/api/permission/Position', payload: position({ enCode: 'x2' }) })).code).toBe(
      403,
    );
    const still = await ctx.database.db.selectFrom('position').select('id').where('id', '=', POSITION.dutyDispatcher).executeTakeFirst();
    expect(still).toBeDefined();
  });
});
