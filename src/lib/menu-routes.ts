import type { MenuNode } from '../../server/src/wire/current-user';

/** What a menu route carries for its page: spec 2.2 and contract section 3. */
export interface MenuRouteMeta {
  menuId: string;
  /** enCode with dots replaced by dashes; the title key is `routes.<name>`. */
  name: string;
  /** fullName, the fallback title. */
  title: string;
  /** Spec 2.2: 1 directory, 2 page, 3 form, 4 dictionary, 5 report, 6 data view, 7 link, 8 portal. */
  type: number;
  icon: string | null;
  hidden: boolean;
  /**
   * The menu id; permissions are looked up by it. Set on every page, not only types 3, 4, 5 and 8:
   * hand-written pages (type 2) carry buttons in the permission list too.
   */
  modelId?: string;
  moduleId?: string;
  isTree?: boolean;
}

export type MenuRouteKind = 'directory' | 'page' | 'module' | 'frame';

/** A route generated from one menu item. Paths are absolute; children stay nested as in the menu. */
export interface MenuRouteRecord {
  kind: MenuRouteKind;
  path: string;
  /** Where a click goes: the path plus the menu's own query string, if it had one. */
  link: string;
  meta: MenuRouteMeta;
  children: MenuRouteRecord[];
  /** Directories: the first page below them. */
  redirect?: string;
  /** Embedded links (type 7, `_self`): the address to frame. */
  frameSrc?: string;
}

/** Where choosing a menu item leads. */
export type MenuTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string; newWindow: boolean } | { kind: 'none' };

export interface MenuRouteContext {
  /** Host of the data-visualisation screens (`${dataV}` in type-7 addresses). */
  dataVHost: string;
}

interface PropertyJson {
  moduleId?: string;
  isTree?: boolean;
  iconBackgroundColor?: string;
}

export function routeName(enCode: string): string {
  return enCode.replace(/\./g, '-');
}

/** Reads the item's property JSON; bad JSON reads as empty rather than breaking the menu. */
export function parsePropertyJson(text: string | null | undefined): PropertyJson {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object') return {};
    const record = value as Record<string, unknown>;
    const result: PropertyJson = {};
    if (record.moduleId !== undefined && record.moduleId !== null && record.moduleId !== '') result.moduleId = String(record.moduleId);
    if (record.isTree !== undefined && record.isTree !== null) result.isTree = record.isTree === true || Number(record.isTree) === 1;
    if (typeof record.iconBackgroundColor === 'string') result.iconBackgroundColor = record.iconBackgroundColor;
    return result;
  } catch {
    return {};
  }
}

/** `/` plus the address, without duplicate slashes, trailing slash or query. */
export function normalizePath(address: string): string {
  const withoutQuery = address.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/^\/+/, '').replace(/\/+$/, '');
  return `/${trimmed}`;
}

function queryOf(address: string): string {
  const index = address.indexOf('?');
  return index >= 0 ? address.slice(index) : '';
}

function isHidden(item: MenuNode): boolean {
  return item.hidden === 1;
}

function trimHost(host: string): string {
  return host.replace(/\/+$/, '');
}

/**
 * Fills the `${dataV}` placeholder of a type-7 address. `${jnpfToken}` stays: the session token never goes into a
 * URL, so the link is signed for its one address just before it opens (signed-link.ts replaces the placeholder with a
 * one-minute signature).
 */
export function fillLinkPlaceholders(address: string, context: MenuRouteContext): string {
  return address.split('${dataV}').join(trimHost(context.dataVHost));
}

/**
 * Where a type-6 data screen opens: the console's cockpit route with the screen's module id. The console's own
 * session authenticates it, so no token travels in the address (the spec's `<host>/view/<id>?token=` did).
 */
export function dataScreenPath(moduleId: string): string {
  return `/cockpit?screen=${encodeURIComponent(moduleId)}`;
}

function meta(item: MenuNode): MenuRouteMeta {
  return {
    menuId: item.id,
    name: routeName(item.enCode),
    title: item.fullName,
    type: item.type,
    icon: item.icon ?? null,
    hidden: isHidden(item),
  };
}

function generateOne(item: MenuNode, context: MenuRouteContext): MenuRouteRecord | null {
  const address = (item.urlAddress ?? '').trim();
  switch (item.type) {
    case 1: {
      const children = generateMenuRoutes(item.children ?? [], context);
      const path = normalizePath(item.enCode);
      const redirect = firstMenuPath(children);
      return { kind: 'directory', path, link: path, meta: meta(item), children, ...(redirect ? { redirect } : {}) };
    }
    case 2: {
      if (!address) return null;
      const path = normalizePath(address);
      return { kind: 'page', path, link: path + queryOf(address), meta: { ...meta(item), modelId: item.id }, children: [] };
    }
    case 3:
    case 4:
    case 5:
    case 8: {
      if (!address) return null;
      const property = parsePropertyJson(item.propertyJson);
      const path = normalizePath(address);
      const moduleMeta: MenuRouteMeta = {
        ...meta(item),
        modelId: item.id,
        ...(property.moduleId ? { moduleId: property.moduleId } : {}),
        isTree: property.isTree ?? false,
      };
      return { kind: 'module', path, link: path + queryOf(address), meta: moduleMeta, children: [] };
    }
    case 7: {
      if (!address || item.linkTarget !== '_self') return null;
      const path = normalizePath(item.enCode);
      return {
        kind: 'frame',
        path,
        link: path,
        meta: { ...meta(item), modelId: item.id },
        children: [],
        frameSrc: fillLinkPlaceholders(address, context),
      };
    }
    default:
      // Type 6 opens the cockpit route (menuTarget); links that are not `_self` open outside the console.
      return null;
  }
}

/** Route records for a menu tree (spec 2.2): one per item that lives inside the console. */
export function generateMenuRoutes(menus: readonly MenuNode[], context: MenuRouteContext): MenuRouteRecord[] {
  return menus.flatMap((item) => {
    const record = generateOne(item, context);
    return record ? [record] : [];
  });
}

/** Every record of the tree, parents before children. */
export function flattenMenuRoutes(records: readonly MenuRouteRecord[]): MenuRouteRecord[] {
  return records.flatMap((record) => [record, ...flattenMenuRoutes(record.children)]);
}

/** The first page of the tree (depth first), preferring pages shown in the menu. */
export function firstMenuPath(records: readonly MenuRouteRecord[]): string | undefined {
  const pages = flattenMenuRoutes(records).filter((record) => record.kind !== 'directory');
  return (pages.find((record) => !record.meta.hidden) ?? pages[0])?.link;
}

/** Records by path; the first record wins when two menu items share an address. */
export function indexMenuRoutes(records: readonly MenuRouteRecord[]): Map<string, MenuRouteRecord> {
  const index = new Map<string, MenuRouteRecord>();
  for (const record of flattenMenuRoutes(records)) if (!index.has(record.path)) index.set(record.path, record);
  return index;
}

/**
 * Where choosing a menu item leads: a console route, or an address to open (type 6 in a new window, type 7 links
 * that are not `_self`). An address may still hold `${jnpfToken}`: open it through signed-link.ts.
 */
export function menuTarget(item: MenuNode, context: MenuRouteContext): MenuTarget {
  if (item.type === 6) {
    const moduleId = parsePropertyJson(item.propertyJson).moduleId;
    if (!moduleId) return { kind: 'none' };
    // A wall display usually wants its own window (the seed's `_blank`); `_self` stays in this tab.
    return item.linkTarget === '_self'
      ? { kind: 'route', to: dataScreenPath(moduleId) }
      : { kind: 'external', url: dataScreenPath(moduleId), newWindow: true };
  }
  if (item.type === 7 && item.linkTarget !== '_self') {
    const address = (item.urlAddress ?? '').trim();
    if (!address) return { kind: 'none' };
    return { kind: 'external', url: fillLinkPlaceholders(address, context), newWindow: item.linkTarget === '_blank' };
  }
  const record = generateOne(item, context);
  if (!record) return { kind: 'none' };
  return { kind: 'route', to: record.kind === 'directory' ? (record.redirect ?? record.path) : record.link };
}
