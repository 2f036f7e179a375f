import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';
import { dataScopeOf } from '../../../server/src/shell/data-scope';
import { api, demoMenu } from './authority-fixture';

interface Grants {
  module: string[];
  button: string[];
  column: string[];
  form: string[];
  dataScope: Record<string, string>;
}
interface TreeMenu {
  id: string;
  enCode: string;
  button: { id: string; enCode: string }[];
  maxDataScope: string;
  children: TreeMenu[];
}
interface MenuNode {
  enCode: string;
  children: MenuNode[];
}

let ctx: TestContext;
let admin: string;
let engineer: string;
let clerk: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, 'usr-admin');
  engineer = await signInAs(ctx, 'usr-engineer01');
  clerk = await signInAs(ctx, 'usr-viewer02');
});
afterAll(async () => {
  await ctx.close();
});

const flatten = (nodes: { children: unknown[] }[]): unknown[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children as { children: unknown[] }[])]);
const grantsOf = (objectType: string, objectId: string, token = admin) =>
  api<Grants & { tree: TreeMenu[] }>(ctx, token, 'GET', `/api/permission/Authority/Data/${objectId}?objectType=${objectType}`);
const menuCodes = async (token: string) => {
  const current = await api<{ menuList: MenuNode[] }>(ctx, token, 'GET', '/api/oauth/CurrentUser');
  return (flatten(current.data?.menuList ?? []) as MenuNode[]).map((menu) => menu.enCode);
};
const emptyGrants = (objectType: string): Grants & { objectType: string } => ({
  objectType,
  module: [],
  button: [],
  column: [],
  form: [],
  dataScope: {},
});

describe('GET /api/permission/Authority/Data/{objectId}', () => {
  it("answers an object's grants and the tree the caller may grant", async () => {
    const patrol = await demoMenu(ctx, 'workOrder.riverPatrol');
    const workOrders = await demoMenu(ctx, 'workOrder.list');
    const position = await grantsOf('Position', 'pos-patrol-leader');
    expect(position.code).toBe(200);
    expect(position.data?.module).toContain(patrol.id);
    expect(position.data?.button).toEqual(['btn_add', 'btn_detail', 'btn_edit'].map((code) => patrol.elements[`button:${code}`]).sort());
    expect(position.data?.dataScope).toEqual({ [workOrders.id]: 'departmentAndBelow' });
    const tree = flatten(position.data?.tree ?? []) as TreeMenu[];
    expect(tree.find((menu) => menu.enCode === 'system.role')).toMatchObject({
      maxDataScope: 'all',
      button: expect.arrayContaining([expect.objectContaining({ enCode: 'btn_add' })]),
    });
    expect((await grantsOf('Position', 'nobody')).code).toBe(404);
    expect((await grantsOf('Position', 'pos-patrol-leader', clerk)).code).toBe(403);
  });
});

describe('effective rights', () => {
  it('are the union over roles, position, units, the user and groups, and follow a change at once', async () => {
    // 河道巡查队 (his department) lets the patrol officer export alarms; his role (viewer) holds only the view button.
    const officer = await api<{ permissionList: { modelId: string; button: { enCode: string }[] }[] }>(
      ctx,
      await signInAs(ctx, 'usr-patrol01-sub01'),
      'GET',
      '/api/oauth/CurrentUser',
    );
    const alarms = officer.data?.permissionList.find((entry) => entry.modelId === 'menu-monitoring-alarms');
    expect(alarms?.button.map((button) => button.enCode)).toContain('btn_export');
    expect((await api(ctx, clerk, 'GET', '/api/permission/Role')).code).toBe(403);
    const roles = await demoMenu(ctx, 'system.role');
    const saved = await api(ctx, admin, 'PUT', '/api/permission/Authority/Data/usr-viewer02', {
      ...emptyGrants('User'),
      module: [roles.id],
    });
    expect(saved.code).toBe(200);
    // The directory above the page came with it.
    expect((await grantsOf('User', 'usr-viewer02')).data?.module).toEqual([roles.id, 'menu-system'].sort());
    expect(await menuCodes(clerk)).toContain('system.role');
    expect((await api(ctx, clerk, 'GET', '/api/permission/Role')).code).toBe(200);
    expect(
      (await api(ctx, clerk, 'POST', '/api/permission/Role', { fullName: 'x', enCode: 'x', globalMark: 1, enabledMark: 1 })).code,
    ).toBe(403);

    // A group's grants reach its members, and stop when the group is switched off.
    const group = await api<{ id: string }>(ctx, admin, 'POST', '/api/permission/Group', {
      fullName: '档案组',
      enCode: 'records',
      enabledMark: 1,
    });
    const groupId = group.data?.id ?? '';
    await api(ctx, admin, 'POST', `/api/permission/Group/${groupId}/Members`, { userIds: ['usr-viewer02'] });
    await api(ctx, admin, 'PUT', `/api/permission/Authority/Data/${groupId}`, {
      ...emptyGrants('Group'),
      module: [roles.id],
      button: [roles.elements['button:btn_add'] ?? ''],
    });
    expect(
      (await api(ctx, clerk, 'POST', '/api/permission/Role', { fullName: '档案员', enCode: 'archivist', globalMark: 1, enabledMark: 1 }))
        .code,
    ).toBe(200);
    await api(ctx, admin, 'PUT', `/api/permission/Group/${groupId}`, { fullName: '档案组', enCode: 'records', enabledMark: 0 });
    expect(
      (await api(ctx, clerk, 'POST', '/api/permission/Role', { fullName: '档案员二', enCode: 'archivist2', globalMark: 1, enabledMark: 1 }))
        .code,
    ).toBe(403);
  });
});

describe('PUT /api/permission/Authority/Data/{objectId}', () => {
  it('refuses a granter more than he holds, naming it, and changes nothing', async () => {
    const positions = await demoMenu(ctx, 'system.position');
    const roles = await demoMenu(ctx, 'system.role');
    const users = await demoMenu(ctx, 'system.user');
    // The engineer may grant on the position page (btn_authorize given to him alone); he holds system pages with the
    // view button only, and 'organization' on the user page.
    await ctx.database.db
      .insertInto('authorityGrant')
      .values({
        objectType: 'User',
        objectId: 'usr-engineer01',
        itemKind: 'button',
        itemId: positions.elements['button:btn_authorize'] ?? '',
      })
      .execute();
    const before = await grantsOf('Position', 'pos-records-clerk');
    const beyond = await api(ctx, engineer, 'PUT', '/api/permission/Authority/Data/pos-records-clerk', {
      ...emptyGrants('Position'),
      module: [roles.id],
      button: [roles.elements['button:btn_detail'], roles.elements['button:btn_add']],
    });
    expect(beyond).toMatchObject({ code: 403, msg: 'You cannot grant rights you do not hold yourself: 角色管理/新增' });
    const wider = await api(ctx, engineer, 'PUT', '/api/permission/Authority/Data/pos-records-clerk', {
      ...emptyGrants('Position'),
      module: [users.id],
      dataScope: { [users.id]: 'all' },
    });
    expect(wider.code).toBe(403);
    expect(wider.msg).toContain('All data');
    expect((await grantsOf('Position', 'pos-records-clerk')).data).toEqual(before.data);

    const within = await api(ctx, engineer, 'PUT', '/api/permission/Authority/Data/pos-records-clerk', {
      ...emptyGrants('Position'),
      module: [users.id],
      button: [users.elements['button:btn_detail']],
      dataScope: { [users.id]: 'organization' },
    });
    expect(within.code).toBe(200);
    // Not on the user page of his own: the engineer may not grant to users.
    expect((await api(ctx, engineer, 'PUT', '/api/permission/Authority/Data/usr-viewer01', emptyGrants('User'))).code).toBe(403);
  });

  it('refuses unknown ids and elements whose menu is not granted', async () => {
    const roles = await demoMenu(ctx, 'system.role');
    expect(
      (await api(ctx, admin, 'PUT', '/api/permission/Authority/Data/role-viewer', { ...emptyGrants('Role'), module: ['menu-nothing'] }))
        .code,
    ).toBe(401);
    expect(
      (await api(ctx, admin, 'PUT', '/api/permission/Authority/Data/role-viewer', { ...emptyGrants('Role'), button: [roles.id] })).code,
    ).toBe(401);
    const orphan = await api(ctx, admin, 'PUT', '/api/permission/Authority/Data/role-viewer', {
      ...emptyGrants('Role'),
      button: [roles.elements['button:btn_add']],
    });
    expect(orphan).toMatchObject({ code: 401, msg: '角色管理/新增 belongs to a menu that is not granted' });
    expect(
      (await api(ctx, admin, 'PUT', '/api/permission/Authority/Data/role-viewer', { ...emptyGrants('Role'), objectType: 'Team' })).code,
    ).toBe(401);
  });
});

describe('data scopes', () => {
  it('take the widest grant, measured from the user\u2019s own department, and narrow the user directory', async () => {
    const users = await demoMenu(ctx, 'system.user');
    const db = ctx.database.db;
    expect(await dataScopeOf(db, 'usr-admin', 'system.user')).toEqual({ scope: 'all', userId: 'usr-admin', organizeIds: [] });
    expect((await dataScopeOf(db, 'usr-engineer01', 'system.user')).scope).toBe('organization');
    expect(await dataScopeOf(db, 'usr-duty01', 'system.user')).toEqual({ scope: 'self', userId: 'usr-duty01', organizeIds: [] });

    // The records clerk (信息中心) gets the user page with his department's people only.
    await api(ctx, admin, 'PUT', '/api/permission/Authority/Data/usr-viewer01', {
      ...emptyGrants('User'),
      module: [users.id],
      dataScope: { [users.id]: 'department' },
    });
    const viewer = await signInAs(ctx, 'usr-viewer01');
    const listed = await api<{ list: { id: string }[] }>(ctx, viewer, 'GET', '/api/permission/Users?pageSize=100');
    expect(listed.data?.list.map((user) => user.id).sort()).toEqual(['usr-engineer01', 'usr-viewer01']);
    const all = await api<{ list: { id: string }[] }>(ctx, engineer, 'GET', '/api/permission/Users?pageSize=100');
    expect(all.data?.list.length).toBeGreaterThan(5);
    // Nothing wider held anywhere: 'self', and people have no creator, so the directory is empty.
    await api(ctx, admin, 'PUT', '/api/permission/Authority/Data/usr-viewer01', { ...emptyGrants('User'), module: [users.id] });
    expect((await api<{ list: unknown[] }>(ctx, viewer, 'GET', '/api/permission/Users')).data?.list).toEqual([]);
  });
});
