import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../../server/src/auth/sessions';
import { hasButton } from '../../../server/src/shell/permission-check';
import { menuIdOf } from '../../../server/src/seed/demo-menus';
import { createTestApp, type TestContext } from '../support/test-app';

// Menu management on the demo seed: the tree, type rules, refusals (duplicate code, children, cycle) and rights.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
interface Node {
  id: string;
  enCode: string;
  parentId: string;
  type: number;
  moduleId: string;
  isTree: number;
  children: Node[];
}

let ctx: TestContext;
const tokens = { admin: '', viewer: '', nobody: '' };
const SYSTEM_ID = menuIdOf('system');

async function call<T = unknown>(who: keyof typeof tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: tokens[who], 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
  return response.json<Envelope<T>>();
}

async function tokenOf(userId: string): Promise<string> {
  const session = await issueSession(ctx.database.db, {
    userId,
    ipAddress: '127.0.0.1',
    place: '',
    userAgent: 'vitest',
    origin: 'pc',
    idleMs: 60_000,
  });
  return session.token;
}

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  const base = {
    parentId: null,
    mobilePhone: null,
    email: null,
    organizeId: (await db.selectFrom('organize').select('id').executeTakeFirstOrThrow()).id,
    departmentId: null,
    positionId: null,
    passwordHash: 'x',
    createdAt: 1,
  };
  await db
    .insertInto('users')
    .values([{ ...base, id: 'menu-viewer', account: 'menuviewer', realName: 'Menu Viewer' }])
    .execute();
  await db
    .insertInto('users')
    .values([{ ...base, id: 'menu-nobody', account: 'menunobody', realName: 'Nobody' }])
    .execute();
  await db.insertInto('role').values({ id: 'role-menu-view', enCode: 'menuView', fullName: 'Menu viewer' }).execute();
  await db
    .insertInto('roleGrant')
    .values({ roleId: 'role-menu-view', itemKind: 'menu', itemId: menuIdOf('system.menu') })
    .execute();
  await db.insertInto('userRole').values({ userId: 'menu-viewer', roleId: 'role-menu-view' }).execute();
  tokens.admin = await tokenOf(admin.id);
  tokens.viewer = await tokenOf('menu-viewer');
  tokens.nobody = await tokenOf('menu-nobody');
});

afterAll(() => ctx.close());

describe('menu tree', () => {
  it('answers the whole tree with every type, and a keyword keeps the matches with their ancestors', async () => {
    const all = await call<{ list: Node[] }>('admin', 'GET', '/api/system/Menu');
    expect(all.code).toBe(200);
    const flat = flatten(all.data?.list ?? []);
    expect(flat.find((node) => node.enCode === 'system.menu')?.parentId).toBe(SYSTEM_ID);
    expect(flat.find((node) => node.enCode === 'system.patrolType')).toMatchObject({ type: 4, moduleId: 'dict-patrol-type', isTree: 0 });
    const found = await call<{ list: Node[] }>('admin', 'GET', '/api/system/Menu?keyword=ONLINEUSER');
    expect(found.data?.list.map((node) => node.enCode)).toEqual(['system']);
    expect(flatten(found.data?.list ?? []).map((node) => node.enCode)).toEqual(['system', 'system.onlineUser']);
  });

  it('offers every menu but the edited one and its children as a parent', async () => {
    const selector = await call<{ list: Node[] }>('admin', 'GET', `/api/system/Menu/Selector/${SYSTEM_ID}`);
    const ids = flatten(selector.data?.list ?? []).map((node) => node.id);
    expect(ids).not.toContain(SYSTEM_ID);
    expect(ids).not.toContain(menuIdOf('system.menu'));
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe('menu writes', () => {
  it('creates, reads, edits and deletes a menu; the permission checks see it at once', async () => {
    const created = await call<{ id: string }>('admin', 'POST', '/api/system/Menu', {
      parentId: SYSTEM_ID,
      enCode: 'system.gauges',
      fullName: 'Gauges',
      icon: 'DashboardOutlined',
      type: 3,
      moduleId: 'form-gauges',
      isTree: 1,
      sortCode: 900,
    });
    expect(created).toMatchObject({ code: 200, msg: 'Created' });
    const id = created.data?.id ?? '';
    expect((await call('admin', 'GET', `/api/system/Menu/${id}`)).data).toMatchObject({
      enCode: 'system.gauges',
      type: 3,
      moduleId: 'form-gauges',
      isTree: 1,
      propertyJson: '{"moduleId":"form-gauges","isTree":1}',
      enabledMark: 1,
    });

    const button = await call<{ id: string }>('admin', 'POST', '/api/system/ModuleButton', {
      moduleId: id,
      enCode: 'btn_add',
      fullName: 'Add',
    });
    expect(button.code).toBe(200);
    expect(await hasButton(ctx.database.db, 'menu-viewer', 'system.gauges', 'btn_add')).toBe(false);
    const adminId = (await ctx.database.db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(await hasButton(ctx.database.db, adminId, 'system.gauges', 'btn_add')).toBe(true);

    const edited = await call('admin', 'PUT', `/api/system/Menu/${id}`, {
      parentId: '-1',
      enCode: 'gauges',
      fullName: 'Gauges',
      type: 2,
      urlAddress: 'gauges/list',
      moduleId: '',
      hidden: 1,
    });
    expect(edited.code).toBe(200);
    expect((await call('admin', 'GET', `/api/system/Menu/${id}`)).data).toMatchObject({
      parentId: '-1',
      enCode: 'gauges',
      type: 2,
      urlAddress: 'gauges/list',
      moduleId: '',
      isTree: 1,
      hidden: 1,
      icon: 'DashboardOutlined',
    });

    expect(await call('admin', 'DELETE', `/api/system/Menu/${id}`)).toEqual({ code: 200, msg: 'Deleted' });
    expect((await call('admin', 'GET', `/api/system/Menu/${id}`)).code).toBe(404);
    expect(await ctx.database.db.selectFrom('menuElement').select('id').where('menuId', '=', id).execute()).toEqual([]);
    expect(await hasButton(ctx.database.db, adminId, 'system.gauges', 'btn_add')).toBe(false);
  });

  it('refuses a taken code, a cycle, a menu with children, missing type fields and unknown fields, changing nothing', async () => {
    const before = await call<{ list: Node[] }>('admin', 'GET', '/api/system/Menu');
    expect(await call('admin', 'POST', '/api/system/Menu', { parentId: '-1', enCode: 'system.menu', fullName: 'Again', type: 1 })).toEqual({
      code: 400,
      msg: 'The code system.menu is already used by 菜单管理',
    });
    expect(
      await call('admin', 'PUT', `/api/system/Menu/${SYSTEM_ID}`, {
        parentId: menuIdOf('system.menu'),
        enCode: 'system',
        fullName: 'System',
        type: 1,
      }),
    ).toEqual({ code: 400, msg: 'A menu cannot be placed under itself or under one of its own children' });
    expect((await call('admin', 'DELETE', `/api/system/Menu/${SYSTEM_ID}`)).msg).toMatch(/still has \d+ menus under it/);
    expect((await call('admin', 'POST', '/api/system/Menu', { parentId: '-1', enCode: 'page.x', fullName: 'Page', type: 2 })).code).toBe(
      401,
    );
    expect((await call('admin', 'POST', '/api/system/Menu', { parentId: '-1', enCode: 'form.x', fullName: 'Form', type: 3 })).msg).toBe(
      'Choose the module this menu opens',
    );
    expect((await call('admin', 'POST', '/api/system/Menu', { parentId: '-1', enCode: '.bad', fullName: 'Bad', type: 1 })).code).toBe(401);
    expect(
      (await call('admin', 'POST', '/api/system/Menu', { parentId: 'nowhere', enCode: 'ok.code', fullName: 'Orphan', type: 1 })).code,
    ).toBe(400);
    expect(
      (await call('admin', 'POST', '/api/system/Menu', { parentId: '-1', enCode: 'ok.code', fullName: 'X', type: 1, id: 'mine' })).code,
    ).toBe(401);
    expect((await call<{ list: Node[] }>('admin', 'GET', '/api/system/Menu')).data).toEqual(before.data);
  });

  it('manages elements of each kind and refuses a duplicate code on one menu', async () => {
    const menuId = menuIdOf('system.menu');
    for (const path of ['ModuleButton', 'ModuleColumn', 'ModuleForm', 'ModuleResource']) {
      const created = await call<{ id: string }>('admin', 'POST', `/api/system/${path}`, {
        moduleId: menuId,
        enCode: 'extra_one',
        fullName: 'Extra',
        sortCode: 5,
      });
      expect(created.code).toBe(200);
      expect((await call('admin', 'POST', `/api/system/${path}`, { moduleId: menuId, enCode: 'extra_one', fullName: 'Twice' })).msg).toBe(
        'The code extra_one is already used on this menu',
      );
      const id = created.data?.id ?? '';
      expect((await call('admin', 'PUT', `/api/system/${path}/${id}`, { enCode: 'extra_two', fullName: 'Renamed' })).code).toBe(200);
      const list = await call<{ list: { id: string; enCode: string; sortCode: number }[] }>(
        'admin',
        'GET',
        `/api/system/${path}?moduleId=${menuId}`,
      );
      expect(list.data?.list.find((row) => row.id === id)).toMatchObject({ enCode: 'extra_two', sortCode: 5 });
      expect((await call('admin', 'DELETE', `/api/system/${path}/${id}`)).code).toBe(200);
      expect((await call('admin', 'DELETE', `/api/system/${path}/${id}`)).code).toBe(404);
    }
    const buttons = await call<{ list: { enCode: string }[] }>('admin', 'GET', `/api/system/ModuleButton?moduleId=${menuId}`);
    expect(buttons.data?.list.map((row) => row.enCode)).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail']);
    expect((await call('admin', 'POST', '/api/system/ModuleButton', { moduleId: menuId, enCode: '1bad', fullName: 'Bad' })).code).toBe(401);
    expect((await call('admin', 'POST', '/api/system/ModuleButton', { moduleId: 'nowhere', enCode: 'btn_x', fullName: 'X' })).code).toBe(
      404,
    );
  });
});

describe('menu rights', () => {
  it('lets the menu holder read but not write, and refuses everyone else', async () => {
    expect((await call('viewer', 'GET', '/api/system/Menu')).code).toBe(200);
    expect((await call('viewer', 'GET', `/api/system/ModuleButton?moduleId=${SYSTEM_ID}`)).code).toBe(200);
    const forbidden = { code: 403, msg: 'You do not have permission to do this' };
    expect(await call('viewer', 'POST', '/api/system/Menu', { parentId: '-1', enCode: 'x.y', fullName: 'X', type: 1 })).toEqual(forbidden);
    expect(
      await call('viewer', 'PUT', `/api/system/Menu/${SYSTEM_ID}`, { parentId: '-1', enCode: 'system', fullName: 'X', type: 1 }),
    ).toEqual(forbidden);
    expect(await call('viewer', 'DELETE', `/api/system/Menu/${menuIdOf('system.menu')}`)).toEqual(forbidden);
    expect(await call('viewer', 'POST', '/api/system/ModuleButton', { moduleId: SYSTEM_ID, enCode: 'btn_x', fullName: 'X' })).toEqual(
      forbidden,
    );
    expect(await call('nobody', 'GET', '/api/system/Menu')).toEqual(forbidden);
    expect(await call('nobody', 'GET', `/api/system/Menu/Selector/0`)).toEqual(forbidden);
    expect(await call('nobody', 'GET', `/api/system/ModuleColumn?moduleId=${SYSTEM_ID}`)).toEqual(forbidden);
  });
});
