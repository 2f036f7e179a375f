import type { Db } from '../db/database';
import { deny } from '../i18n/localized-error';
import { readMenuCatalogue, type CatalogueMenu } from './menu-catalogue';
import { readUserGrants, type UserGrants } from './user-grants';

// Every check here runs on the request path, so it reads the cached menu catalogue and the cached grants of the
// user (shell/menu-catalogue.ts, shell/user-grants.ts: the union over his roles, position, units, himself and his
// groups), which reload on any write to their tables.

/** An enabled menu granted to the user (item_kind 'menu'), or any enabled menu for an administrator. */
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
 * button, a menu_element of kind 'button', granted to the user. Administrators hold every button
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

/**
 * Form fields (menu_element kind 'form') that the page defines but the user is not granted: he may see them on the
 * form but not change them, so a write must keep their stored value (or refuse a change). Empty for administrators
 * and for pages without form-field permissions.
 */
export async function deniedFormFields(db: Db, userId: string, menuEnCode: string): Promise<Set<string>> {
  const [catalogue, grants] = await Promise.all([readMenuCatalogue(db), readUserGrants(db, userId)]);
  const fields = catalogue.byCode.get(menuEnCode)?.elements.filter((element) => element.kind === 'form') ?? [];
  if (fields.length === 0 || grants.isAdministrator) return new Set();
  return new Set(fields.filter((field) => !grants.holds('form', field.id)).map((field) => field.enCode));
}

/**
 * A write's body with the fields the user may not edit put back to their stored values (`stored` undefined for a
 * create: the fields are dropped, so defaults apply). Returns the names it put back, for a refusal or a log.
 */
export function keepDeniedFields<T extends object>(
  body: T,
  stored: Partial<T> | undefined,
  denied: ReadonlySet<string>,
): { body: T; kept: string[] } {
  const kept: string[] = [];
  const out = { ...body } as Record<string, unknown>;
  for (const field of denied) {
    if (!(field in out)) continue;
    const before = stored ? (stored as Record<string, unknown>)[field] : undefined;
    // Arrays (roleIds) come back as new arrays: equal contents are no change.
    if (out[field] === before || (Array.isArray(before) && JSON.stringify(out[field]) === JSON.stringify(before))) continue;
    kept.push(field);
    if (before === undefined) delete out[field];
    else out[field] = before;
  }
  return { body: out as T, kept };
}
