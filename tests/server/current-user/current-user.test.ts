import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, MenuNode } from '../../../server/src/auth/current-user';
import { createTestApp, type TestContext } from '../support/test-app';
import { call, signInAs } from './sign-in-as';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

async function currentUser(ctx: TestContext, token: string): Promise<CurrentUser> {
  const body = await call(ctx, 'GET', `/api/oauth/CurrentUser?_t=${Date.now()}`, token);
  expect(body.code).toBe(200);
  return body.data as CurrentUser;
}

describe('GET /api/oauth/CurrentUser', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 602 without a token or with an unknown one', async () => {
    expect((await call(ctx, 'GET', '/api/oauth/CurrentUser')).code).toBe(602);
    expect((await call(ctx, 'GET', '/api/oauth/CurrentUser', 'bearer not-a-real-token-at-all-000000')).code).toBe(602);
  });

  it('gives the administrator the whole menu tree, sorted, with every contract field', async () => {
    const data = await currentUser(ctx, await signInAs(ctx, 'usr-admin'));
    expect(Object.keys(data).sort()).toEqual(['menuList', 'permissionList', 'sysConfigInfo', 'userInfo']);
    expect(data.menuList.map((m) => m.enCode)).toEqual(['home', 'monitoring', 'workOrder', 'system', 'links']);

    const all = flatten(data.menuList);
    // 35, and the recurring-tasks and job-class pages of work orders (issue 14).
    expect(all).toHaveLength(37);
    expect(new Set(all.map((m) => m.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    for (const node of all) {
      expect(Object.keys(node).sort()).toEqual([
        'children',
        'enCode',
        'fullName',
        'hasChildren',
        'hidden',
        'icon',
        'id',
        'linkTarget',
        'parentId',
        'projectType',
        'propertyJson',
        'sortCode',
        'type',
        'urlAddress',
      ]);
      expect(node.hasChildren).toBe(node.children.length > 0);
      expect(() => JSON.parse(node.propertyJson)).not.toThrow();
      const sorts = node.children.map((c) => c.sortCode);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      for (const child of node.children) expect(child.parentId).toBe(node.id);
    }
    const monitoring = data.menuList.find((m) => m.enCode === 'monitoring');
    expect(monitoring?.children.map((m) => m.enCode)).toEqual([
      'monitoring.alarms',
      'monitoring.seepage',
      'monitoring.displacement',
      'monitoring.weather',
      'monitoring.cockpit',
      'monitoring.bigScreen',
    ]);
    expect(all.find((m) => m.enCode === 'monitoring.cockpit')).toMatchObject({ hidden: 1, type: 2, urlAddress: 'cockpit' });
    expect(all.find((m) => m.type === 3)?.urlAddress).toBe('model/workOrder.damInspection');
    expect(JSON.parse(all.find((m) => m.type === 3)?.propertyJson ?? '{}')).toMatchObject({ moduleId: 'form-dam-inspection', isTree: 0 });
  });

  it('describes the administrator and the site', async () => {
    const { userInfo, sysConfigInfo, permissionList } = await currentUser(ctx, await signInAs(ctx, 'usr-admin'));
    expect(userInfo).toEqual({
      userId: 'usr-admin',
      userAccount: 'admin',
      userName: '林志远',
      headIcon: '',
      organizeId: 'org-lanjiang',
      organizeName: '澜江水务集团',
      departmentId: 'dept-it',
      departmentName: '信息中心',
      positionId: 'pos-sys-admin',
      positionName: '系统管理员',
      roleIds: ['role-administrator'],
      roleName: '系统管理员',
      isAdministrator: true,
      manager: null,
      mobilePhone: '13600571001',
      email: 'admin@lanjiang-water.cn',
      portalId: '',
      systemId: 'sluice',
      prevLogin: 0,
      prevLoginTime: null,
      prevLoginIPAddress: null,
      prevLoginIPAddressName: null,
      language: 'zh_CN',
      theme: 'classic',
    });
    expect(sysConfigInfo).toMatchObject({ title: 'Sluice', sysVersion: 'V3.3', menuStyle: '1', drawerStyle: '1', runningMode: '111' });
    const alarms = permissionList.find((p) => p.moduleName === '告警中心');
    expect(alarms?.modelId).toBe('menu-monitoring-alarms');
    expect(alarms?.button.map((b) => b.enCode)).toEqual(['btn_ack', 'btn_detail', 'btn_export', 'btn_edit', 'btn_soundLight']);
    expect(alarms?.column.map((c) => c.enCode)).toContain('pointName');
    expect(alarms?.button[0]).toEqual({ id: expect.any(String), enCode: 'btn_ack', fullName: '确认告警' });
    const users = permissionList.find((p) => p.modelId === 'menu-system-user');
    expect(users?.form.map((f) => f.enCode)).toContain('roleIds');
    expect(permissionList.find((p) => p.modelId === 'menu-workOrder-list')?.resource.map((r) => r.enCode)).toEqual([
      'data_all',
      'data_project',
    ]);
    // Directories are not pages: they carry no permission entry.
    expect(permissionList.some((p) => p.modelId === 'menu-monitoring')).toBe(false);
  });

  it('names the direct supervisor as name/account, and nobody once they are removed', async () => {
    const { db } = ctx.database;
    await db.updateTable('users').set({ managerId: 'usr-duty01' }).where('id', '=', 'usr-viewer01').execute();
    const token = await signInAs(ctx, 'usr-viewer01');
    expect((await currentUser(ctx, token)).userInfo.manager).toBe('王海涛/duty01');
    await db.updateTable('users').set({ managerId: 'usr-gone' }).where('id', '=', 'usr-viewer01').execute();
    expect((await currentUser(ctx, token)).userInfo.manager).toBeNull();
    await db.updateTable('users').set({ managerId: null }).where('id', '=', 'usr-viewer01').execute();
  });

  it('gives a viewer fewer menus and nothing but the view button', async () => {
    const data = await currentUser(ctx, await signInAs(ctx, 'usr-viewer01'));
    expect(data.menuList.map((m) => m.enCode)).toEqual(['home', 'monitoring', 'workOrder']);
    expect(data.menuList.find((m) => m.enCode === 'workOrder')?.children.map((m) => m.enCode)).toEqual([
      'workOrder.list',
      'workOrder.statistics',
    ]);
    const buttons = new Set(data.permissionList.flatMap((p) => p.button.map((b) => b.enCode)));
    expect([...buttons]).toEqual(['btn_detail']);
    expect(data.permissionList.find((p) => p.modelId === 'menu-workOrder-list')?.resource.map((r) => r.enCode)).toEqual(['data_project']);
    expect(data.userInfo).toMatchObject({ userAccount: 'viewer01', isAdministrator: false, roleIds: ['role-viewer'], roleName: '访客' });
  });

  it('lets a duty officer acknowledge alarms but not delete work orders or administer', async () => {
    const data = await currentUser(ctx, await signInAs(ctx, 'usr-duty01'));
    expect(data.menuList.map((m) => m.enCode)).toEqual(['home', 'monitoring', 'workOrder', 'links']);
    const entry = (modelId: string) => data.permissionList.find((p) => p.modelId === modelId);
    expect(entry('menu-monitoring-alarms')?.button.map((b) => b.enCode)).toContain('btn_ack');
    expect(entry('menu-workOrder-list')?.button.map((b) => b.enCode)).toEqual(['btn_add', 'btn_edit', 'btn_detail', 'btn_export']);
  });

  it('unites the grants of every role a person holds', async () => {
    await ctx.database.db.insertInto('userRole').values({ userId: 'usr-viewer02', roleId: 'role-engineer' }).execute();
    const data = await currentUser(ctx, await signInAs(ctx, 'usr-viewer02'));
    expect(data.userInfo).toMatchObject({ roleIds: ['role-engineer', 'role-viewer'], roleName: '工程师,访客' });
    expect(data.menuList.map((m) => m.enCode)).toEqual(['home', 'monitoring', 'workOrder', 'system', 'links']);
    const buttons = (modelId: string) => data.permissionList.find((p) => p.modelId === modelId)?.button.map((b) => b.enCode);
    expect(buttons('menu-system-user')).toEqual(['btn_detail']);
    expect(buttons('menu-workOrder-list')).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_export']);
  });

  it('gives a person without any role an empty menu (the console then says the permissions are insufficient)', async () => {
    const data = await currentUser(ctx, await signInAs(ctx, 'usr-viewer01'));
    expect(data.menuList.length).toBeGreaterThan(0);
    await ctx.database.db.deleteFrom('userRole').where('userId', '=', 'usr-viewer01').execute();
    const bare = await currentUser(ctx, await signInAs(ctx, 'usr-viewer01'));
    expect(bare).toMatchObject({ menuList: [], permissionList: [], userInfo: { roleIds: [], roleName: '', userAccount: 'viewer01' } });
  });

  it('gives administrators everything even without grants, and hides disabled menus and emptied directories', async () => {
    const db = ctx.database.db;
    await db.deleteFrom('roleGrant').where('roleId', '=', 'role-administrator').execute();
    await db
      .updateTable('menu')
      .set({ enabledMark: 0 })
      .where('enCode', 'in', ['links.embedded', 'links.mwr', 'monitoring.weather'])
      .execute();
    try {
      const admin = await currentUser(ctx, await signInAs(ctx, 'usr-admin'));
      expect(admin.menuList.map((m) => m.enCode)).toEqual(['home', 'monitoring', 'workOrder', 'system']);
      expect(flatten(admin.menuList).some((m) => m.enCode === 'monitoring.weather')).toBe(false);
      expect(admin.permissionList.some((p) => p.modelId === 'menu-monitoring-weather')).toBe(false);
      expect(admin.permissionList.find((p) => p.modelId === 'menu-system-user')?.button.length).toBeGreaterThan(4);
    } finally {
      await db.updateTable('menu').set({ enabledMark: 1 }).execute();
    }
  });

  it('reports the previous successful login, never the current one or a failed attempt', async () => {
    const db = ctx.database.db;
    const t0 = Date.now() - 3 * 3_600_000;
    const t1 = t0 + 3_600_000;
    const log = (id: string, at: number, success: number, ipAddress: string) =>
      db
        .insertInto('loginLog')
        .values({ id, userId: 'usr-duty02', account: 'duty02', at, ipAddress, place: '浙江省杭州市', method: 'password', success })
        .execute();

    // First ever sign-in: its own log row carries the session's timestamp.
    await log('log-1', t0, 1, '10.1.1.1');
    const first = await signInAs(ctx, 'usr-duty02', t0);
    expect((await currentUser(ctx, first)).userInfo).toMatchObject({ prevLogin: 0, prevLoginTime: null, prevLoginIPAddress: null });

    // A failed attempt, then a second successful sign-in.
    await log('log-2', t0 + 60_000, 0, '203.0.113.9');
    await log('log-3', t1, 1, '10.1.1.2');
    const second = await signInAs(ctx, 'usr-duty02', t1);
    expect((await currentUser(ctx, second)).userInfo).toMatchObject({
      prevLogin: 1,
      prevLoginTime: t0,
      prevLoginIPAddress: '10.1.1.1',
      prevLoginIPAddressName: '浙江省杭州市',
    });
    // The first session still has no earlier login.
    expect((await currentUser(ctx, first)).userInfo.prevLogin).toBe(0);
  });

  it('refuses a disabled account with 601', async () => {
    const token = await signInAs(ctx, 'usr-duty03');
    expect((await call(ctx, 'GET', '/api/oauth/CurrentUser', token)).code).toBe(601);
  });
});
