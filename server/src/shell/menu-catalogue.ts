import { cachedRead } from '../db/cached-read';
import type { Db } from '../db/database';
import type { MenuElementKind } from '../db/tables/core';

export interface CatalogueElement {
  id: string;
  kind: MenuElementKind;
  enCode: string;
}

export interface CatalogueMenu {
  id: string;
  enabled: boolean;
  elements: readonly CatalogueElement[];
}

/** Every menu by id and by enCode with its elements: what permission checks look up on each request. */
export interface MenuCatalogue {
  byId: ReadonlyMap<string, CatalogueMenu>;
  byCode: ReadonlyMap<string, CatalogueMenu>;
}

/** One entry per database (the whole menu table is a few hundred rows); reloaded on any menu write, 5 minutes at most. */
const MENU_CATALOGUE_CACHE = { tables: ['menu', 'menuElement'], maxEntries: 1, ttlMs: 5 * 60_000 } as const;

const readCatalogue = cachedRead(MENU_CATALOGUE_CACHE, async (db: Db, _whole: 'all'): Promise<MenuCatalogue> => {
  const [menus, elements] = await Promise.all([
    db.selectFrom('menu').select(['id', 'enCode', 'enabledMark']).execute(),
    db.selectFrom('menuElement').select(['id', 'menuId', 'kind', 'enCode']).orderBy('menuId').orderBy('sortCode').execute(),
  ]);
  const elementsOf = new Map<string, CatalogueElement[]>();
  for (const element of elements) {
    const list = elementsOf.get(element.menuId);
    const entry = { id: element.id, kind: element.kind, enCode: element.enCode };
    if (list) list.push(entry);
    else elementsOf.set(element.menuId, [entry]);
  }
  const byId = new Map<string, CatalogueMenu>();
  const byCode = new Map<string, CatalogueMenu>();
  for (const menu of menus) {
    const entry = { id: menu.id, enabled: menu.enabledMark === 1, elements: elementsOf.get(menu.id) ?? [] };
    byId.set(menu.id, entry);
    byCode.set(menu.enCode, entry);
  }
  return { byId, byCode };
});

/** The menu catalogue (cached; read-only). */
export function readMenuCatalogue(db: Db): Promise<MenuCatalogue> {
  return readCatalogue(db, 'all');
}
