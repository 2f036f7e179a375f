import { isAdministrator } from '../auth/require-administrator';
import type { Db } from '../db/database';
import type { RoleGrantTable } from '../db/tables/core';
import { forbidden } from '../lib/envelope';

/** Which of these items (menus, buttons, columns ...) one of the user's roles grants. */
async function grantedItemIds(db: Db, userId: string, kind: RoleGrantTable['itemKind'], itemIds: string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('roleGrant')
    .innerJoin('userRole', 'userRole.roleId', 'roleGrant.roleId')
    .select('roleGrant.itemId')
    .where('userRole.userId', '=', userId)
    .where('roleGrant.itemKind', '=', kind)
    .where('roleGrant.itemId', 'in', itemIds)
    .execute();
  return new Set(rows.map((row) => row.itemId));
}

/** canSeeMenu with the administrator flag already known, so callers that need it too ask the database once. */
async function menuVisible(db: Db, userId: string, menuId: string, administrator: boolean): Promise<boolean> {
  const menu = await db.selectFrom('menu').select(['id', 'enabledMark']).where('id', '=', menuId).executeTakeFirst();
  if (!menu || menu.enabledMark !== 1) return false;
  return administrator || (await grantedItemIds(db, userId, 'menu', [menuId])).has(menuId);
}

/**
 * Whether the user may open the menu with this id: an enabled menu granted to one of the user's roles
 * (item_kind 'menu' in role_grant), or any enabled menu for an administrator.
 */
export async function canSeeMenu(db: Db, userId: string, menuId: string): Promise<boolean> {
  return menuVisible(db, userId, menuId, await isAdministrator(db, userId));
}

/** Same as canSeeMenu, addressed by the menu's enCode (e.g. 'permission.user'). */
export async function canSeeMenuByCode(db: Db, userId: string, menuEnCode: string): Promise<boolean> {
  const menu = await db.selectFrom('menu').select('id').where('enCode', '=', menuEnCode).executeTakeFirst();
  return menu !== undefined && canSeeMenu(db, userId, menu.id);
}

/** Throws 403 unless the user may open the menu with this enCode. */
export async function requireMenu(db: Db, userId: string, menuEnCode: string): Promise<void> {
  if (!(await canSeeMenuByCode(db, userId, menuEnCode))) throw forbidden();
}

/**
 * Whether the user holds a button (e.g. 'btn_add') on a menu page: the menu must be visible to the user and the
 * button, a menu_element of kind 'button', granted to one of the user's roles. Administrators hold every button
 * that exists on a visible menu.
 */
export async function hasButton(db: Db, userId: string, menuEnCode: string, buttonCode: string): Promise<boolean> {
  const element = await db
    .selectFrom('menuElement')
    .innerJoin('menu', 'menu.id', 'menuElement.menuId')
    .select(['menuElement.id', 'menu.id as menuId'])
    .where('menu.enCode', '=', menuEnCode)
    .where('menuElement.kind', '=', 'button')
    .where('menuElement.enCode', '=', buttonCode)
    .executeTakeFirst();
  if (!element) return false;
  const administrator = await isAdministrator(db, userId);
  if (!(await menuVisible(db, userId, element.menuId, administrator))) return false;
  return administrator || (await grantedItemIds(db, userId, 'button', [element.id])).has(element.id);
}

/** Throws 403 unless the user holds the button on the menu page. */
export async function requireButton(db: Db, userId: string, menuEnCode: string, buttonCode: string): Promise<void> {
  if (!(await hasButton(db, userId, menuEnCode, buttonCode))) throw forbidden();
}

/**
 * List columns (menu_element kind 'column') that the page defines but the user is not granted: the console hides
 * them, so the server leaves them out too. Empty for administrators and for pages without column permissions.
 */
export async function deniedColumns(db: Db, userId: string, menuEnCode: string): Promise<Set<string>> {
  const columns = await db
    .selectFrom('menuElement')
    .innerJoin('menu', 'menu.id', 'menuElement.menuId')
    .select(['menuElement.id', 'menuElement.enCode'])
    .where('menu.enCode', '=', menuEnCode)
    .where('menuElement.kind', '=', 'column')
    .execute();
  if (columns.length === 0 || (await isAdministrator(db, userId))) return new Set();
  const grantedIds = await grantedItemIds(
    db,
    userId,
    'column',
    columns.map((column) => column.id),
  );
  return new Set(columns.filter((column) => !grantedIds.has(column.id)).map((column) => column.enCode));
}
