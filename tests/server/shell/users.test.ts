import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG, USER_COUNT_BULK, createShellTestApp, type ShellTestContext } from './shell-fixture';

const FIXED_USERS = 9;

let ctx: ShellTestContext;
beforeAll(async () => {
  ctx = await createShellTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function listUsers(query: Record<string, string>, who: 'admin' | 'manager' | 'limited' | 'staff' = 'admin') {
  return (await ctx.as(who, { method: 'GET', url: '/api/permission/Users', query: { _t: String(Date.now()), ...query } })).json();
}

describe('GET /api/permission/Users', () => {
  it('pages the directory with names resolved and the total', async () => {
    const body = await listUsers({ currentPage: '1', pageSize: '3' });
    expect(body.code).toBe(200);
    expect(body.data.pagination).toEqual({ currentPage: 1, pageSize: 3, total: FIXED_USERS + USER_COUNT_BULK });
    expect(body.data.list.map((row: { account: string }) => row.account)).toEqual(['admin', 'manager01', 'limited01']);
    expect(body.data.list[0]).toMatchObject({
      id: 'u-admin',
      realName: '林志远',
      mobilePhone: '13600571001',
      email: '',
      organizeId: ORG.a,
      organizeName: '澜江水务',
      departmentName: '调度中心',
      positionName: '值班调度员',
      enabledMark: 1,
      createdAt: 1_700_000_000_000,
      headIcon: '',
    });
    expect(body.data.list[1].roleName).toBe('用户管理员,普通员工');
  });

  it('answers up to 500 rows a page and refuses more', async () => {
    const first = await listUsers({ currentPage: '1', pageSize: '500' });
    expect(first.data.list).toHaveLength(500);
    const second = await listUsers({ currentPage: '2', pageSize: '500' });
    expect(second.data.list).toHaveLength(FIXED_USERS + USER_COUNT_BULK - 500);
    const ids = new Set([...first.data.list, ...second.data.list].map((row: { id: string }) => row.id));
    expect(ids.size).toBe(FIXED_USERS + USER_COUNT_BULK);
    const tooMany = await listUsers({ pageSize: '501' });
    expect(tooMany.code).toBe(401);
    expect(tooMany.msg).toBe('pageSize is out of range');
  });

  it('searches account, name and mobile, case-insensitively and with % taken literally', async () => {
    expect((await listUsers({ keyword: 'MANAGER' })).data.list.map((row: { id: string }) => row.id)).toEqual(['u-manager']);
    expect((await listUsers({ keyword: '建国' })).data.list.map((row: { id: string }) => row.id)).toEqual(['u-staff']);
    expect((await listUsers({ keyword: '7126630' })).data.list.map((row: { id: string }) => row.id)).toEqual(['u-limited']);
    expect((await listUsers({ keyword: '%' })).data.list.map((row: { id: string }) => row.id)).toEqual(['u-percent']);
    expect((await listUsers({ keyword: 'pct_1' })).data.list.map((row: { id: string }) => row.id)).toEqual(['u-percent']);
    const bulk = await listUsers({ keyword: 'bulk05', pageSize: '50' });
    expect(bulk.data.pagination.total).toBe(10);
  });

  it('filters by an organisation and everything below it', async () => {
    const dam = await listUsers({ organizeId: ORG.dam });
    expect(dam.data.list.map((row: { id: string }) => row.id).sort()).toEqual(['u-limited', 'u-staff']);
    const company = await listUsers({ organizeId: ORG.a, pageSize: '50' });
    expect(company.data.pagination.total).toBe(7);
    expect((await listUsers({ organizeId: 'no-such-org' })).code).toBe(404);
  });

  it('sorts only by allowed fields', async () => {
    const byAccount = await listUsers({ sidx: 'account', sort: 'desc', pageSize: '2' });
    expect(byAccount.data.list.map((row: { account: string }) => row.account)).toEqual(['staff01', 'pct_100']);
    const refused = await listUsers({ sidx: 'passwordHash' });
    expect(refused.code).toBe(401);
    expect(refused.msg).toContain('sidx must be one of');
    expect((await listUsers({ sort: 'sideways' })).code).toBe(401);
  });

  it('is refused to people without the user-management page', async () => {
    const refused = await listUsers({}, 'staff');
    expect(refused).toMatchObject({ code: 403 });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/permission/Users' });
    expect(anonymous.json().code).toBe(602);
  });

  it('leaves out the columns a role is not granted, and does not search or sort by them', async () => {
    const body = await listUsers({ keyword: '李静' }, 'limited');
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({ account: 'limited01', realName: '李静' });
    expect(body.data.list[0]).not.toHaveProperty('mobilePhone');
    expect(body.data.list[0]).not.toHaveProperty('email');
    expect((await listUsers({ keyword: '7126630' }, 'limited')).data.list).toEqual([]);
    expect((await listUsers({ sidx: 'mobilePhone' }, 'limited')).code).toBe(401);
    expect((await listUsers({ keyword: '7126630' }, 'manager')).data.list[0].mobilePhone).toBe('13957126630');
  });
});

describe('GET /api/permission/Users/{id}', () => {
  it('answers one user to the user manager, and people their own record', async () => {
    const other = (await ctx.as('manager', { method: 'GET', url: '/api/permission/Users/u-staff' })).json();
    expect(other).toMatchObject({ code: 200, data: { id: 'u-staff', departmentName: '监测组', mobilePhone: '18757139902' } });
    const self = (await ctx.as('staff', { method: 'GET', url: '/api/permission/Users/u-staff' })).json();
    expect(self).toMatchObject({ code: 200, data: { id: 'u-staff', roleName: '普通员工' } });
    expect((await ctx.as('staff', { method: 'GET', url: '/api/permission/Users/u-manager' })).json().code).toBe(403);
    expect((await ctx.as('admin', { method: 'GET', url: '/api/permission/Users/nobody' })).json().code).toBe(404);
  });
});

describe('POST /api/permission/Users/getUserList', () => {
  it('answers the chosen users as tree items in the order asked, dropping unknown ids', async () => {
    const body = (
      await ctx.as('staff', {
        method: 'POST',
        url: '/api/permission/Users/getUserList',
        payload: { userId: ['u-b', 'ghost', 'u-staff', 'u-b'] },
      })
    ).json();
    expect(body.code).toBe(200);
    expect(body.data.list).toEqual([
      expect.objectContaining({
        id: 'u-b',
        fullName: 'Alice Field/field01',
        type: 'user',
        isLeaf: true,
        hasChildren: false,
        organize: 'Alpha Hydro/Field team',
      }),
      expect.objectContaining({ id: 'u-staff', fullName: '张建国/staff01', organize: '澜江水务/大坝安全部/监测组' }),
    ]);
    const bad = (await ctx.as('staff', { method: 'POST', url: '/api/permission/Users/getUserList', payload: { ids: ['u-b'] } })).json();
    expect(bad).toEqual({ code: 401, msg: 'userId is required' });
  });
});

describe('GET /api/permission/Users/Selector', () => {
  it('answers the enabled organisation with enabled users as leaves', async () => {
    const body = (await ctx.as('staff', { method: 'GET', url: '/api/permission/Users/Selector' })).json();
    expect(body.code).toBe(200);
    const [companyA, companyB] = body.data.list;
    expect(companyA).toMatchObject({ id: ORG.a, type: 'company', hasChildren: true });
    expect(companyB.id).toBe(ORG.b);
    const names = companyA.children.map((node: { fullName: string }) => node.fullName);
    expect(names).toEqual(['调度中心', '大坝安全部', '赵总/chief']);
    const dispatch = companyA.children[0];
    expect(dispatch.children.map((node: { id: string }) => node.id)).toEqual(['u-admin', 'u-manager']);
    const dam = companyA.children[1];
    expect(dam.children[0]).toMatchObject({ id: ORG.damSensors, type: 'department' });
    expect(dam.children[0].children.map((node: { id: string }) => node.id)).toEqual(['u-staff']);
  });
});
