import { cachedRead } from '../db/cached-read';
import type { Db } from '../db/database';
import type { MenuElementKind } from '../db/tables/core';
import { readSiteConfig } from '../routes/sys-config/site-config';
import { readGrantSet, readUserSubjects } from '../shell/user-grants';
import type { CurrentUser, MenuNode, PermissionEntry, PermissionItem, UserInfo } from '../wire/current-user';

/** The single application this server runs; the console echoes it in the websocket OnConnection. */
export const SYSTEM_ID = 'sluice';

// The shapes are the wire's (server/src/wire/current-user.ts): the route serialises with those schemas.
export type { CurrentUser, MenuNode, PermissionEntry, PermissionItem, UserInfo };

type MenuRow = Omit<MenuNode, 'hasChildren' | 'children'>;
type ElementRow = PermissionItem & { menuId: string; kind: MenuElementKind };

/** Nests the granted menus under their parents; drops orphans (a parent not granted or disabled) and empty directories. */
export function buildMenuTree(rows: MenuRow[]): MenuNode[] {
  const byParent = new Map<string, MenuRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId);
    if (siblings) siblings.push(row);
    else byParent.set(row.parentId, [row]);
  }
  // Growing from the root cannot loop: a row inside a parentId cycle is never reachable from '-1'.
  const grow = (parentId: string): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode))
      .flatMap((row) => {
        const children = grow(row.id);
        if (row.type === 1 && children.length === 0) return [];
        return [{ ...row, hasChildren: children.length > 0, children }];
      });
  return grow('-1');
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** One entry per page in the menu tree, its granted elements sorted as stored. */
export function buildPermissionList(menus: MenuNode[], elements: ElementRow[]): PermissionEntry[] {
  const entries = new Map<string, PermissionEntry>();
  for (const menu of flatten(menus)) {
    if (menu.type === 1) continue;
    entries.set(menu.id, { modelId: menu.id, moduleName: menu.fullName, button: [], column: [], form: [], resource: [] });
  }
  for (const element of elements) {
    entries.get(element.menuId)?.[element.kind].push({ id: element.id, enCode: element.enCode, fullName: element.fullName });
  }
  return [...entries.values()];
}

/** A person's own row for CurrentUser. Bound: 2,000 users, 5 minutes, and any write to the tables it joins. */
const PERSON_CACHE = { tables: ['users', 'organize', 'position', 'userRole', 'role'], maxEntries: 2_000, ttlMs: 5 * 60_000 } as const;
/**
 * Menus and permissions depend only on what the person takes rights from (roles, position, units, groups, himself:
 * shell/user-grants.ts) or the administrator flag, so people with the same set share one entry. Bound: 200 sets,
 * 5 minutes, and any write to menus, elements or grants.
 */
const ROLE_MENUS_CACHE = {
  tables: ['menu', 'menuElement', 'roleGrant', 'role', 'authorityGrant'],
  maxEntries: 200,
  ttlMs: 5 * 60_000,
} as const;
/** The sign-in before a session never changes once the session exists. Bound: 5,000 sessions, 10 minutes. */
const PREVIOUS_LOGIN_CACHE = { tables: ['loginLog'], maxEntries: 5_000, ttlMs: 10 * 60_000 } as const;
/** The public site settings: one entry, reloaded on any settings write, 5 minutes at most. */
const SITE_CONFIG_CACHE = { tables: ['sysConfig'], maxEntries: 1, ttlMs: 5 * 60_000 } as const;

const ADMINISTRATOR_KEY = '*administrator';

const readPerson = cachedRead(PERSON_CACHE, (db: Db, userId: string) =>
  // One row per role (at least one row): the person with organisation, department, position and each role.
  db
    .selectFrom('users')
    .leftJoin('organize as org', 'org.id', 'users.organizeId')
    .leftJoin('organize as dept', 'dept.id', 'users.departmentId')
    .leftJoin('position', 'position.id', 'users.positionId')
    .leftJoin('users as manager', 'manager.id', 'users.managerId')
    .leftJoin('userRole', 'userRole.userId', 'users.id')
    .leftJoin('role', 'role.id', 'userRole.roleId')
    .select([
      'users.id',
      'users.account',
      'users.realName',
      'users.headIcon',
      'users.organizeId',
      'org.fullName as organizeName',
      'users.departmentId',
      'dept.fullName as departmentName',
      'users.positionId',
      'position.fullName as positionName',
      'users.isAdministrator',
      'users.mobilePhone',
      'users.email',
      'users.portalId',
      'users.language',
      'users.theme',
      'role.id as roleId',
      'role.fullName as roleFullName',
      'manager.realName as managerName',
      'manager.account as managerAccount',
    ])
    .where('users.id', '=', userId)
    .orderBy('role.sortCode')
    .orderBy('role.id')
    .execute(),
);

/** `key` is ADMINISTRATOR_KEY or a UserSubjects.subjectsKey. */
const readRoleMenus = cachedRead(
  ROLE_MENUS_CACHE,
  async (db: Db, key: string): Promise<Pick<CurrentUser, 'menuList' | 'permissionList'>> => {
    const administrator = key === ADMINISTRATOR_KEY;
    if (!administrator && key === '') return { menuList: [], permissionList: [] };
    const grants = administrator ? undefined : await readGrantSet(db, key);
    // '' keeps the list non-empty (`in ()` is not SQL) and matches no id.
    const grantedIds = (kinds: ('menu' | MenuElementKind)[]) => ['', ...kinds.flatMap((kind) => [...(grants?.items.get(kind) ?? [])])];
    let menus = db
      .selectFrom('menu')
      .select([
        'id',
        'parentId',
        'enCode',
        'fullName',
        'icon',
        'type',
        'urlAddress',
        'linkTarget',
        'propertyJson',
        'sortCode',
        'projectType',
        'hidden',
      ])
      .where('enabledMark', '=', 1)
      .orderBy('sortCode');
    let elements = db
      .selectFrom('menuElement')
      .select(['id', 'menuId', 'kind', 'enCode', 'fullName'])
      .orderBy('menuId')
      .orderBy('sortCode');
    if (!administrator) {
      menus = menus.where('id', 'in', grantedIds(['menu']));
      elements = elements.where('id', 'in', grantedIds(['button', 'column', 'form', 'resource']));
    }
    const [menuRows, elementRows] = await Promise.all([menus.execute(), elements.execute()]);
    const menuList = buildMenuTree(menuRows);
    return { menuList, permissionList: buildPermissionList(menuList, elementRows) };
  },
);

/** `key` is `<userId> <sessionId>`: the last successful sign-in before this session began. */
const readPreviousLogin = cachedRead(PREVIOUS_LOGIN_CACHE, async (db: Db, key: string) => {
  const [userId = '', sessionId = ''] = key.split(' ');
  const row = await db
    .selectFrom('loginLog')
    .select(['at', 'ipAddress', 'place'])
    .where('userId', '=', userId)
    .where('success', '=', 1)
    .where('at', '<', db.selectFrom('session').select('createdAt').where('id', '=', sessionId))
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
});

const readCachedSiteConfig = cachedRead(SITE_CONFIG_CACHE, (db: Db, _whole: 'all') => readSiteConfig(db));

/**
 * Everything the console needs after sign-in: the person (with organisation, department, position and roles),
 * the menus and elements their roles grant, the previous successful login before this session, and the site
 * settings. Administrators receive every enabled menu and element regardless of grants. Every part comes from a
 * cache that reloads when its tables are written (see the *_CACHE bounds above), so a steady CurrentUser costs no query.
 */
export async function loadCurrentUser(db: Db, userId: string, sessionId: string): Promise<CurrentUser | null> {
  const [userRows, roles, prev, siteConfig] = await Promise.all([
    readPerson(db, userId),
    readUserSubjects(db, userId),
    readPreviousLogin(db, `${userId} ${sessionId}`),
    readCachedSiteConfig(db, 'all'),
  ]);
  const user = userRows[0];
  if (!user) return null;
  const { menuList, permissionList } = await readRoleMenus(db, roles.isAdministrator ? ADMINISTRATOR_KEY : roles.subjectsKey);
  const personRoles = userRows.flatMap((row) => (row.roleId === null ? [] : [{ id: row.roleId, fullName: row.roleFullName ?? '' }]));

  return {
    menuList,
    permissionList,
    userInfo: {
      userId: user.id,
      userAccount: user.account,
      userName: user.realName,
      headIcon: user.headIcon,
      organizeId: user.organizeId,
      organizeName: user.organizeName ?? '',
      departmentId: user.departmentId,
      departmentName: user.departmentName,
      positionId: user.positionId,
      positionName: user.positionName,
      roleIds: personRoles.map((role) => role.id),
      roleName: personRoles.map((role) => role.fullName).join(','),
      isAdministrator: user.isAdministrator === 1,
      manager: user.managerName && user.managerAccount ? `${user.managerName}/${user.managerAccount}` : null,
      mobilePhone: user.mobilePhone,
      email: user.email,
      portalId: user.portalId,
      systemId: SYSTEM_ID,
      prevLogin: prev ? 1 : 0,
      prevLoginTime: prev?.at ?? null,
      prevLoginIPAddress: prev?.ipAddress ?? null,
      prevLoginIPAddressName: prev?.place ?? null,
      language: user.language,
      theme: user.theme,
    },
    sysConfigInfo: { ...siteConfig },
  };
}
