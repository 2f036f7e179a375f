import type { DataScope, GrantableElement, GrantableMenu } from '../../../../server/src/wire/authority';

/** The grant screen's checkable things: a menu, or a button, list column or form field of a page. */
export type GrantKind = 'menu' | 'button' | 'column' | 'form';

export interface GrantNode {
  /** `${kind}:${id}`: element and menu ids never collide this way. */
  key: string;
  kind: GrantKind;
  id: string;
  title: string;
  /** Menus only: 1 directory, other types pages. */
  menuType?: number;
  /** Menus only: the widest scope the signed-in person may give. */
  maxDataScope?: DataScope;
  children: GrantNode[];
}

/** What the grant screen sends and receives, apart from the object type. */
export interface GrantSelection {
  module: string[];
  button: string[];
  column: string[];
  form: string[];
  dataScope: Record<string, DataScope>;
}

export const DATA_SCOPES: readonly DataScope[] = ['self', 'department', 'departmentAndBelow', 'organization', 'all'];

/** Scopes up to `max`, narrowest first: what the select of one menu offers. */
export const scopesUpTo = (max: DataScope): DataScope[] => DATA_SCOPES.slice(0, DATA_SCOPES.indexOf(max) + 1);

export const grantKey = (kind: GrantKind, id: string) => `${kind}:${id}`;

/** How the tree names things; each defaults to the stored name. */
export interface GrantNaming {
  /** A menu as the side menu names it (its translated route title). */
  menu?: (menu: GrantableMenu) => string;
  /** A button, column or form field in the interface language (seeded ones by their code). */
  element?: (kind: Exclude<GrantKind, 'menu'>, element: GrantableElement) => string;
}

/** The tree of what may be granted: each menu's sub-menus first, then its buttons, columns and form fields. */
export function toGrantNodes(
  menus: readonly GrantableMenu[],
  labels: Record<Exclude<GrantKind, 'menu'>, string>,
  naming: GrantNaming = {},
): GrantNode[] {
  const menuTitle = naming.menu ?? ((menu: GrantableMenu) => menu.fullName);
  const elementTitle = naming.element ?? ((_kind: Exclude<GrantKind, 'menu'>, element: GrantableElement) => element.fullName);
  return menus.map((menu) => ({
    key: grantKey('menu', menu.id),
    kind: 'menu',
    id: menu.id,
    title: menuTitle(menu),
    menuType: menu.type,
    maxDataScope: menu.maxDataScope,
    children: [
      ...toGrantNodes(menu.children, labels, naming),
      ...(['button', 'column', 'form'] as const).flatMap((kind) =>
        menu[kind].map((element) => ({
          key: grantKey(kind, element.id),
          kind,
          id: element.id,
          title: `${labels[kind]} · ${elementTitle(kind, element)}`,
          children: [],
        })),
      ),
    ],
  }));
}

/** Lookups over a grant tree: parents and descendants by key. */
export class GrantIndex {
  readonly parentOf = new Map<string, string>();
  readonly byKey = new Map<string, GrantNode>();

  constructor(readonly roots: readonly GrantNode[]) {
    const visit = (node: GrantNode, parent: string | undefined) => {
      this.byKey.set(node.key, node);
      if (parent) this.parentOf.set(node.key, parent);
      for (const child of node.children) visit(child, node.key);
    };
    for (const root of roots) visit(root, undefined);
  }

  descendants(key: string): string[] {
    const node = this.byKey.get(key);
    return node ? node.children.flatMap((child) => [child.key, ...this.descendants(child.key)]) : [];
  }

  ancestors(key: string): string[] {
    const out: string[] = [];
    for (let parent = this.parentOf.get(key); parent; parent = this.parentOf.get(parent)) out.push(parent);
    return out;
  }

  allKeys(): string[] {
    return [...this.byKey.keys()];
  }
}

/**
 * Checking a node checks everything under it and the menus above it (a button is no use without its page); unchecking
 * it unchecks everything under it. A page may stay checked with none of its buttons: it is then only viewed.
 */
export function toggleGrant(index: GrantIndex, checked: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const next = new Set(checked);
  if (on) for (const each of [key, ...index.descendants(key), ...index.ancestors(key)]) next.add(each);
  else for (const each of [key, ...index.descendants(key)]) next.delete(each);
  return next;
}

/** The checked keys of what an object holds (those the tree shows; the rest stay on the server untouched). */
export function checkedKeysOf(index: GrantIndex, grants: Omit<GrantSelection, 'dataScope'>): Set<string> {
  const keys = [
    ...grants.module.map((id) => grantKey('menu', id)),
    ...grants.button.map((id) => grantKey('button', id)),
    ...grants.column.map((id) => grantKey('column', id)),
    ...grants.form.map((id) => grantKey('form', id)),
  ];
  return new Set(keys.filter((key) => index.byKey.has(key)));
}

/** The selection to save: the checked keys by kind, and the scopes of checked menus other than 'self'. */
export function selectionOf(index: GrantIndex, checked: ReadonlySet<string>, scopes: Readonly<Record<string, DataScope>>): GrantSelection {
  const selection: GrantSelection = { module: [], button: [], column: [], form: [], dataScope: {} };
  for (const key of checked) {
    const node = index.byKey.get(key);
    if (!node) continue;
    if (node.kind === 'menu') {
      selection.module.push(node.id);
      const scope = scopes[node.id];
      if (scope && scope !== 'self') selection.dataScope[node.id] = scope;
    } else selection[node.kind].push(node.id);
  }
  return selection;
}
