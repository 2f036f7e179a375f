import type { Db } from '../db/database';
import type { MenuElementKind } from '../db/tables/core';
import { readSiteConfig, type SiteConfig } from '../routes/sys-config/site-config';

/** The single application this server runs; the console echoes it in the websocket OnConnection. */
export const SYSTEM_ID = 'sluice';

export interface MenuNode {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  icon: string;
  type: number;
  urlAddress: string;
  linkTarget: string;
  /** JSON text: {"moduleId","iconBackgroundColor","isTree"} */
  propertyJson: string;
  sortCode: number;
  projectType: number;
  hidden: number;
  hasChildren: boolean;
  children: MenuNode[];
}

export interface PermissionItem {
  id: string;
  enCode: string;
  fullName: string;
}

export interface PermissionEntry {
  modelId: string;
  moduleName: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  resource: PermissionItem[];
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon: string;
  organizeId: string;
  organizeName: string;
  departmentId: string | null;
  departmentName: string | null;
  positionId: string | null;
  positionName: string | null;
  roleIds: string[];
  roleName: string;
  isAdministrator: boolean;
  /** Direct supervisor as "realName/account", or null when none is recorded (or they were removed). */
  manager: string | null;
  mobilePhone: string | null;
  email: string | null;
  portalId: string;
  systemId: string;
  prevLogin: 0 | 1;
  prevLoginTime: number | null;
  prevLoginIPAddress: string | null;
  prevLoginIPAddressName: string | null;
  language: string;
  theme: string;
}

export interface CurrentUser {
  menuList: MenuNode[];
  permissionList: PermissionEntry[];
  userInfo: UserInfo;
  sysConfigInfo: SiteConfig;
}

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

/**
 * Everything the console needs after sign-in, in five independent queries run together:
 * the person (with organisation, department, position and roles), granted menus, granted elements,
 * the previous successful login before this session, and the site settings.
 * Administrators receive every enabled menu and element regardless of grants.
 */
export async function loadCurrentUser(db: Db, userId: string, sessionId: string): Promise<CurrentUser | null> {
  const isAdmin = db.selectFrom('users').select('id').where('id', '=', userId).where('isAdministrator', '=', 1);
  const grantedIds = (kinds: ('menu' | MenuElementKind)[]) =>
    db
      .selectFrom('roleGrant')
      .innerJoin('userRole', 'userRole.roleId', 'roleGrant.roleId')
      .select('roleGrant.itemId')
      .where('userRole.userId', '=', userId)
      .where('roleGrant.itemKind', 'in', kinds);

  const [userRows, menuRows, elementRows, prev, siteConfig] = await Promise.all([
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
        'users.id', 'users.account', 'users.realName', 'users.headIcon', 'users.organizeId', 'org.fullName as organizeName',
        'users.departmentId', 'dept.fullName as departmentName', 'users.positionId', 'position.fullName as positionName',
        'users.isAdministrator', 'users.mobilePhone', 'users.email', 'users.portalId', 'users.language', 'users.theme',
        'role.id as roleId', 'role.fullName as roleFullName', 'manager.realName as managerName', 'manager.account as managerAccount',
      ])
      .where('users.id', '=', userId)
      .orderBy('role.sortCode')
      .orderBy('role.id')
      .execute(),
    db
      .selectFrom('menu')
      .select(['id', 'parentId', 'enCode', 'fullName', 'icon', 'type', 'urlAddress', 'linkTarget', 'propertyJson', 'sortCode', 'projectType', 'hidden'])
      .where('enabledMark', '=', 1)
      .where((eb) => eb.or([eb.exists(isAdmin), eb('id', 'in', grantedIds(['menu']))]))
      .orderBy('sortCode')
      .execute(),
    db
      .selectFrom('menuElement')
      .select(['id', 'menuId', 'kind', 'enCode', 'fullName'])
      .where((eb) => eb.or([eb.exists(isAdmin), eb('id', 'in', grantedIds(['button', 'column', 'form', 'resource']))]))
      .orderBy('menuId')
      .orderBy('sortCode')
      .execute(),
    db
      .selectFrom('loginLog')
      .select(['at', 'ipAddress', 'place'])
      .where('userId', '=', userId)
      .where('success', '=', 1)
      .where('at', '<', db.selectFrom('session').select('createdAt').where('id', '=', sessionId))
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    readSiteConfig(db),
  ]);
  const user = userRows[0];
  if (!user) return null;
  const roles = userRows.flatMap((row) => (row.roleId === null ? [] : [{ id: row.roleId, fullName: row.roleFullName ?? '' }]));

  const menuList = buildMenuTree(menuRows);
  return {
    menuList,
    permissionList: buildPermissionList(menuList, elementRows),
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
      roleIds: roles.map((role) => role.id),
      roleName: roles.map((role) => role.fullName).join(','),
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
    sysConfigInfo: siteConfig,
  };
}
