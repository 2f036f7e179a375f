import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { MenuTable } from '../../db/tables/core';
import type { MenuAdminNode, MenuInfo } from '../../wire/menus';

/** The menu whose rights open this page and its calls (server/src/seed/demo-menus.ts). */
export const MENU_ADMIN_CODE = 'system.menu';

export type MenuRow = Selectable<MenuTable>;

interface MenuProperties {
  moduleId?: unknown;
  isTree?: unknown;
  [other: string]: unknown;
}

/** propertyJson parsed; a stored text that is not a JSON object reads as empty rather than failing the page. */
export function propertiesOf(propertyJson: string): MenuProperties {
  try {
    const parsed: unknown = JSON.parse(propertyJson);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as MenuProperties) : {};
  } catch {
    return {};
  }
}

export function menuInfoOf(row: MenuRow): MenuInfo {
  const properties = propertiesOf(row.propertyJson);
  return {
    id: row.id,
    parentId: row.parentId,
    enCode: row.enCode,
    fullName: row.fullName,
    icon: row.icon,
    type: row.type,
    urlAddress: row.urlAddress,
    linkTarget: row.linkTarget,
    propertyJson: row.propertyJson,
    moduleId: typeof properties.moduleId === 'string' ? properties.moduleId : '',
    isTree: properties.isTree === 1 || properties.isTree === '1' ? 1 : 0,
    projectType: row.projectType,
    hidden: row.hidden,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
  };
}

/** Every menu, siblings by sortCode then name: the tree is a few hundred rows, read whole. */
export function readAllMenus(db: Db): Promise<MenuRow[]> {
  return db.selectFrom('menu').selectAll().orderBy('sortCode').orderBy('fullName').orderBy('id').execute();
}

/** Nests rows under their parents; a row whose parent is missing sits at the root so it stays reachable. */
export function nestMenus(rows: readonly MenuRow[]): MenuAdminNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<string, MenuRow[]>();
  for (const row of rows) {
    const parent = ids.has(row.parentId) ? row.parentId : '-1';
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(row);
    else childrenOf.set(parent, [row]);
  }
  const build = (parentId: string, seen: Set<string>): MenuAdminNode[] =>
    (childrenOf.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const children = build(row.id, new Set(seen).add(row.id));
        return { ...menuInfoOf(row), hasChildren: children.length > 0, children };
      });
  return build('-1', new Set());
}

/** The ids of `id` and every menu under it. */
export function subtreeIds(rows: readonly MenuRow[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!found.has(row.id) && found.has(row.parentId)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}
