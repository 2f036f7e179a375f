import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { call, signInAs } from '../current-user/sign-in-as';

// The grants, menus and project access read on every request are cached (db/cached-read.ts); these tests show that
// a change is seen by the very next request, whoever makes it, without waiting for an expiry.

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

type CurrentUserData = { menuList: { enCode: string }[]; permissionList: { modelId: string }[] };

describe('cached access', () => {
  it('a menu granted to a role appears in CurrentUser at once, and goes when the grant is withdrawn', async () => {
    const token = await signInAs(ctx, 'usr-viewer01');
    const menuCodes = async () =>
      ((await call(ctx, 'GET', '/api/oauth/CurrentUser', token)).data as CurrentUserData).menuList.map((menu) => menu.enCode);
    expect(await menuCodes()).not.toContain('system');
    // A directory shows only with a granted page under it.
    const menus = await ctx.database.db.selectFrom('menu').select('id').where('enCode', 'in', ['system', 'system.user']).execute();
    await ctx.database.db
      .insertInto('roleGrant')
      .values(menus.map((menu) => ({ roleId: 'role-viewer', itemKind: 'menu' as const, itemId: menu.id })))
      .execute();
    expect(await menuCodes()).toContain('system');
    await ctx.database.db
      .deleteFrom('roleGrant')
      .where('roleId', '=', 'role-viewer')
      .where(
        'itemId',
        'in',
        menus.map((menu) => menu.id),
      )
      .execute();
    expect(await menuCodes()).not.toContain('system');
  });

  it('a page right given to a role opens its list at once, and closes it when taken back', async () => {
    const token = await signInAs(ctx, 'usr-duty01');
    const usersPage = () => call(ctx, 'GET', '/api/permission/Users?currentPage=1&pageSize=20', token);
    expect((await usersPage()).code).toBe(403);
    const menus = await ctx.database.db.selectFrom('menu').select('id').where('enCode', 'in', ['system', 'system.user']).execute();
    await ctx.database.db
      .insertInto('roleGrant')
      .values(menus.map((menu) => ({ roleId: 'role-duty-officer', itemKind: 'menu' as const, itemId: menu.id })))
      .execute();
    expect((await usersPage()).code).toBe(200);
    await ctx.database.db.deleteFrom('userRole').where('userId', '=', 'usr-duty01').execute();
    expect((await usersPage()).code).toBe(403);
  });

  it('a user taken out of a project stops seeing its points at once', async () => {
    const token = await signInAs(ctx, 'usr-viewer01');
    const projectList = async () => {
      const answer = await call(ctx, 'GET', '/api/deploy/monitoringPointManagement/list', token);
      return new Set(((answer.data as { list: { projectId: string }[] }).list ?? []).map((point) => point.projectId));
    };
    expect(await projectList()).toEqual(new Set(['prj-qingshui-dam']));
    await ctx.database.db.deleteFrom('projectMember').where('userId', '=', 'usr-viewer01').execute();
    expect(await projectList()).toEqual(new Set());
  });
});
