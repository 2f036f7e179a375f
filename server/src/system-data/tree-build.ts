// Nesting flat rows into a tree by parentId, and the cycle check every tree write runs.

interface Flat {
  id: string;
  parentId: string;
}

export type Nested<T> = T & { hasChildren: boolean; children?: Nested<T>[] };

/** Rows nested under their parents; a row whose parent is absent (or is '0', '-1' or '') sits at the top. */
export function nestRows<T extends Flat>(rows: readonly T[]): Nested<T>[] {
  const nodes = new Map<string, Nested<T>>(rows.map((row) => [row.id, { ...row, hasChildren: false }]));
  const top: Nested<T>[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) {
      parent.hasChildren = true;
      (parent.children ??= []).push(node);
    } else {
      top.push(node);
    }
  }
  return top;
}

/** Whether making `parentId` the parent of `id` would put `id` among its own ancestors. */
export function makesCycle(rows: readonly Flat[], id: string, parentId: string): boolean {
  const parents = new Map(rows.map((row) => [row.id, row.parentId]));
  let current: string | undefined = parentId;
  const seen = new Set<string>();
  while (current !== undefined && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = parents.get(current);
  }
  return false;
}
