import type { TreeItem } from '../../../ui/tree/tree-item';

const isCompany = (item: TreeItem) => item.type === 'company';

/** Only the companies of the organisation tree (a company may hold companies), for the organisation field. */
export function companyTree(items: readonly TreeItem[]): TreeItem[] {
  return items.filter(isCompany).map((item) => {
    const children = companyTree(item.children ?? []);
    return { ...item, children, hasChildren: children.length > 0, isLeaf: children.length === 0 };
  });
}

function departmentsBelow(items: readonly TreeItem[]): TreeItem[] {
  return items
    .filter((item) => item.type === 'department')
    .map((item) => {
      const children = departmentsBelow(item.children ?? []);
      return { ...item, children, hasChildren: children.length > 0, isLeaf: children.length === 0 };
    });
}

function findUnit(items: readonly TreeItem[], id: string): TreeItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const below = findUnit(item.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}

/** The departments of one company (not those of companies below it), for the department field. */
export function departmentTree(items: readonly TreeItem[], companyId: string | undefined): TreeItem[] {
  if (!companyId) return [];
  return departmentsBelow(findUnit(items, companyId)?.children ?? []);
}

/** Whether a department belongs to the company (so it can stay chosen when the company changes). */
export function isDepartmentOf(items: readonly TreeItem[], companyId: string | undefined, departmentId: string): boolean {
  return findUnit(departmentTree(items, companyId), departmentId) !== undefined;
}
