import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG, POSITION } from '../../../server/src/seed/demo-organisation';
import { ROLE } from '../../../server/src/seed/demo-people';
import { createDemoAdminApp, type DemoAdminContext } from '../organize/organize-fixture';

let ctx: DemoAdminContext;
beforeAll(async () => {
  ctx = await createDemoAdminApp();
});
afterAll(async () => {
  await ctx.close();
});

interface Listed {
  account: string;
  roleId?: string;
  roleIds?: string[];
}

describe('the user list filtered by role and position', () => {
  it('keeps the holders of a role, with roleId as comma text beside roleIds', async () => {
    const engineers = await ctx.as<{ list: Listed[] }>('admin', {
      method: 'GET',
      url: '/api/permission/Users',
      query: { roleId: ROLE.engineer },
    });
    expect(engineers.data.list.map((user) => user.account).sort()).toEqual(['engineer01', 'engineer02']);
    expect(engineers.data.list[0]?.roleId).toBe(engineers.data.list[0]?.roleIds?.join(','));
    const dispatchers = await ctx.as<{ list: Listed[] }>('admin', {
      method: 'GET',
      url: '/api/permission/Users',
      query: { positionId: POSITION.dutyDispatcher, roleId: ROLE.dutyOfficer },
    });
    expect(dispatchers.data.list.map((user) => user.account).sort()).toEqual(['duty01', 'duty02', 'duty03']);
  });
});

describe('selectors', () => {
  it("answers /Users/All, the lazy organisation level and a role's holders in a unit", async () => {
    const all = await ctx.as<{ list: { type: string }[] }>('engineer', { method: 'GET', url: '/api/permission/Users/All' });
    expect(all.data.list.length).toBeGreaterThan(5);
    expect(new Set(all.data.list.map((item) => item.type))).toEqual(new Set(['user']));
    const top = await ctx.as<{ list: { id: string }[] }>('engineer', { method: 'GET', url: '/api/permission/Users/getOrganization' });
    expect(top.data.list.map((item) => item.id)).toContain(ORG.company);
    const byRole = await ctx.as<{ list: { account: string }[] }>('engineer', {
      method: 'GET',
      url: '/api/permission/Users/GetUsersByRoleOrgId',
      query: { roleId: ROLE.engineer, organizeId: ORG.damSafety },
    });
    expect(byRole.data.list.map((user) => user.account)).toEqual(['engineer01']);
  });

  it("answers the caller's subordinates", async () => {
    const token = await import('../current-user/sign-in-as').then(({ signInAs }) => signInAs(ctx, 'usr-duty01'));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/permission/Users/getSubordinates',
      headers: { authorization: token },
      payload: {},
    });
    expect(
      response
        .json()
        .data.list.map((user: { account: string }) => user.account)
        .sort(),
    ).toEqual(['duty02', 'duty03']);
  });
});

describe('POST /deleteUsers', () => {
  it('deletes none when one of them is refused, all otherwise', async () => {
    const refused = await ctx.as('admin', {
      method: 'POST',
      url: '/api/permission/Users/deleteUsers',
      payload: { ids: ['usr-engineer02', 'usr-admin'] },
    });
    expect(refused.code).not.toBe(200);
    const kept = await ctx.database.db.selectFrom('users').select('id').where('id', '=', 'usr-engineer02').executeTakeFirst();
    expect(kept).toBeDefined();
    expect(
      (await ctx.as('engineer', { method: 'POST', url: '/api/permission/Users/deleteUsers', payload: { ids: ['usr-engineer02'] } })).code,
    ).toBe(403);
    const done = await ctx.as('admin', { method: 'POST', url: '/api/permission/Users/deleteUsers', payload: { ids: ['usr-engineer02'] } });
    expect(done.code).toBe(200);
  });
});
