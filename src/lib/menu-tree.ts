import type { MenuNode } from '../../server/src/wire/current-user';

/** The menu item with this id anywhere in the tree. */
export function findMenuItem(menus: readonly MenuNode[], id: string): MenuNode | undefined {
  for (const item of menus) {
    if (item.id === id) return item;
    const found = findMenuItem(item.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Ids of the items from the root down to (not including) the item with this id; empty when absent. */
export function ancestorIds(menus: readonly MenuNode[], id: string, trail: string[] = []): string[] | undefined {
  for (const item of menus) {
    if (item.id === id) return trail;
    const found = ancestorIds(item.children ?? [], id, [...trail, item.id]);
    if (found) return found;
  }
  return undefined;
}

export function isMenuHidden(item: MenuNode): boolean {
  return item.hidden === 1;
}
