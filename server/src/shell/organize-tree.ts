import type { Db } from '../db/database';
import { TREE_ICON, userTreeItem, type TreeItem, type UserTreeSource } from './tree-item';

/** Root companies have this parent id. */
export const ROOT_PARENT_ID = '-1';

export interface OrganizeNode {
  id: string;
  parentId: string;
  category: 'company' | 'department';
  enCode: string;
  fullName: string;
  sortCode: number;
  enabledMark: number;
  createdAt: number;
  managerId: string | null;
  description: string | null;
  lastModifiedAt: number | null;
}

const collator = new Intl.Collator('zh-CN', { numeric: true });

/** Sort code first, then name in Chinese collation order (pinyin), the same whatever the database's collation. */
export function compareOrganize(a: OrganizeNode, b: OrganizeNode): number {
  return a.sortCode - b.sortCode || collator.compare(a.fullName, b.fullName) || a.id.localeCompare(b.id);
}

/**
 * Every company and department, sorted, with lookups by id and by parent. Organisations are a few hundred rows
 * at most, so the tree is assembled in memory rather than with recursive SQL that differs per dialect.
 */
export class OrganizeIndex {
  readonly byId = new Map<string, OrganizeNode>();
  readonly childrenOf = new Map<string, OrganizeNode[]>();

  constructor(readonly nodes: OrganizeNode[]) {
    for (const node of [...nodes].sort(compareOrganize)) {
      this.byId.set(node.id, node);
      const siblings = this.childrenOf.get(node.parentId) ?? [];
      siblings.push(node);
      this.childrenOf.set(node.parentId, siblings);
    }
  }

  /** Top-level nodes: parent '-1', or a parent that is missing (e.g. filtered out). */
  roots(): OrganizeNode[] {
    return [...this.byId.values()].filter((node) => node.parentId === ROOT_PARENT_ID || !this.byId.has(node.parentId));
  }

  children(id: string): OrganizeNode[] {
    return this.childrenOf.get(id) ?? [];
  }

  /** The node and everything below it. */
  descendantIds(id: string): Set<string> {
    const out = new Set<string>();
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      if (out.has(current)) continue; // guards against a cycle in bad data
      out.add(current);
      for (const child of this.children(current)) stack.push(child.id);
    }
    return out;
  }

  /** Ids from the root down to `id` (inclusive): JNPF's organizeIdTree. */
  idPath(id: string): string[] {
    const ids: string[] = [];
    let current = this.byId.get(id);
    while (current && !ids.includes(current.id)) {
      ids.unshift(current.id);
      current = this.byId.get(current.parentId);
    }
    return ids;
  }

  /** Names from the root down, joined with '/': 'Company/Department/Team'. */
  pathName(id: string | null | undefined): string {
    const names: string[] = [];
    const seen = new Set<string>();
    let current = id ? this.byId.get(id) : undefined;
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      names.unshift(current.fullName);
      current = this.byId.get(current.parentId);
    }
    return names.join('/');
  }

  /** A node with the tree widget's fields (children not attached). */
  item(node: OrganizeNode, hasChildren = this.children(node.id).length > 0): TreeItem {
    return {
      id: node.id,
      parentId: node.parentId,
      fullName: node.fullName,
      enCode: node.enCode,
      icon: node.category === 'company' ? TREE_ICON.company : TREE_ICON.department,
      type: node.category,
      hasChildren,
      isLeaf: !hasChildren,
    };
  }

  /** A user as a picker leaf, placed by their department (or company): 'Company/Department'. */
  userItem(user: UserTreeSource): TreeItem {
    return userTreeItem(user, this.pathName(user.departmentId ?? user.organizeId));
  }

  /** The whole tree from the roots down, leaving out `excludeId` and everything below it. */
  tree(excludeId?: string): TreeItem[] {
    const excluded = excludeId ? this.descendantIds(excludeId) : new Set<string>();
    const build = (node: OrganizeNode, trail: Set<string>): TreeItem => {
      const nextTrail = new Set(trail).add(node.id);
      const children = this.children(node.id)
        .filter((child) => !excluded.has(child.id) && !nextTrail.has(child.id))
        .map((child) => build(child, nextTrail));
      return { ...this.item(node, children.length > 0), children };
    };
    return this.roots()
      .filter((node) => !excluded.has(node.id))
      .map((node) => build(node, new Set()));
  }
}

/** Loads the organisation index; `enabledOnly` leaves disabled units (and so everything under them) out. */
export async function loadOrganizeIndex(db: Db, options: { enabledOnly: boolean }): Promise<OrganizeIndex> {
  let query = db
    .selectFrom('organize')
    .select([
      'id',
      'parentId',
      'category',
      'enCode',
      'fullName',
      'sortCode',
      'enabledMark',
      'createdAt',
      'managerId',
      'description',
      'lastModifiedAt',
    ]);
  if (options.enabledOnly) query = query.where('enabledMark', '=', 1);
  // PostgreSQL hands bigint back as text: times are numbers everywhere else.
  const rows = (await query.execute()).map((row) => ({
    ...row,
    createdAt: Number(row.createdAt),
    lastModifiedAt: row.lastModifiedAt === null ? null : Number(row.lastModifiedAt),
  }));
  const index = new OrganizeIndex(rows);
  if (!options.enabledOnly) return index;
  // A disabled unit hides its subtree too: keep only nodes whose whole ancestry is present.
  const reachable = new Set<string>();
  for (const root of rows.filter((row) => row.parentId === ROOT_PARENT_ID)) {
    for (const id of index.descendantIds(root.id)) reachable.add(id);
  }
  return new OrganizeIndex(rows.filter((row) => reachable.has(row.id)));
}
