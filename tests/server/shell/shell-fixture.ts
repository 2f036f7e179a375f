import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { issueSession } from '../../../server/src/auth/sessions';
import type { Db } from '../../../server/src/db/database';
import type { MenuElementTable, OrganizeTable, UsersTable } from '../../../server/src/db/tables/core';
import type { ServerConfig } from '../../../server/src/config';
import { createTestApp, type TestContext } from '../support/test-app';

/** Everything the shell tests build on an empty schema, so they do not depend on the demo seed. */
export const ORG = {
  a: 'org-a',
  dispatch: 'dept-dispatch',
  dam: 'dept-dam',
  damSensors: 'dept-dam-sensors',
  closed: 'dept-closed',
  b: 'org-b',
  bField: 'dept-b-field',
} as const;

export const MENU = { user: 'menu-user', organize: 'menu-organize', alarms: 'menu-alarms', retired: 'menu-retired' } as const;

export const USER_COUNT_BULK = 520;

function org(
  id: string,
  parentId: string,
  category: 'company' | 'department',
  fullName: string,
  sortCode: number,
  enabledMark = 1,
): Insertable<OrganizeTable> {
  return { id, parentId, category, enCode: id.toUpperCase(), fullName, sortCode, enabledMark, createdAt: 1_700_000_000_000 };
}

function user(
  id: string,
  account: string,
  realName: string,
  organizeId: string,
  departmentId: string | null,
  extra: Partial<Insertable<UsersTable>> = {},
): Insertable<UsersTable> {
  return {
    id,
    account,
    realName,
    organizeId,
    departmentId,
    mobilePhone: null,
    email: null,
    passwordHash: 'not-used',
    createdAt: 1_700_000_000_000,
    // Multi-row inserts on SQLite need every row to name the same columns.
    positionId: null,
    headIcon: '',
    isAdministrator: 0,
    enabledMark: 1,
    sortCode: 0,
    ...extra,
  };
}

async function seedShellFixture(db: Db): Promise<void> {
  await db
    .insertInto('organize')
    .values([
      // Company B sorts after A by sortCode even though its name would sort first.
      org(ORG.b, '-1', 'company', 'Alpha Hydro', 2),
      org(ORG.a, '-1', 'company', '澜江水务', 1),
      org(ORG.dam, ORG.a, 'department', '大坝安全部', 20),
      org(ORG.dispatch, ORG.a, 'department', '调度中心', 10),
      org(ORG.damSensors, ORG.dam, 'department', '监测组', 5),
      org(ORG.closed, ORG.a, 'department', '已撤销部门', 30, 0),
      org(ORG.bField, ORG.b, 'department', 'Field team', 10),
    ])
    .execute();
  await db.insertInto('position').values({ id: 'pos-duty', organizeId: ORG.dispatch, enCode: 'duty', fullName: '值班调度员' }).execute();
  await db
    .insertInto('role')
    .values([
      { id: 'role-manager', enCode: 'manager', fullName: '用户管理员', sortCode: 1 },
      { id: 'role-limited', enCode: 'limited', fullName: '只读管理', sortCode: 2 },
      { id: 'role-staff', enCode: 'staff', fullName: '普通员工', sortCode: 3 },
    ])
    .execute();
  await db
    .insertInto('menu')
    .values([
      {
        id: MENU.user,
        parentId: '-1',
        enCode: 'system.user',
        fullName: '用户管理',
        type: 2,
        urlAddress: 'permission/user',
        enabledMark: 1,
      },
      {
        id: MENU.organize,
        parentId: '-1',
        enCode: 'system.organize',
        fullName: '组织管理',
        type: 2,
        urlAddress: 'permission/organize',
        enabledMark: 1,
      },
      {
        id: MENU.alarms,
        parentId: '-1',
        enCode: 'monitoring.alarms',
        fullName: '告警中心',
        type: 2,
        urlAddress: 'monitoring/alarms',
        enabledMark: 1,
      },
      { id: MENU.retired, parentId: '-1', enCode: 'retired', fullName: '停用页面', type: 2, urlAddress: 'retired', enabledMark: 0 },
    ])
    .execute();
  const columns: Insertable<MenuElementTable>[] = ['account', 'realName', 'mobilePhone', 'email'].map((code) => ({
    id: `col-${code}`,
    menuId: MENU.user,
    kind: 'column',
    enCode: code,
    fullName: code,
  }));
  await db
    .insertInto('menuElement')
    .values([...columns, { id: 'btn-user-add', menuId: MENU.user, kind: 'button', enCode: 'btn_add', fullName: '新增' }])
    .execute();
  await db
    .insertInto('roleGrant')
    .values([
      { roleId: 'role-manager', itemKind: 'menu', itemId: MENU.user },
      { roleId: 'role-manager', itemKind: 'menu', itemId: MENU.organize },
      { roleId: 'role-manager', itemKind: 'menu', itemId: MENU.alarms },
      ...columns.map((column) => ({ roleId: 'role-manager', itemKind: 'column' as const, itemId: column.id })),
      { roleId: 'role-manager', itemKind: 'button', itemId: 'btn-user-add' },
      // Sees the user page, but not people's phone numbers or e-mail addresses.
      { roleId: 'role-limited', itemKind: 'menu', itemId: MENU.user },
      { roleId: 'role-limited', itemKind: 'column', itemId: 'col-account' },
      { roleId: 'role-limited', itemKind: 'column', itemId: 'col-realName' },
      { roleId: 'role-staff', itemKind: 'menu', itemId: MENU.alarms },
    ])
    .execute();
  // Both see the whole directory (the manager the whole organisation too): a role without a data scope on a menu sees
  // only its own records (none, here; units have no owner).
  await db
    .insertInto('dataScopeGrant')
    .values([
      { objectType: 'Role', objectId: 'role-manager', menuId: MENU.user, scope: 'all' },
      { objectType: 'Role', objectId: 'role-manager', menuId: MENU.organize, scope: 'all' },
      { objectType: 'Role', objectId: 'role-limited', menuId: MENU.user, scope: 'all' },
    ])
    .execute();
  await db
    .insertInto('users')
    .values([
      user('u-admin', 'admin', '林志远', ORG.a, ORG.dispatch, {
        isAdministrator: 1,
        mobilePhone: '13600571001',
        sortCode: 1,
        positionId: 'pos-duty',
      }),
      user('u-manager', 'manager01', '王海涛', ORG.a, ORG.dispatch, { mobilePhone: '13805718821', email: 'wang@lanjiang.cn', sortCode: 2 }),
      user('u-limited', 'limited01', '李静', ORG.a, ORG.dam, { mobilePhone: '13957126630', sortCode: 3 }),
      user('u-staff', 'staff01', '张建国', ORG.a, ORG.damSensors, { mobilePhone: '18757139902', sortCode: 4 }),
      user('u-chief', 'chief', '赵总', ORG.a, null, { sortCode: 5 }),
      user('u-gone', 'gone01', '钱伟', ORG.a, ORG.dispatch, { enabledMark: 0, sortCode: 6 }),
      user('u-closed', 'closed01', '孙丽', ORG.a, ORG.closed, { sortCode: 7 }),
      user('u-b', 'field01', 'Alice Field', ORG.b, ORG.bField, { mobilePhone: '19857102285', sortCode: 8 }),
      user('u-percent', 'pct_100', '百分%号', ORG.b, ORG.bField, { sortCode: 9 }),
    ])
    .execute();
  await db
    .insertInto('userRole')
    .values([
      { userId: 'u-manager', roleId: 'role-manager' },
      { userId: 'u-manager', roleId: 'role-staff' },
      { userId: 'u-limited', roleId: 'role-limited' },
      { userId: 'u-staff', roleId: 'role-staff' },
    ])
    .execute();
  const bulk = Array.from({ length: USER_COUNT_BULK }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return user(`u-bulk-${n}`, `bulk${n}`, `巡河员${n}`, ORG.b, ORG.bField, {
      sortCode: 100 + index,
      createdAt: 1_700_000_000_000 + index,
    });
  });
  for (let start = 0; start < bulk.length; start += 200) {
    await db
      .insertInto('users')
      .values(bulk.slice(start, start + 200))
      .execute();
  }
}

export interface ShellTestContext extends TestContext {
  tokens: Record<'admin' | 'manager' | 'limited' | 'staff' | 'field', string>;
  /** Sends a request as the given person; GET payloads as query, others as JSON. */
  as(who: keyof ShellTestContext['tokens'], options: InjectOptions): Promise<LightMyRequestResponse>;
}

async function tokenFor(db: Db, userId: string): Promise<string> {
  const session = await issueSession(db, {
    userId,
    ipAddress: '127.0.0.1',
    place: '',
    userAgent: 'vitest',
    origin: 'pc',
    idleMs: 3_600_000,
  });
  return session.token;
}

/** A fresh app on an empty schema with the shell fixture and a signed-in session per person. */
export async function createShellTestApp(overrides: Partial<ServerConfig> = {}): Promise<ShellTestContext> {
  const context = await createTestApp(overrides, { seed: false });
  const db = context.database.db;
  await seedShellFixture(db);
  const tokens = {
    admin: await tokenFor(db, 'u-admin'),
    manager: await tokenFor(db, 'u-manager'),
    limited: await tokenFor(db, 'u-limited'),
    staff: await tokenFor(db, 'u-staff'),
    field: await tokenFor(db, 'u-b'),
  };
  return {
    ...context,
    tokens,
    as: (who, options) =>
      context.app.inject({ ...options, headers: { ...options.headers, authorization: tokens[who], 'jnpf-origin': 'pc' } }),
  };
}
