import type { Db } from '../db/database';
import { deny } from '../i18n/localized-error';
import { readMenuCatalogue, type CatalogueMenu } from './menu-catalogue';
import { readUserGrants, type UserGrants } from './user-grants';

// Every check here runs on the request path, so it reads the cached menu catalogue and the cached grants of the
// user's roles (shell/menu-catalogue.ts, shell/user-grants.ts), which reload on any write to their tables.

/** An enabled menu granted to one of the user's roles (item_kind 'menu'), or any enabled menu for an administrator. */
function menuVisible(menu: CatalogueMenu | undefined, grants: UserGrants): menu is CatalogueMenu {
  if (!menu?.enabled) return false;
  return grants.isAdministrator || grants.holds('menu', menu.id);
}

/** Whether the user may open the menu with this id. */
export async function canSeeMenu(db: Db, userId: string, menuId: string): Promise<boolean> {
  const [catalogue, grants] = await Promise.all([readMenuCatalogue(db), readUserGrants(db, userId)]);
  return menuVisible(catalogue.byId.get(menuId), grants);
}

/** Same as canSeeMenu, addressed by the menu's enCode (e.g. 'permission.user'). */
export async function canSeeMenuByCode(db: Db, userId: string, menuEnCode: string): Promise<boolean> {
  const [catalogue, grants] = await Promise.all([readMenuCatalogue(db), readUserGrants(db, userId)]);
  return menuVisible(catalogue.byCode.get(menuEnCode), grants);
}

/** Throws 403 unless the user may open the menu with this enCode. */
export async function requireMenu(db: Db, userId: string, menuEnCode: string): Promise<void> {
  if (!(await canSeeMenuByCode(db, userId, menuEnCode))) throw deny('request.forbidden');
}

/**
 * Whether the user holds a button (e.g. 'btn_add') on a menu page: the menu must be visible to the user and the
 * button, a menu_element of kind 'button', granted to one of the user's roles. Administrators hold every button
 * that exists on a visible menu.
 */
export async function hasButton(db: Db, userId: string, menuEnCode: string, buttonCode: string): Promise<boolean> {
  const [catalogue, grants] = await Promise.all([readMenuCatalogue(db), readUserGrants(db, userId)]);
  const menu = catalogue.byCode.get(menuEnCode);
  const button = menu?.elements.find((element) => element.kind === 'button' && element.enCode === buttonCode);
  if (!button || !menuVisible(menu, grants)) return false;
  return grants.isAdministrator || grants.holds('button', button.id);
}

/** Throws 403 unless the user holds the button on the menu page. */
export async function requireButton(db: Db, userId: string, menuEnCode: string, buttonCode: string): Promise<void> {
  if (!(await hasButton(db, userId, menuEnCode, buttonCode))) throw deny('request.forbidden');
}

/**
 * List columns (menu_element kind 'column') that the page defines but the user is not granted: the console hides
 * them, so the server leaves them out too. Empty for administrators and for pages without column permissions.
 */
export async function deniedColumns(db: Db, userId: string, menuEnCode: string): Promise<Set<string>> {
  const [catalogue, grants] = await Promise.all([readMenuCatalogue(db), readUserGrants(db, userId)]);
  const columns = catalogue.byCode.get(menuEnCode)?.elements.filter((element) => element.kind === 'column') ?? [];
  if (columns.length === 0 || grants.isAdministrator) return new Set();
  return new Set(columns.filter((column) => !grants.holds('column', column.id)).map((column) => column.enCode));
}
