/** Node types of the shared trees (spec section 3): units, people, roles and positions. */
export type TreeItemType = 'company' | 'department' | 'user' | 'role' | 'position';

/** One node of a tree select, user picker or organisation tree, as the server sends it (server/docs/shell.md). */
export interface TreeItem {
  id: string;
  parentId?: string;
  fullName: string;
  icon?: string;
  type?: TreeItemType | string;
  hasChildren?: boolean;
  isLeaf?: boolean;
  children?: TreeItem[] | null;
  enCode?: string;
  /** People only. */
  account?: string;
  realName?: string;
  headIcon?: string;
  /** People only: 'Company/Department'. */
  organize?: string;
}

/** A node nothing hangs below: no children loaded and none announced. */
export function isLeafItem(item: TreeItem): boolean {
  if (item.children && item.children.length > 0) return false;
  if (item.isLeaf !== undefined) return item.isLeaf;
  return !item.hasChildren;
}

/** Every node of a tree, depth first. */
export function flattenTree(items: readonly TreeItem[]): TreeItem[] {
  return items.flatMap((item) => [item, ...flattenTree(item.children ?? [])]);
}

/** The ids from the root down to `id` (inclusive), or [] when it is not in the tree. */
export function pathTo(items: readonly TreeItem[], id: string): string[] {
  for (const item of items) {
    if (item.id === id) return [item.id];
    const below = pathTo(item.children ?? [], id);
    if (below.length > 0) return [item.id, ...below];
  }
  return [];
}
