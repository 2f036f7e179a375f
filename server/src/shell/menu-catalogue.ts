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
  /**
   * Generated-form pages (type 3) by the form they show (`propertyJson.moduleId`): a form's records are guarded by
   * its page's buttons, columns and data scope. The first in sort order when several pages show one form.
   */
  byFormModule: ReadonlyMap<string, CatalogueMenu>;
}

/** The moduleId of a menu's property JSON; bad JSON has none. */
function moduleIdOf(propertyJson: string): string | undefined {
  try {
    const value: unknown = JSON.parse(propertyJson || '{}');
    const moduleId = typeof value === 'object' && value !== null ? (value as { moduleId?: unknown }).moduleId : undefined;
    return typeof moduleId === 'string' && moduleId !== '' ? moduleId : undefined;
  } catch {
    return undefined;
  }
}

/** One entry per database (the whole menu table is a few hundred rows); reloaded on any menu write, 5 minutes at most. */
const MENU_CATALOGUE_CACHE = { tables: ['menu', 'menuElement'], maxEntries: 1, ttlMs: 5 * 60_000 } as const;

const readCatalogue = cachedRead(MENU_CATALOGUE_CACHE, async (db: Db, _whole: 'all'): Promise<MenuCatalogue> => {
  const [menus, elements] = await Promise.all([
    db
      .selectFrom('menu')
      .select(['id', 'parentId', 'enCode', 'fullName', 'type', 'enabledMark', 'propertyJson'])
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
  const byFormModule = new Map<string, CatalogueMenu>();
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
    const moduleId = menu.type === 3 ? moduleIdOf(menu.propertyJson) : undefined;
    if (moduleId !== undefined && !byFormModule.has(moduleId)) byFormModule.set(moduleId, entry);
  }
  return { byId, byCode, ordered: [...byId.values()], byFormModule };
});

/** The menu catalogue (cached; read-only). */
export function readMenuCatalogue(db: Db): Promise<MenuCatalogue> {
  return readCatalogue(db, 'all');
}
