import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG } from '../../../server/src/seed/demo-organisation';
import { dataScopeOf } from '../../../server/src/shell/data-scope';
import { DEMO_USER, createDemoAdminApp, type DemoAdminContext } from './organize-fixture';

interface IdNode {
  id: string;
  children?: IdNode[];
}
const flatIds = (nodes: IdNode[]): string[] => nodes.flatMap((node) => [node.id, ...flatIds(node.children ?? [])]);

let ctx: DemoAdminContext;
beforeAll(async () => {
  ctx = await createDemoAdminApp();
});
afterAll(async () => {
  await ctx.close();
});

const unit = (extra: Record<string, unknown>) => ({ parentId: ORG.company, fullName: '水文站', enCode: 'SWZ', enabledMark: 1, ...extra });

async function unitRow(id: string) {
  return ctx.database.db.selectFrom('organize').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('organisations and departments: create, read, edit, move, delete', () => {
  it('creates a department, reads it back with the JNPF fields, moves it and deletes it', async () => {
    const created = await ctx.as<{ id: string }>('admin', {
      method: 'POST',
      url: `/api/permission/Organize/${ORG.company}/Department`,
      payload: unit({ managerId: 'usr-duty01', sortCode: 60, description: '水文监测' }),
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id;

    const info = await ctx.as('admin', { method: 'GET', url: `/api/permission/Organize/Department/${id}` });
    expect(info.data).toMatchObject({
      id,
      parentId: ORG.company,
      category: 'department',
      fullName: '水文站',
      enCode: 'SWZ',
      managerId: 'usr-duty01',
      managerName: '王海涛/duty01',
      description: '水文监测',
      organizeIdTree: [ORG.company, id],
      organizeName: '澜江水务集团/水文站',
      lastModifyTime: null,
    });

    const moved = await ctx.as('admin', {
      method: 'PUT',
      url: `/api/permission/Organize/Department/${id}`,
      payload: unit({ id, parentId: ORG.damSafety, fullName: '水文组' }),
    });
    expect(moved.code).toBe(200);
    const after = await ctx.as<{ organizeIdTree: string[]; lastModifyTime: number }>('admin', {
      method: 'GET',
      url: `/api/permission/Organize/${id}`,
    });
    expect(after.data.organizeIdTree).toEqual([ORG.company, ORG.damSafety, id]);
    expect(after.data.lastModifyTime).toBeGreaterThan(0);

    const list = await ctx.as<{ list: { id: string; parentName: string }[]; pagination: { total: number } }>('admin', {
      method: 'GET',
      url: `/api/permission/Organize/${ORG.company}/Department`,
      query: { keyword: '水文' },
    });
    expect(list.data.list).toEqual([expect.objectContaining({ id, parentName: '澜江水务集团/大坝安全部' })]);

    expect((await ctx.as('admin', { method: 'DELETE', url: `/api/permission/Organize/Department/${id}` })).code).toBe(200);
    expect(await unitRow(id)).toBeUndefined();
  });

  it('creates a company at the root and lists it in the management tree', async () => {
    const created = await ctx.as<{ id: string }>('admin', {
      method: 'POST',
      url: '/api/permission/Organize',
      payload: unit({ parentId: '-1', category: 'company', fullName: '青山水电', enCode: 'QSSD' }),
    });
    expect(created.code).toBe(200);
    const tree = await ctx.as<{ list: { id: string; creatorTime: number }[] }>('admin', { method: 'GET', url: '/api/permission/Organize' });
    expect(tree.data.list.map((node) => node.id)).toContain(created.data.id);
  });
});

describe('refusals change nothing', () => {
  it('refuses a duplicate code, naming the unit that holds it', async () => {
    const answer = await ctx.as('admin', {
      method: 'POST',
      url: '/api/permission/Organize',
      payload: unit({ enCode: 'LJSW', category: 'department' }),
    });
    expect(answer).toMatchObject({ code: 400, msg: '编码 LJSW 已被“澜江水务集团”使用' });
  });

  it('refuses a code outside the code pattern and a name with special characters', async () => {
    expect((await ctx.as('admin', { method: 'POST', url: '/api/permission/Organize', payload: unit({ enCode: '.bad' }) })).msg).toBe(
      '编码只能输入英文、数字、小数点、连字符和下划线，且首尾须为英文或数字',
    );
    expect((await ctx.as('admin', { method: 'POST', url: '/api/permission/Organize', payload: unit({ fullName: 'a/b' }) })).msg).toBe(
      '名称不能含有特殊符号',
    );
  });

  it('refuses moving a unit under itself or its own department', async () => {
    const self = await ctx.as('admin', {
      method: 'PUT',
      url: `/api/permission/Organize/${ORG.company}`,
      payload: unit({ parentId: ORG.company, enCode: 'LJSW' }),
    });
    expect(self.code).toBe(400);
    const below = await ctx.as('admin', {
      method: 'PUT',
      url: `/api/permission/Organize/${ORG.company}`,
      payload: { parentId: ORG.dispatch, fullName: '澜江水务集团', enCode: 'LJSW', enabledMark: 1 },
    });
    expect(below).toMatchObject({ code: 400 });
    expect((await unitRow(ORG.company))?.parentId).toBe('-1');
  });

  it('refuses deleting a unit with members or with sub-units', async () => {
    const withMembers = await ctx.as('admin', { method: 'DELETE', url: `/api/permission/Organize/Department/${ORG.dispatch}` });
    expect(withMembers.code).toBe(400);
    expect(withMembers.msg).toContain('名成员');
    const withChildren = await ctx.as('admin', {
      method: 'DELETE',
      url: `/api/permission/Organize/${ORG.company}`,
      headers: { 'accept-language': 'en' },
    });
    expect(withChildren.msg).toMatch(/^澜江水务集团 still has \d+ units under it/);
    expect(await unitRow(ORG.dispatch)).toBeDefined();
  });

  it('refuses a company under a department and an unknown parent', async () => {
    const company = await ctx.as('admin', {
      method: 'POST',
      url: '/api/permission/Organize',
      payload: unit({ parentId: ORG.it, category: 'company' }),
    });
    expect(company.code).toBe(400);
    expect((await ctx.as('admin', { method: 'POST', url: '/api/permission/Organize', payload: unit({ parentId: 'nope' }) })).code).toBe(
      404,
    );
  });

  it('refuses writes to someone without the buttons, and unknown fields in the body', async () => {
    expect((await ctx.as('engineer', { method: 'POST', url: '/api/permission/Organize', payload: unit({ enCode: 'X1' }) })).code).toBe(403);
    expect((await ctx.as('engineer', { method: 'DELETE', url: `/api/permission/Organize/${ORG.it}` })).code).toBe(403);
    const extra = await ctx.as('admin', { method: 'POST', url: '/api/permission/Organize', payload: unit({ enCode: 'X2', createdAt: 1 }) });
    expect(extra.code).toBe(401);
  });
});

describe('department selectors', () => {
  it('answers the tree to any signed-in user, projects as leaves on projectSelector', async () => {
    const tree = await ctx.as<{ list: { id: string }[] }>('engineer', {
      method: 'GET',
      url: '/api/permission/Organize/Department/Selector/0',
    });
    expect(tree.data.list.map((node) => node.id)).toContain(ORG.company);
    const projects = await ctx.as<{ list: { children: { id: string; children: { type: string }[] }[] }[] }>('engineer', {
      method: 'GET',
      url: '/api/permission/Organize/Department/projectSelector/0',
    });
    const company = projects.data.list.find((node) => (node as unknown as { id: string }).id === ORG.company);
    const damSafety = company?.children.find((child) => child.id === ORG.damSafety);
    expect(damSafety?.children.map((child) => child.type)).toContain('project');
  });

  it("narrows SelectorByAuth to the caller's data scope", async () => {
    const all = await ctx.as<{ list: unknown[] }>('admin', { method: 'GET', url: '/api/permission/Organize/Department/SelectorByAuth/0' });
    expect(all.data.list.length).toBeGreaterThan(0);
    const own = await ctx.as<{ list: IdNode[] }>('engineer', {
      method: 'GET',
      url: '/api/permission/Organize/Department/SelectorByAuth/0',
    });
    const scope = await dataScopeOf(ctx.database.db, DEMO_USER.engineer, 'system.organize');
    const shown = flatIds(own.data.list);
    const allowed = new Set(scope.scope === 'all' ? shown : [...scope.organizeIds, ORG.company, ORG.damSafety]);
    expect(shown.filter((id) => !allowed.has(id))).toEqual([]);
    expect(shown).toContain(ORG.damSafety);
  });
});
