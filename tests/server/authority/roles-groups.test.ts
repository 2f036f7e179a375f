import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';
import { api } from './authority-fixture';

interface RoleItem {
  id: string;
  fullName: string;
  enCode: string;
  globalMark: number;
  organizeIds: string[];
  organizeName: string;
  enabledMark: number;
  memberCount: number;
}
interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

let ctx: TestContext;
let admin: string;
let engineer: string;
let viewer: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInAs(ctx, 'usr-admin');
  engineer = await signInAs(ctx, 'usr-engineer01');
  viewer = await signInAs(ctx, 'usr-viewer02');
});
afterAll(async () => {
  await ctx.close();
});

const roleCount = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('role')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('roles', () => {
  it('pages and searches the roles with their organisations and member counts', async () => {
    const page = await api<Paged<RoleItem>>(ctx, admin, 'GET', '/api/permission/Role?currentPage=1&pageSize=2');
    expect(page.code).toBe(200);
    expect(page.data?.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect(page.data?.list.map((role) => role.enCode)).toEqual(['administrator', 'dutyOfficer']);
    const patrol = await api<Paged<RoleItem>>(ctx, engineer, 'GET', '/api/permission/Role?keyword=%E5%B7%A1%E6%9F%A5');
    expect(patrol.data?.list).toEqual([expect.objectContaining({ enCode: 'patrol', fullName: '巡查员', memberCount: 2, globalMark: 1 })]);
    expect((await api(ctx, viewer, 'GET', '/api/permission/Role')).code).toBe(403);
  });

  it('creates, edits and deletes a role, refusing bad input and duplicate codes without writing', async () => {
    const before = await roleCount();
    const body = {
      fullName: '水质监测员',
      enCode: 'water.quality',
      globalMark: 0,
      organizeIds: ['dept-dam-safety'],
      enabledMark: 1,
      sortCode: 60,
    };
    expect((await api(ctx, engineer, 'POST', '/api/permission/Role', body)).code).toBe(403);
    expect(await api(ctx, admin, 'POST', '/api/permission/Role', { ...body, enCode: '.bad' })).toMatchObject({
      code: 401,
      msg: expect.stringContaining('code'),
    });
    expect(await api(ctx, admin, 'POST', '/api/permission/Role', { ...body, organizeIds: [] })).toMatchObject({ code: 401 });
    expect(await api(ctx, admin, 'POST', '/api/permission/Role', { ...body, enCode: 'patrol' })).toMatchObject({
      code: 400,
      msg: 'The code patrol is already used by 巡查员',
    });
    expect(await api(ctx, admin, 'POST', '/api/permission/Role', { ...body, id: 'chosen' })).toMatchObject({ code: 401 });
    expect(await roleCount()).toBe(before);

    const created = await api<{ id: string }>(ctx, admin, 'POST', '/api/permission/Role', body);
    expect(created.code).toBe(200);
    const id = created.data?.id ?? '';
    const read = await api<RoleItem>(ctx, admin, 'GET', `/api/permission/Role/${id}`);
    expect(read.data).toMatchObject({
      enCode: 'water.quality',
      organizeIds: ['dept-dam-safety'],
      organizeName: '澜江水务集团/大坝安全部',
      memberCount: 0,
    });
    const byOrganisation = await api<{ list: RoleItem[] }>(ctx, viewer, 'POST', '/api/permission/Role/getListByOrgIds', {
      organizeIds: ['dept-dam-safety'],
    });
    expect(byOrganisation.data?.list.map((role) => role.id)).toContain(id);
    const elsewhere = await api<{ list: RoleItem[] }>(ctx, viewer, 'POST', '/api/permission/Role/getListByOrgIds', {
      organizeIds: ['dept-it'],
    });
    expect(elsewhere.data?.list.map((role) => role.id)).not.toContain(id);

    expect((await api(ctx, admin, 'PUT', `/api/permission/Role/${id}`, { ...body, fullName: '水质员', globalMark: 1 })).code).toBe(200);
    expect((await api<RoleItem>(ctx, admin, 'GET', `/api/permission/Role/${id}`)).data).toMatchObject({
      fullName: '水质员',
      organizeIds: [],
    });
    expect((await api(ctx, admin, 'PUT', '/api/permission/Role/nobody', body)).code).toBe(404);

    await api(ctx, admin, 'POST', `/api/permission/Role/${id}/Members`, { userIds: ['usr-viewer01'] });
    const refused = await api(ctx, admin, 'DELETE', `/api/permission/Role/${id}`);
    expect(refused).toMatchObject({ code: 400, msg: '水质员 is still held by 1 people: remove them from the role first' });
    await api(ctx, admin, 'DELETE', `/api/permission/Role/${id}/Members/usr-viewer01`);
    expect((await api(ctx, admin, 'DELETE', `/api/permission/Role/${id}`)).code).toBe(200);
    expect((await api(ctx, admin, 'GET', `/api/permission/Role/${id}`)).code).toBe(404);
  });

  it('keeps the administrator role: not deleted, not switched off, its members changed by administrators only', async () => {
    const administrator = 'role-administrator';
    expect((await api(ctx, admin, 'DELETE', `/api/permission/Role/${administrator}`)).code).toBe(400);
    const off = { fullName: '系统管理员', enCode: 'administrator', globalMark: 1, enabledMark: 0 };
    expect((await api(ctx, admin, 'PUT', `/api/permission/Role/${administrator}`, off)).code).toBe(400);
    // A role manager who is no administrator cannot hand the administrator role out, nor a role beyond his rights.
    const db = ctx.database.db;
    const menu = await db.selectFrom('menu').select('id').where('enCode', '=', 'system.role').executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('menuElement')
      .select('id')
      .where('menuId', '=', menu.id)
      .where('enCode', '=', 'btn_members')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('authorityGrant')
      .values({ objectType: 'User', objectId: 'usr-engineer01', itemKind: 'button', itemId: members.id })
      .execute();
    expect(
      await api(ctx, engineer, 'POST', `/api/permission/Role/${administrator}/Members`, { userIds: ['usr-engineer01'] }),
    ).toMatchObject({ code: 403 });
    expect(
      await api(ctx, engineer, 'POST', '/api/permission/Role/role-duty-officer/Members', { userIds: ['usr-engineer01'] }),
    ).toMatchObject({
      code: 403,
      msg: 'You cannot hand out 值班员: it holds rights you do not have',
    });
    // The viewer role holds nothing the engineer lacks.
    expect((await api(ctx, engineer, 'POST', '/api/permission/Role/role-viewer/Members', { userIds: ['usr-viewer02'] })).code).toBe(200);
    const holders = await api<Paged<{ id: string }>>(ctx, engineer, 'GET', '/api/permission/Role/role-viewer/Members?keyword=viewer02');
    expect(holders.data?.list.map((member) => member.id)).toEqual(['usr-viewer02']);
    await db.deleteFrom('authorityGrant').where('objectId', '=', 'usr-engineer01').execute();
  });

  it('serves the pickers to everyone signed in', async () => {
    const selector = await api<{ list: { id: string; children?: { id: string; type: string }[] }[] }>(
      ctx,
      viewer,
      'GET',
      '/api/permission/Role/Selector',
    );
    expect(selector.data?.list[0]?.children?.map((role) => role.id)).toContain('role-patrol');
    const mine = await api<{ list: { id: string }[] }>(ctx, engineer, 'GET', '/api/permission/Role/SelectorByPermission');
    expect(mine.data?.list.map((role) => role.id)).toEqual(expect.arrayContaining(['role-viewer']));
    expect(mine.data?.list.map((role) => role.id)).not.toContain('role-administrator');
    const project = await api<{ list: { id: string; users: { id: string }[] }[] }>(
      ctx,
      engineer,
      'GET',
      '/api/permission/Role/getInfoByProject/prj-qingshui-dam',
    );
    expect(project.data?.list.find((role) => role.id === 'role-engineer')?.users.map((user) => user.id)).toContain('usr-engineer01');
    expect((await api(ctx, viewer, 'GET', '/api/permission/Role/listByProject?projectId=prj-qingshui-dam')).code).toBe(404);
  });
});

describe('groups', () => {
  it('creates, edits, lists and deletes a group with its members', async () => {
    const body = { fullName: '抢险突击队', enCode: 'rescue', enabledMark: 1 };
    expect((await api(ctx, engineer, 'POST', '/api/permission/Group', body)).code).toBe(403);
    expect((await api(ctx, admin, 'POST', '/api/permission/Group', { ...body, enCode: 'flood.duty' })).code).toBe(400);
    const created = await api<{ id: string }>(ctx, admin, 'POST', '/api/permission/Group', body);
    const id = created.data?.id ?? '';
    expect(await api(ctx, admin, 'POST', `/api/permission/Group/${id}/Members`, { userIds: ['usr-duty01', 'nobody'] })).toMatchObject({
      code: 404,
      msg: 'User nobody does not exist',
    });
    expect((await api(ctx, admin, 'POST', `/api/permission/Group/${id}/Members`, { userIds: ['usr-duty01', 'usr-duty02'] })).code).toBe(
      200,
    );
    const list = await api<Paged<{ id: string; memberCount: number }>>(ctx, engineer, 'GET', '/api/permission/Group?keyword=rescue');
    expect(list.data?.list).toEqual([expect.objectContaining({ id, memberCount: 2 })]);
    expect((await api(ctx, admin, 'PUT', `/api/permission/Group/${id}`, { ...body, fullName: '抢险队', enabledMark: 0 })).code).toBe(200);
    expect((await api<{ fullName: string; enabledMark: number }>(ctx, admin, 'GET', `/api/permission/Group/${id}`)).data).toMatchObject({
      fullName: '抢险队',
      enabledMark: 0,
    });
    expect((await api(ctx, admin, 'DELETE', `/api/permission/Group/${id}`)).code).toBe(200);
    const left = await ctx.database.db.selectFrom('userGroupMember').select('userId').where('groupId', '=', id).execute();
    expect(left).toEqual([]);
  });
});
