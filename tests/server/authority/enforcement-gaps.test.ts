import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../server/src/auth/passwords';
import { issueSession } from '../../../server/src/auth/sessions';
import { ORG } from '../../../server/src/seed/demo-organisation';
import { createTestApp, type TestContext } from '../support/test-app';
import { api, demoMenu } from './authority-fixture';

// What the server enforces beyond menus and buttons: the organisation pages follow the caller's data scope, denied
// user form fields are ignored on writes, deleting a position, unit or user takes its grants along, wrong old
// passwords count toward the sign-in lock, and codes may hold hyphens like the seeded LJSW-DDZX.

const ROLE_ID = 'role-dispatch-admin';
const SCOPED = 'usr-duty01'; // of the dispatch centre (dept-dispatch), given only ROLE_ID below
const COLLEAGUE = 'usr-duty02';

let ctx: TestContext;
const tokens = { admin: '', scoped: '' };

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

/** A dispatch-centre administrator: the organisation and user pages with their buttons, a department data scope. */
async function grantDispatchAdministrator(): Promise<void> {
  const db = ctx.database.db;
  const [system, organize, user] = await Promise.all([
    demoMenu(ctx, 'system'),
    demoMenu(ctx, 'system.organize'),
    demoMenu(ctx, 'system.user'),
  ]);
  await db
    .insertInto('role')
    .values({ id: ROLE_ID, enCode: 'dispatch-admin', fullName: '调度中心管理员', sortCode: 90, createdAt: 0 })
    .execute();
  const buttons = [
    ...['btn_add', 'btn_edit', 'btn_remove', 'btn_detail'].map((code) => organize.elements[`button:${code}`] as string),
    ...['btn_add', 'btn_edit', 'btn_detail'].map((code) => user.elements[`button:${code}`] as string),
  ];
  // Every user form field but the mobile number.
  const fields = Object.entries(user.elements).flatMap(([key, id]) => (key.startsWith('form:') && key !== 'form:mobilePhone' ? [id] : []));
  await db
    .insertInto('roleGrant')
    .values([
      ...[system.id, organize.id, user.id].map((itemId) => ({ roleId: ROLE_ID, itemKind: 'menu' as const, itemId })),
      ...buttons.map((itemId) => ({ roleId: ROLE_ID, itemKind: 'button' as const, itemId })),
      ...fields.map((itemId) => ({ roleId: ROLE_ID, itemKind: 'form' as const, itemId })),
    ])
    .execute();
  await db
    .insertInto('dataScopeGrant')
    .values(
      [organize.id, user.id].map((menuId) => ({ objectType: 'Role' as const, objectId: ROLE_ID, menuId, scope: 'department' as const })),
    )
    .execute();
  await db.deleteFrom('userRole').where('userId', '=', SCOPED).execute();
  await db.insertInto('userRole').values({ userId: SCOPED, roleId: ROLE_ID }).execute();
}

beforeAll(async () => {
  ctx = await createTestApp();
  await grantDispatchAdministrator();
  const admin = await ctx.database.db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  tokens.admin = await tokenOf(admin.id);
  tokens.scoped = await tokenOf(SCOPED);
});
afterAll(async () => {
  await ctx.close();
});

interface Unit {
  id: string;
  enCode: string;
  children: Unit[];
}
const department = (fields: { parentId: string; fullName: string; enCode: string }) => ({ ...fields, enabledMark: 1 });

describe('organisation pages follow the data scope', () => {
  it('shows a department scope its department only, and the administrator the whole tree', async () => {
    const scoped = await api<{ list: Unit[] }>(ctx, tokens.scoped, 'GET', '/api/permission/Organize');
    expect(scoped.data?.list.map((unit) => unit.id)).toEqual([ORG.dispatch]);
    const all = await api<{ list: Unit[] }>(ctx, tokens.admin, 'GET', '/api/permission/Organize');
    expect(all.data?.list.map((unit) => unit.id)).toEqual([ORG.company]);
    expect((await api(ctx, tokens.scoped, 'GET', `/api/permission/Organize/${ORG.company}/Department`)).code).toBe(404);
    expect((await api(ctx, tokens.scoped, 'GET', `/api/permission/Organize/${ORG.damSafety}`)).code).toBe(404);
  });

  it('narrows the user page tree to the scope on the user page: the department under its company', async () => {
    const tree = await api<{ list: Unit[] }>(
      ctx,
      tokens.scoped,
      'GET',
      '/api/permission/Organize/Department/SelectorByAuth/0?menuCode=system.user',
    );
    expect(tree.data?.list.map((unit) => [unit.id, unit.children.map((child) => child.id)])).toEqual([[ORG.company, [ORG.dispatch]]]);
  });

  it('refuses editing, deleting or adding under a unit outside it, changing nothing', async () => {
    const edit = department({ parentId: ORG.company, fullName: '大坝安全处', enCode: 'LJSW-DBAQ' });
    const refused = await api(ctx, tokens.scoped, 'PUT', `/api/permission/Organize/Department/${ORG.damSafety}`, edit);
    expect(refused).toMatchObject({ code: 404, msg: 'This organisation does not exist' });
    expect((await api(ctx, tokens.scoped, 'DELETE', `/api/permission/Organize/Department/${ORG.it}`)).code).toBe(404);
    const added = await api(
      ctx,
      tokens.scoped,
      'POST',
      '/api/permission/Organize/Department',
      department({ parentId: ORG.company, fullName: '新部门', enCode: 'LJSW-NEW' }),
    );
    expect(added).toMatchObject({ code: 404, msg: 'The parent organisation does not exist' });
    const stored = await ctx.database.db
      .selectFrom('organize')
      .select('fullName')
      .where('id', '=', ORG.damSafety)
      .executeTakeFirstOrThrow();
    expect(stored.fullName).toBe('大坝安全部');
  });

  it('lets the scope add under its own department, with a code holding hyphens and underscores', async () => {
    const body = department({ parentId: ORG.dispatch, fullName: '夜班组', enCode: 'LJSW-DDZX-night_1' });
    expect(await api(ctx, tokens.scoped, 'POST', '/api/permission/Organize/Department', body)).toMatchObject({ code: 200 });
    const bad = await api(ctx, tokens.admin, 'POST', '/api/permission/Organize/Department', { ...body, enCode: '-LJSW' });
    expect(bad.msg).toBe(
      'The code may hold only letters, digits, dots, hyphens and underscores, and must start and end with a letter or digit',
    );
  });
});

describe('denied user form fields', () => {
  it('are ignored on a save: the stored value stays, the granted fields change', async () => {
    const before = await ctx.database.db.selectFrom('users').selectAll().where('id', '=', COLLEAGUE).executeTakeFirstOrThrow();
    const body = {
      account: before.account,
      realName: '李静（调度）',
      mobilePhone: '13900000000',
      organizeId: before.organizeId,
      departmentId: before.departmentId,
      positionId: before.positionId,
      enabledMark: 1,
    };
    expect(await api(ctx, tokens.scoped, 'PUT', `/api/permission/Users/${COLLEAGUE}`, body)).toMatchObject({ code: 200 });
    const after = await ctx.database.db
      .selectFrom('users')
      .select(['realName', 'mobilePhone'])
      .where('id', '=', COLLEAGUE)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ realName: '李静（调度）', mobilePhone: before.mobilePhone });
  });
});

describe('deleting a granted object', () => {
  it('takes the grants of a position, a unit and a user along', async () => {
    const db = ctx.database.db;
    const weather = await demoMenu(ctx, 'monitoring.weather');
    const unit = await api<{ id: string }>(
      ctx,
      tokens.admin,
      'POST',
      '/api/permission/Organize/Department',
      department({ parentId: ORG.company, fullName: '临时组', enCode: 'LJSW-TMP' }),
    );
    const unitId = unit.data?.id as string;
    await db
      .insertInto('position')
      .values({ id: 'pos-temp', organizeId: ORG.it, enCode: 'temp', fullName: '临时岗', sortCode: 99 })
      .execute();
    const gone = await db.selectFrom('users').select('id').where('account', '=', 'viewer01').executeTakeFirstOrThrow();
    const objects = [
      { objectType: 'Organize' as const, objectId: unitId },
      { objectType: 'Position' as const, objectId: 'pos-temp' },
      { objectType: 'User' as const, objectId: gone.id },
    ];
    await db
      .insertInto('authorityGrant')
      .values(objects.map((object) => ({ ...object, itemKind: 'menu' as const, itemId: weather.id })))
      .execute();
    await db
      .insertInto('dataScopeGrant')
      .values(objects.map((object) => ({ ...object, menuId: weather.id, scope: 'organization' as const })))
      .execute();

    expect((await api(ctx, tokens.admin, 'DELETE', `/api/permission/Organize/Department/${unitId}`)).code).toBe(200);
    expect((await api(ctx, tokens.admin, 'DELETE', '/api/permission/Position/pos-temp')).code).toBe(200);
    expect((await api(ctx, tokens.admin, 'DELETE', `/api/permission/Users/${gone.id}`)).code).toBe(200);
    const ids = objects.map((object) => object.objectId);
    expect(await db.selectFrom('authorityGrant').select('objectId').where('objectId', 'in', ids).execute()).toEqual([]);
    expect(await db.selectFrom('dataScopeGrant').select('objectId').where('objectId', 'in', ids).execute()).toEqual([]);
  });
});

describe('password change', () => {
  it('counts wrong old passwords toward the sign-in lock, with the same limit', async () => {
    const path = '/api/permission/Users/Current/Actions/ModifyPassword';
    const wrong = { oldPassword: md5Hex('wrong1pass'), password: md5Hex('new1pass') };
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect(await api(ctx, tokens.scoped, 'POST', path, wrong)).toEqual({ code: 400, msg: 'The current password is wrong' });
    }
    expect((await api(ctx, tokens.scoped, 'POST', path, wrong)).msg).toMatch(/^Too many failed sign-ins/);
    // Now even the right password waits, here and at the sign-in form.
    const right = { oldPassword: md5Hex(ctx.config.demoPassword), password: md5Hex('new1pass') };
    expect((await api(ctx, tokens.scoped, 'POST', path, right)).msg).toMatch(/^Too many failed sign-ins/);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: new URLSearchParams({ account: 'duty01', password: md5Hex(ctx.config.demoPassword), grant_type: 'password' }).toString(),
    });
    expect((signIn.json() as { msg: string }).msg).toMatch(/^Too many failed sign-ins/);
  });
});
