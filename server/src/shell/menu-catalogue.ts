import { cachedRead } from '../db/cached-read';
import type { Db } from '../db/database';
import type { MenuElementKind } from '../db/tables/core';

export interface CatalogueElement {
  id: string;
  kind: MenuElementKind;
  enCode: string;
  fullName: string;
}

export interface CatalogueMenu {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  /** 1 directory, 2 page, ... (seed 000 section 3). */
  type: number;
  enabled: boolean;
  elements: readonly CatalogueElement[];
}

/** Every menu by id and by enCode with its elements: what permission checks look up on each request. */
export interface MenuCatalogue {
  byId: ReadonlyMap<string, CatalogueMenu>;
  byCode: ReadonlyMap<string, CatalogueMenu>;
  /** Every menu in sort order (sortCode, then enCode): the grant screen's tree is built from it. */
  ordered: readonly CatalogueMenu[];
}

/** One entry per database (the whole menu table is a few hundred rows); reloaded on any menu write, 5 minutes at most. */
const MENU_CATALOGUE_CACHE = { tables: ['menu', 'menuElement'], maxEntries: 1, ttlMs: 5 * 60_000 } as const;

const readCatalogue = cachedRead(MENU_CATALOGUE_CACHE, async (db: Db, _whole: 'all'): Promise<MenuCatalogue> => {
  const [menus, elements] = await Promise.all([
    db
      .selectFrom('menu')
      .select(['id', 'parentId', 'enCode', 'fullName', 'type', 'enabledMark'])
      .orderBy('sortCode')
      .orderBy('enCode')
      .execute(),
    db
      .selectFrom('menuElement')
      .select(['id', 'menuId', 'kind', 'enCode', 'fullName'])
      .orderBy('menuId')
      .orderBy('sortCode')
      .orderBy('id')
      .execute(),
  ]);
  const elementsOf = new Map<string, CatalogueElement[]>();
  for (const element of elements) {
    const list = elementsOf.get(element.menuId);
    const entry = { id: element.id, kind: element.kind, enCode: element.enCode, fullName: element.fullName };
    if (list) list.push(entry);
    else elementsOf.set(element.menuId, [entry]);
  }
  const byId = new Map<string, CatalogueMenu>();
  const byCode = new Map<string, CatalogueMenu>();
  for (const menu of menus) {
    const entry = {
      id: menu.id,
      parentId: menu.parentId,
      enCode: menu.enCode,
      fullName: menu.fullName,
      type: menu.type,
      enabled: menu.enabledMark === 1,
      elements: elementsOf.get(menu.id) ?? [],
    };
    byId.set(menu.id, entry);
    byCode.set(menu.enCode, entry);
  }
  return { byId, byCode, ordered: [...byId.values()] };
});

/** The menu catalogue (cached; read-only). */
export function readMenuCatalogue(db: Db): Promise<MenuCatalogue> {
  return readCatalogue(db, 'all');
}
