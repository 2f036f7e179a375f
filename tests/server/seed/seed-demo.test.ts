import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex, verifyPassword } from '../../../server/src/auth/passwords';
import { seedDemoData } from '../../../server/src/seed/seed-demo';
import { createTestApp, type TestContext } from '../support/test-app';

const PHONE = /^1[3-9]\d{9}$/;
const readRoutes = (lang: string) =>
  (JSON.parse(fs.readFileSync(path.resolve('locales', lang, 'routes.json'), 'utf8')) as { routes: Record<string, string> }).routes;

describe('demo seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('fills an empty database once and leaves it alone after that', async () => {
    expect(await seedDemoData(ctx.database.db, ctx.config)).toBe(true);
    const counts = async () => ({
      users: (await ctx.database.db.selectFrom('users').select('id').execute()).length,
      menus: (await ctx.database.db.selectFrom('menu').select('id').execute()).length,
      grants: (await ctx.database.db.selectFrom('roleGrant').select('itemId').execute()).length,
    });
    const before = await counts();
    expect(await seedDemoData(ctx.database.db, ctx.config)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('creates ten users, four roles, two grouped projects with coordinates in China', async () => {
    const db = ctx.database.db;
    const users = await db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(10);
    expect(await db.selectFrom('role').select('enCode').orderBy('sortCode').execute()).toEqual([
      { enCode: 'administrator' },
      { enCode: 'dutyOfficer' },
      { enCode: 'engineer' },
      { enCode: 'viewer' },
    ]);
    const projects = await db.selectFrom('project').selectAll().orderBy('sortCode').execute();
    expect(projects.map((p) => [p.fullName, p.projectTypeId, p.groupName])).toEqual([
      ['青水水库大坝', 'reservoir', '水库工程'],
      ['澜江河道巡查', 'river-patrol', '河道工程'],
    ]);
    for (const project of projects) {
      expect(project.latitude).toBeGreaterThan(18);
      expect(project.latitude).toBeLessThan(54);
      expect(project.longitude).toBeGreaterThan(73);
      expect(project.longitude).toBeLessThan(135);
    }
    for (const user of users) {
      expect(user.mobilePhone).toMatch(PHONE);
      expect(user.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(user.realName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
    }
    expect(new Set(users.map((u) => u.mobilePhone)).size).toBe(10);
  });

  it('stores the administrator, a disabled account and a <mobile>@<account> sub-account', async () => {
    const db = ctx.database.db;
    const admin = await db.selectFrom('users').selectAll().where('account', '=', 'admin').executeTakeFirstOrThrow();
    expect(admin.isAdministrator).toBe(1);
    expect(await verifyPassword(md5Hex(ctx.config.adminPassword), admin.passwordHash)).toBe(true);
    expect(admin.passwordHash).not.toContain(md5Hex(ctx.config.adminPassword));

    const duty01 = await db.selectFrom('users').selectAll().where('account', '=', 'duty01').executeTakeFirstOrThrow();
    expect(await verifyPassword(md5Hex(ctx.config.demoPassword), duty01.passwordHash)).toBe(true);
    expect(await verifyPassword(md5Hex(ctx.config.adminPassword), duty01.passwordHash)).toBe(false);

    const disabled = await db.selectFrom('users').select('account').where('enabledMark', '=', 0).execute();
    expect(disabled).toEqual([{ account: 'duty03' }]);

    const sub = await db.selectFrom('users').selectAll().where('parentId', 'is not', null).executeTakeFirstOrThrow();
    const parent = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', sub.parentId as string)
      .executeTakeFirstOrThrow();
    expect(sub.account).toBe(`${sub.mobilePhone}@${parent.account}`);
  });

  it('builds a menu tree that uses all eight menu types as contract section 3 describes', async () => {
    const menus = await ctx.database.db.selectFrom('menu').selectAll().execute();
    expect(new Set(menus.map((m) => m.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(new Set(menus.map((m) => m.projectType))).toEqual(new Set([1, 2, 3]));
    const byCode = new Map(menus.map((m) => [m.enCode, m]));
    expect(byCode.get('home')).toMatchObject({ type: 2, urlAddress: 'home', parentId: '-1' });
    expect(byCode.get('monitoring.cockpit')).toMatchObject({ hidden: 1, urlAddress: 'cockpit' });
    expect(byCode.get('monitoring.alarms')).toMatchObject({
      type: 2,
      urlAddress: 'monitoring/alarms',
      parentId: byCode.get('monitoring')?.id,
    });

    const prefixes: Record<number, string> = { 3: 'model', 4: 'dictionary', 5: 'dataReport', 8: 'portal' };
    for (const menu of menus) {
      const prefix = prefixes[menu.type];
      if (prefix) {
        expect(menu.urlAddress).toBe(`${prefix}/${menu.enCode}`);
        expect(JSON.parse(menu.propertyJson).moduleId).toEqual(expect.any(String));
      }
      if (menu.parentId !== '-1') expect(menus.some((m) => m.id === menu.parentId && m.type === 1)).toBe(true);
    }
    expect(JSON.parse(menus.find((m) => m.type === 6)?.propertyJson ?? '{}').moduleId).toEqual(expect.any(String));
    const links = menus.filter((m) => m.type === 7);
    expect(links.find((m) => m.linkTarget === '_self')?.urlAddress).toContain('${jnpfToken}');
    expect(links.find((m) => m.linkTarget === '_blank')?.urlAddress).toMatch(/^https:\/\//);
  });

  it('gives every page its standard buttons and the alarm page its acknowledge button', async () => {
    const db = ctx.database.db;
    const elements = await db
      .selectFrom('menuElement')
      .innerJoin('menu', 'menu.id', 'menuElement.menuId')
      .select(['menu.enCode as menu', 'menuElement.kind', 'menuElement.enCode'])
      .execute();
    const of = (menu: string, kind: string) => elements.filter((e) => e.menu === menu && e.kind === kind).map((e) => e.enCode);
    expect(of('monitoring.alarms', 'button')).toEqual(expect.arrayContaining(['btn_ack', 'btn_detail', 'btn_export']));
    expect(of('system.user', 'button')).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail']));
    expect(of('system.user', 'column')).toEqual(expect.arrayContaining(['account', 'realName', 'mobilePhone']));
    expect(of('system.user', 'form')).toEqual(expect.arrayContaining(['account', 'realName', 'roleIds']));
  });

  it('has a route title for every seeded menu in zh-CN, zh-TW and en, with identical keys', async () => {
    const menus = await ctx.database.db.selectFrom('menu').select('enCode').execute();
    const names = menus.map((m) => m.enCode.replace(/\./g, '-')).sort();
    for (const lang of ['zh-CN', 'zh-TW', 'en']) {
      const routes = readRoutes(lang);
      expect(Object.keys(routes).sort()).toEqual(names);
      for (const title of Object.values(routes)) expect(title.trim()).not.toBe('');
    }
  });

  it('stores the site settings the login page reads', async () => {
    const rows = await ctx.database.db.selectFrom('sysConfig').selectAll().execute();
    const config = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(config).toMatchObject({ title: 'Sluice', sysVersion: 'V3.3', menuStyle: '1', drawerStyle: '1', runningMode: '111' });
    for (const key of ['sysName', 'copyright', 'logoIcon', 'navigationIcon']) expect(config[key]).toEqual(expect.any(String));
  });
});
