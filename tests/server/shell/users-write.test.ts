import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../oauth/support/sign-in-fixtures';
import type { ShellTestContext } from './shell-fixture';
import { ORG, createUsersAdminApp, envelope, sessionFor } from './users-admin-fixture';

let ctx: ShellTestContext;
beforeAll(async () => {
  ctx = await createUsersAdminApp();
});
afterAll(async () => {
  await ctx.close();
});

type Who = keyof ShellTestContext['tokens'];

const EN = { 'accept-language': 'en' };

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    account: 'duty09',
    realName: '陈晓',
    mobilePhone: '13800138009',
    email: 'chenxiao@lanjiang.cn',
    organizeId: ORG.a,
    departmentId: ORG.dispatch,
    positionId: 'pos-duty',
    roleIds: ['role-staff'],
    managerId: 'u-manager',
    enabledMark: 1,
    sortCode: 50,
    description: '夜班值守',
    ...overrides,
  };
}

async function create(payload: Record<string, unknown>, who: Who = 'manager', headers: Record<string, string> = {}) {
  return envelope<{ id: string; initialPassword: string; errors?: { field: string; reason: string }[] }>(
    await ctx.as(who, { method: 'POST', url: '/api/permission/Users', payload, headers }),
  );
}

async function update(id: string, payload: Record<string, unknown>, who: Who = 'manager', headers: Record<string, string> = {}) {
  return envelope<{ id: string; errors?: { field: string; reason: string }[] }>(
    await ctx.as(who, { method: 'PUT', url: `/api/permission/Users/${id}`, payload, headers }),
  );
}

async function remove(id: string, who: Who = 'manager', headers: Record<string, string> = {}) {
  return envelope(await ctx.as(who, { method: 'DELETE', url: `/api/permission/Users/${id}`, headers }));
}

async function fetchUser(id: string) {
  return envelope<Record<string, unknown>>(await ctx.as('admin', { method: 'GET', url: `/api/permission/Users/${id}` }));
}

describe('POST /api/permission/Users', () => {
  it('creates a user with roles and manager, shows the initial password once, and that password signs in', async () => {
    const created = await create(newUser());
    expect(created.code).toBe(200);
    const { id, initialPassword } = created.data as { id: string; initialPassword: string };
    expect(initialPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(initialPassword).toMatch(/\d/);
    expect(initialPassword).toMatch(/[A-Za-z]/);

    const stored = await fetchUser(id);
    expect(stored.data).toMatchObject({
      account: 'duty09',
      realName: '陈晓',
      mobilePhone: '13800138009',
      organizeId: ORG.a,
      departmentId: ORG.dispatch,
      positionId: 'pos-duty',
      positionName: '值班调度员',
      roleIds: ['role-staff'],
      managerId: 'u-manager',
      managerName: '王海涛/manager01',
      description: '夜班值守',
      enabledMark: 1,
      sortCode: 50,
    });
    const row = await ctx.database.db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.passwordHash).not.toContain(initialPassword);

    const signIn = await login(ctx.app, { account: 'duty09', password: initialPassword });
    expect(signIn.body.code).toBe(200);
    expect(signIn.body.data).toHaveProperty('token');
  });

  it('answers empty text fields as empty strings and a missing manager as none', async () => {
    const created = await create({
      account: 'plain01',
      realName: '简单',
      organizeId: ORG.b,
      enabledMark: 0,
      mobilePhone: '',
      departmentId: null,
    });
    expect(created.code).toBe(200);
    const stored = await fetchUser((created.data as { id: string }).id);
    expect(stored.data).toMatchObject({
      mobilePhone: '',
      email: '',
      departmentId: '',
      positionId: '',
      roleIds: [],
      managerId: '',
      managerName: '',
      description: '',
      enabledMark: 0,
    });
  });

  it('refuses an account that exists in any letter case, in the caller language', async () => {
    const zh = await create(newUser({ account: 'MANAGER01', mobilePhone: null }));
    expect(zh).toMatchObject({ code: 401, msg: '账号 MANAGER01 已存在' });
    const en = await create(newUser({ account: 'Manager01', mobilePhone: null }), 'manager', EN);
    expect(en).toMatchObject({ code: 401, msg: 'Account Manager01 already exists' });
    expect(en.data?.errors).toEqual([{ field: 'account', reason: 'Account Manager01 already exists' }]);
  });

  it('names the field of every broken rule', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ account: 'x' }, 'account', 'Account must be 2 to 50 characters'],
      [{ account: 'has space' }, 'account', 'Account may hold only letters, digits and . _ - @, without spaces'],
      [{ account: '' }, 'account', 'Account is required'],
      [{ realName: '   ' }, 'realName', 'Name is required'],
      [{ mobilePhone: '12345678901' }, 'mobilePhone', 'Mobile phone is invalid'],
      [{ email: 'not-an-address' }, 'email', 'Email is invalid'],
      [{ organizeId: 'no-such-org' }, 'organizeId', 'Organisation must be an existing company'],
      [{ organizeId: ORG.dispatch, departmentId: null }, 'organizeId', 'Organisation must be an existing company'],
      [{ departmentId: ORG.bField }, 'departmentId', 'Department is not a department of the chosen company'],
      [{ departmentId: 'no-such-dept' }, 'departmentId', 'Department does not exist'],
      [{ positionId: 'no-such-position' }, 'positionId', 'Position does not exist'],
      [{ roleIds: ['role-staff', 'no-such-role'] }, 'roleIds', 'Role does not exist'],
      [{ managerId: 'no-such-user' }, 'managerId', 'Manager does not exist'],
      [{ description: 'x'.repeat(501) }, 'description', 'Description must be at most 500 characters'],
    ];
    for (const [change, field, msg] of cases) {
      const answer = await create(newUser({ account: 'rules01', ...change }), 'manager', EN);
      expect(answer, JSON.stringify(change)).toMatchObject({ code: 401, msg });
      expect(answer.data?.errors?.[0]?.field).toBe(field);
    }
    const zh = await create(newUser({ account: 'rules01', mobilePhone: '123' }));
    expect(zh).toMatchObject({ code: 401, msg: '手机号格式不正确' });
    expect(await ctx.database.db.selectFrom('users').select('id').where('account', '=', 'rules01').execute()).toEqual([]);
  });

  it('needs btn_add: 403 for a role without it, 602 without a session', async () => {
    expect((await create(newUser({ account: 'nope01' }), 'limited')).code).toBe(403);
    expect((await create(newUser({ account: 'nope01' }), 'staff')).code).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/permission/Users', payload: newUser({ account: 'nope01' }) });
    expect(anonymous.json().code).toBe(602);
  });

  it('lets only administrators grant the administrator role', async () => {
    const refused = await create(newUser({ account: 'boss01', roleIds: ['role-admin'] }), 'manager', EN);
    expect(refused).toMatchObject({ code: 403, msg: 'Only administrators can grant or remove the administrator role' });
    expect((await create(newUser({ account: 'boss01', roleIds: ['role-admin'], mobilePhone: null }), 'admin')).code).toBe(200);
  });
});

describe('PUT /api/permission/Users/{id}', () => {
  it('saves the form, replaces the roles and keeps fields the body leaves out', async () => {
    const { id } = (await create(newUser({ account: 'edit01', mobilePhone: '13800138101' }))).data as { id: string };
    const saved = await update(id, {
      account: 'Edit01.renamed',
      realName: '陈晓明',
      organizeId: ORG.a,
      departmentId: ORG.damSensors,
      roleIds: ['role-limited'],
      managerId: 'u-staff',
      enabledMark: 1,
    });
    expect(saved).toMatchObject({ code: 200, data: { id } });
    const stored = await fetchUser(id);
    expect(stored.data).toMatchObject({
      account: 'Edit01.renamed',
      realName: '陈晓明',
      departmentId: ORG.damSensors,
      roleIds: ['role-limited'],
      managerId: 'u-staff',
      managerName: '张建国/staff01',
      // Not in the body: kept as they were.
      mobilePhone: '13800138101',
      positionId: 'pos-duty',
      description: '夜班值守',
      sortCode: 50,
    });
    // Its own account in another case is no clash; someone else's is.
    expect((await update(id, { account: 'EDIT01.RENAMED', realName: '陈晓明', organizeId: ORG.a, enabledMark: 1 })).code).toBe(200);
    expect(await update(id, { account: 'staff01', realName: '陈晓明', organizeId: ORG.a, enabledMark: 1 })).toMatchObject({
      code: 401,
      msg: '账号 staff01 已存在',
    });
    const cleared = await update(id, {
      account: 'edit01',
      realName: '陈晓明',
      organizeId: ORG.a,
      enabledMark: 1,
      mobilePhone: '',
      managerId: null,
      roleIds: [],
    });
    expect(cleared.code).toBe(200);
    expect((await fetchUser(id)).data).toMatchObject({ mobilePhone: '', managerId: '', roleIds: [] });
  });

  it('applies the same rules as create, and a person cannot be their own manager', async () => {
    expect(
      await update(
        'u-staff',
        { account: 'staff01', realName: '张建国', organizeId: ORG.a, enabledMark: 1, mobilePhone: '999' },
        'manager',
        EN,
      ),
    ).toMatchObject({
      code: 401,
      msg: 'Mobile phone is invalid',
    });
    const own = await update(
      'u-staff',
      { account: 'staff01', realName: '张建国', organizeId: ORG.a, enabledMark: 1, managerId: 'u-staff' },
      'manager',
      EN,
    );
    expect(own).toMatchObject({ code: 401, msg: 'Manager cannot be the person themself' });
    expect(own.data?.errors?.[0]?.field).toBe('managerId');
    expect((await update('nobody', { account: 'nobody', realName: 'x', organizeId: ORG.a, enabledMark: 1 })).code).toBe(404);
  });

  it('refuses disabling yourself and removing your own administrator role', async () => {
    const base = { account: 'admin', realName: '林志远', organizeId: ORG.a, departmentId: ORG.dispatch };
    const disable = await update('u-admin', { ...base, enabledMark: 0 }, 'admin', EN);
    expect(disable).toMatchObject({ code: 401, msg: 'You cannot disable your own account' });
    const dropRole = await update('u-admin', { ...base, enabledMark: 1, roleIds: ['role-staff'] }, 'admin', EN);
    expect(dropRole).toMatchObject({ code: 401, msg: 'You cannot remove your own administrator role' });
    expect((await fetchUser('u-admin')).data).toMatchObject({ enabledMark: 1, roleIds: ['role-admin'] });
  });

  it('keeps administrator accounts and the administrator role to administrators', async () => {
    const editAdmin = await update('u-admin', { account: 'admin', realName: '改名', organizeId: ORG.a, enabledMark: 1 }, 'manager', EN);
    expect(editAdmin).toMatchObject({ code: 403, msg: 'Only administrators can change an administrator account' });
    const promote = await update(
      'u-staff',
      { account: 'staff01', realName: '张建国', organizeId: ORG.a, enabledMark: 1, roleIds: ['role-admin'] },
      'manager',
    );
    expect(promote.code).toBe(403);
    expect((await fetchUser('u-staff')).data).toMatchObject({ roleIds: ['role-staff'] });
  });

  it('forces a disabled person offline', async () => {
    const { id } = (await create(newUser({ account: 'leaver01', mobilePhone: null }))).data as { id: string };
    const token = await sessionFor(ctx, id);
    const before = await ctx.app.inject({ method: 'GET', url: `/api/permission/Users/${id}`, headers: { authorization: token } });
    expect(before.json().code).toBe(200);
    expect((await update(id, { account: 'leaver01', realName: '陈晓', organizeId: ORG.a, enabledMark: 0 })).code).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/permission/Users/${id}`, headers: { authorization: token } });
    expect(after.json().code).toBe(601);
    const sessions = await ctx.database.db.selectFrom('session').select(['revokedReason']).where('userId', '=', id).execute();
    expect(sessions).toEqual([{ revokedReason: 'forced' }]);
  });

  it('needs btn_edit', async () => {
    const body = { account: 'staff01', realName: '张建国', organizeId: ORG.a, enabledMark: 1 };
    expect((await update('u-staff', body, 'limited')).code).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'PUT', url: '/api/permission/Users/u-staff', payload: body });
    expect(anonymous.json().code).toBe(602);
  });
});

describe('DELETE /api/permission/Users/{id}', () => {
  it('deletes the user with their roles, project memberships and sessions, and clears them as a manager', async () => {
    const { id } = (await create(newUser({ account: 'gone02', mobilePhone: null }))).data as { id: string };
    const db = ctx.database.db;
    await db.insertInto('projectMember').values({ projectId: 'prj-a', userId: id, isManager: 1 }).execute();
    const { id: report } = (await create(newUser({ account: 'report02', mobilePhone: null, managerId: id }))).data as { id: string };
    const token = await sessionFor(ctx, id);

    const answer = await remove(id);
    expect(answer).toEqual({ code: 200, msg: '删除成功', data: null });
    expect(await db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('userRole').select('roleId').where('userId', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('projectMember').select('projectId').where('userId', '=', id).execute()).toEqual([]);
    expect((await fetchUser(report)).data).toMatchObject({ managerId: '', managerName: '' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/permission/Users/u-staff', headers: { authorization: token } });
    expect(after.json().code).toBe(602);
    expect((await remove(id)).code).toBe(404);
  });

  it('refuses deleting yourself, an administrator account, or someone with sub-accounts', async () => {
    expect(await remove('u-manager', 'manager', EN)).toMatchObject({ code: 401, msg: 'You cannot delete your own account' });
    expect(await remove('u-admin', 'manager', EN)).toMatchObject({ code: 401, msg: 'An administrator account cannot be deleted' });
    const { id: parent } = (await create(newUser({ account: 'parent03', mobilePhone: null }))).data as { id: string };
    await ctx.database.db
      .insertInto('users')
      .values({
        id: 'u-sub03',
        account: '13800138003@parent03',
        parentId: parent,
        realName: '子账号',
        organizeId: ORG.a,
        passwordHash: 'x',
        createdAt: 1,
      })
      .execute();
    expect(await remove(parent, 'manager', EN)).toMatchObject({
      code: 401,
      msg: 'This user still has sub-accounts (1); delete or move them first',
    });
    expect((await fetchUser(parent)).code).toBe(200);
  });

  it('needs btn_remove', async () => {
    expect((await remove('u-staff', 'limited')).code).toBe(403);
    expect((await remove('u-staff', 'staff')).code).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'DELETE', url: '/api/permission/Users/u-staff' });
    expect(anonymous.json().code).toBe(602);
    expect((await fetchUser('u-staff')).code).toBe(200);
  });
});
