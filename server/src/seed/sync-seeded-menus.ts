import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { MenuElementTable, MenuTable, RoleGrantTable } from '../db/tables/core';
import { seedHoldersOf } from './demo-grants';
import { DEMO_MENUS, type MenuSeed } from './demo-menus';
import { ROLE } from './demo-people';
import { placeMenus } from './menu-rows';

/** What one start added to a site seeded by an older menu list. */
export interface MenuSync {
  menus: number;
  elements: number;
}

const menuKey = (enCode: string): string => `menu:${enCode}`;
const elementKey = (menuEnCode: string, kind: string, enCode: string): string => `${kind}:${menuEnCode}:${enCode}`;

/**
 * Brings the seeded menu tree to a site first seeded by an older list: every menu, button, column, form field and
 * data resource of `menus` that the site never received is inserted (with the id a fresh seed gives it) and granted to
 * the built-in administrator role, with the directories above it. An element added to a page the site already has
 * also goes to the demo roles that hold it on a fresh seed (demo-grants.ts) where they still open that page: a button
 * that comes to guard an existing action (import on the user page, the alarm settings) must not take that action
 * from them. Rows that exist are never changed, so a renamed or moved menu keeps what its administrator gave it; an
 * item the site received and an administrator since deleted is not brought back (the seeded_menu_item ledger
 * remembers it); other grants are left alone. One transaction; this is the only place that adds seeded menu items.
 */
export async function syncSeededMenus(db: Db, menus: MenuSeed[] = DEMO_MENUS): Promise<MenuSync> {
  const [ledger, existingMenus, existingElements, administrator, menuGrants] = await Promise.all([
    db.selectFrom('seededMenuItem').select('itemKey').execute(),
    db.selectFrom('menu').select(['id', 'enCode']).execute(),
    db.selectFrom('menuElement').select(['id', 'menuId', 'kind', 'enCode']).execute(),
    db.selectFrom('role').select('id').where('id', '=', ROLE.administrator).executeTakeFirst(),
    db.selectFrom('roleGrant').select(['roleId', 'itemId']).where('itemKind', '=', 'menu').execute(),
  ]);
  const menuHolders = new Set(menuGrants.map((grant) => `${grant.roleId}|${grant.itemId}`));
  const received = new Set(ledger.map((row) => row.itemKey));
  const menuIdByCode = new Map(existingMenus.map((menu) => [menu.enCode, menu.id]));
  const takenMenuIds = new Set(existingMenus.map((menu) => menu.id));
  const elementKeys = new Set(existingElements.map((element) => `${element.menuId}|${element.kind}|${element.enCode}`));
  const takenElementIds = new Set(existingElements.map((element) => element.id));

  const newKeys: string[] = [];
  const newMenus: Insertable<MenuTable>[] = [];
  const newElements: Insertable<MenuElementTable>[] = [];
  const grants: Insertable<RoleGrantTable>[] = [];
  const grantMenuWithAncestors = (enCodes: string[]) => {
    for (const enCode of enCodes) {
      const id = menuIdByCode.get(enCode);
      if (id !== undefined && administrator) grants.push({ roleId: ROLE.administrator, itemKind: 'menu', itemId: id });
    }
  };

  for (const placed of placeMenus(menus)) {
    const { enCode } = placed.seed;
    let menuId = menuIdByCode.get(enCode);
    const isNewMenu = menuId === undefined;
    const parentCode = placed.ancestors.at(-1);
    const parentId = parentCode === undefined ? '-1' : menuIdByCode.get(parentCode);
    if (menuId === undefined) {
      // Deleted by an administrator, or its directory was: leave it (and what hangs under it) out.
      if (received.has(menuKey(enCode)) || parentId === undefined || takenMenuIds.has(placed.row.id)) continue;
      menuId = placed.row.id;
      newMenus.push({ ...placed.row, parentId });
      menuIdByCode.set(enCode, menuId);
      grantMenuWithAncestors([...placed.ancestors, enCode]);
      newKeys.push(menuKey(enCode));
    } else if (!received.has(menuKey(enCode))) {
      newKeys.push(menuKey(enCode));
    }
    for (const element of placed.elements) {
      const key = elementKey(enCode, element.kind, element.enCode);
      if (elementKeys.has(`${menuId}|${element.kind}|${element.enCode}`)) {
        if (!received.has(key)) newKeys.push(key);
        continue;
      }
      if (received.has(key) || takenElementIds.has(element.id)) continue;
      newElements.push({ ...element, menuId });
      const pageId = menuId;
      const holders = isNewMenu
        ? []
        : seedHoldersOf(enCode, element).filter((roleId) => roleId !== ROLE.administrator && menuHolders.has(`${roleId}|${pageId}`));
      if (administrator) holders.unshift(ROLE.administrator);
      for (const roleId of holders) grants.push({ roleId, itemKind: element.kind, itemId: element.id });
      newKeys.push(key);
    }
  }
  if (newKeys.length === 0) return { menus: 0, elements: 0 };

  const seededAt = Date.now();
  await db.transaction().execute(async (trx) => {
    if (newMenus.length > 0) await trx.insertInto('menu').values(newMenus).execute();
    if (newElements.length > 0) await trx.insertInto('menuElement').values(newElements).execute();
    if (grants.length > 0)
      await trx
        .insertInto('roleGrant')
        .values(grants)
        .onConflict((oc) => oc.columns(['roleId', 'itemKind', 'itemId']).doNothing())
        .execute();
    await trx
      .insertInto('seededMenuItem')
      .values(newKeys.map((itemKey) => ({ itemKey, seededAt })))
      .execute();
  });
  return { menus: newMenus.length, elements: newElements.length };
}
