import type { TreeItem } from './tree-item';

/**
 * The nodes whose name (or code) contains the keyword, with their ancestors so the tree stays navigable, and
 * everything below a match. Case-insensitive; an empty keyword keeps the whole tree.
 */
export function filterTree(items: readonly TreeItem[], keyword: string): TreeItem[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...items];
  return items.flatMap((item) => {
    const matches = item.fullName.toLowerCase().includes(needle) || (item.enCode ?? '').toLowerCase().includes(needle);
    if (matches) return [item];
    const children = filterTree(item.children ?? [], keyword);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
