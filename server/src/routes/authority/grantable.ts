import type { Db } from '../../db/database';
import { readMenuCatalogue, type CatalogueElement, type CatalogueMenu } from '../../shell/menu-catalogue';
import { readUserGrants } from '../../shell/user-grants';
import type { DataScope } from '../../shell/data-scope';
import type { GrantableMenu } from '../../wire/authority';

/** What a caller may grant: what he holds himself (administrators: every enabled menu and element, scope 'all'). */
export interface Grantable {
  menus: ReadonlyMap<string, CatalogueMenu>;
  elements: ReadonlyMap<string, CatalogueElement & { menuId: string }>;
  maxScope(menuId: string): DataScope;
  tree: GrantableMenu[];
}

const SCREEN_ELEMENT_KINDS = ['button', 'column', 'form'] as const;

export async function readGrantable(db: Db, userId: string): Promise<Grantable> {
  const [catalogue, grants] = await Promise.all([readMenuCatalogue(db), readUserGrants(db, userId)]);
  const menus = new Map<string, CatalogueMenu>();
  const elements = new Map<string, CatalogueElement & { menuId: string }>();
  for (const menu of catalogue.ordered) {
    if (!menu.enabled || !(grants.isAdministrator || grants.holds('menu', menu.id))) continue;
    menus.set(menu.id, menu);
    for (const element of menu.elements) {
      if (!(SCREEN_ELEMENT_KINDS as readonly string[]).includes(element.kind)) continue;
      if (grants.isAdministrator || grants.holds(element.kind, element.id)) elements.set(element.id, { ...element, menuId: menu.id });
    }
  }
  const maxScope = (menuId: string): DataScope => grants.scopeOf(menuId);
  return { menus, elements, maxScope, tree: buildTree(menus, elements, maxScope) };
}

/** The grant screen's tree: held menus under their parents (a parent not held: the menu becomes a root). */
function buildTree(
  menus: ReadonlyMap<string, CatalogueMenu>,
  elements: ReadonlyMap<string, CatalogueElement & { menuId: string }>,
  maxScope: (menuId: string) => DataScope,
): GrantableMenu[] {
  const nodes = new Map<string, GrantableMenu>();
  for (const menu of menus.values()) {
    nodes.set(menu.id, {
      id: menu.id,
      parentId: menu.parentId,
      enCode: menu.enCode,
      fullName: menu.fullName,
      type: menu.type,
      button: [],
      column: [],
      form: [],
      maxDataScope: maxScope(menu.id),
      children: [],
    });
  }
  for (const element of elements.values()) {
    const kind = element.kind as (typeof SCREEN_ELEMENT_KINDS)[number];
    nodes.get(element.menuId)?.[kind].push({ id: element.id, enCode: element.enCode, fullName: element.fullName });
  }
  const roots: GrantableMenu[] = [];
  // The catalogue is in sort order, so children land in order too.
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && !isAncestor(nodes, node.id, parent)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Whether `id` is `from` or above it: a parentId cycle in bad data must not nest a node inside itself. */
function isAncestor(nodes: ReadonlyMap<string, GrantableMenu>, id: string, from: GrantableMenu): boolean {
  let current: GrantableMenu | undefined = from;
  for (let steps = 0; current && steps <= nodes.size; steps += 1) {
    if (current.id === id) return true;
    current = nodes.get(current.parentId);
  }
  return false;
}
