import { flattenTree, type TreeItem, type TreeItemType } from '../../../ui/tree/tree-item';

/** The units of one type, and of that type below them: the rest of the tree (and what hangs under it) is cut off. */
function unitsOfType(items: readonly TreeItem[], type: TreeItemType): TreeItem[] {
  return items
    .filter((item) => item.type === type)
    .map((item) => {
      const children = unitsOfType(item.children ?? [], type);
      return { ...item, children, hasChildren: children.length > 0, isLeaf: children.length === 0 };
    });
}

function findUnit(items: readonly TreeItem[], id: string): TreeItem | undefined {
  return flattenTree(items).find((item) => item.id === id);
}

/** Only the companies of the organisation tree (a company may hold companies), for the organisation field. */
export function companyTree(items: readonly TreeItem[]): TreeItem[] {
  return unitsOfType(items, 'company');
}

/** The departments of one company (not those of companies below it), for the department field. */
export function departmentTree(items: readonly TreeItem[], companyId: string | undefined): TreeItem[] {
  if (!companyId) return [];
  return unitsOfType(findUnit(items, companyId)?.children ?? [], 'department');
}

/** Whether a department belongs to the company (so it can stay chosen when the company changes). */
export function isDepartmentOf(items: readonly TreeItem[], companyId: string | undefined, departmentId: string): boolean {
  return findUnit(departmentTree(items, companyId), departmentId) !== undefined;
}
