import { isMenuHidden } from './menu-tree';
import { LAYOUT_TYPES, type LayoutType } from './layout-type';
import type { MenuNode } from '../../server/src/wire/current-user';

/** Spec section 9: every top-menu item is given 116 px. */
export const TOP_MENU_ITEM_WIDTH = 116;

/** The virtual 'More ...' entry that holds the top-menu items that do not fit (spec 2.3). */
export const MENU_MORE_PATH = '/menuMore';

/** Spec 2.5: any value other than the four layouts becomes classic. */
export function selectLayout(value: unknown): LayoutType {
  return typeof value === 'string' && (LAYOUT_TYPES as readonly string[]).includes(value) ? (value as LayoutType) : 'classic';
}

/** Layouts that draw a left sidebar at all (functional has the top menu only). */
export function layoutHasSidebar(layout: LayoutType): boolean {
  return layout !== 'functional';
}

/** Layouts that draw the menu across the top bar. */
export function layoutHasTopMenu(layout: LayoutType): boolean {
  return layout === 'functional' || layout === 'blend';
}

const SIDEBARLESS_SEGMENTS = ['knowledgeBase', 'workOrderStatistics', 'messageRecord', 'waterProjectManagement'] as const;

/** Spec 2.5 and seed 001 section 2: these pages use the full width, whatever the layout. */
export function isSidebarHiddenPath(pathname: string): boolean {
  return SIDEBARLESS_SEGMENTS.some((segment) => pathname.includes(segment));
}

/** Blend layout: a knowledge-base route hides the sidebar. */
export function isKnowledgeBasePath(pathname: string): boolean {
  return pathname.includes('knowledgeBase');
}

/** Blend layout: a query id of 1 hides the tab bar and the navigation bar (a page shown on its own). */
export function isChromeHiddenQuery(search: string): boolean {
  return new URLSearchParams(search).get('id') === '1';
}

/** On these pages the first top-level menu is opened by default (spec 2.5). */
const FIRST_MENU_PATHS = ['/home', '/dashboard', '/404'] as const;

export function opensFirstMenu(pathname: string): boolean {
  return (FIRST_MENU_PATHS as readonly string[]).includes(pathname);
}

export interface SidebarQuery {
  layout: LayoutType;
  pathname: string;
  search: string;
  /** Blend: whether the selected top menu has any child to show on the left. */
  hasSideItems?: boolean;
}

/** Whether the left sidebar is drawn at all for this page and layout (mobile turns it into a drawer, not off). */
export function isSidebarVisible({ layout, pathname, search, hasSideItems = true }: SidebarQuery): boolean {
  if (!layoutHasSidebar(layout)) return false;
  if (isSidebarHiddenPath(pathname)) return false;
  if (layout === 'blend') {
    if (isKnowledgeBasePath(pathname) || isChromeHiddenQuery(search)) return false;
    return hasSideItems;
  }
  return true;
}

/** Spec 2.5: the top menu shows floor(width / 116) items. */
export function topMenuCapacity(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return 0;
  return Math.floor(width / TOP_MENU_ITEM_WIDTH);
}

export interface TopMenuSplit<T> {
  visible: T[];
  more: T[];
}

/**
 * Spec 2.5: the first floor(width / 116) items go in the bar, the rest under 'More ...'.
 * `width` is the room for items; when something overflows, the caller leaves one slot of that room for 'More ...'.
 */
export function splitTopMenu<T>(items: readonly T[], width: number): TopMenuSplit<T> {
  const capacity = topMenuCapacity(width);
  if (items.length <= capacity) return { visible: [...items], more: [] };
  return { visible: items.slice(0, capacity), more: items.slice(capacity) };
}

/** The room for items in a bar `width` wide: all of it when everything fits, otherwise less one slot for 'More ...'. */
export function topMenuRoom(itemCount: number, width: number): number {
  return itemCount <= topMenuCapacity(width) ? width : width - TOP_MENU_ITEM_WIDTH;
}

/** Names (in the seed's Chinese and in English) of items that never appear in the blend top menu. */
const TOP_MENU_EXCLUDED_NAMES = ['工单表单', '驾驶舱', 'work order form', 'cockpit'];

/** Blend: items named 'work order form' or 'cockpit' are kept out of the top menu (they open from elsewhere). */
export function isExcludedFromTopMenu(item: MenuNode): boolean {
  const name = item.fullName.trim().toLowerCase();
  return TOP_MENU_EXCLUDED_NAMES.includes(name) || item.enCode.split('.').at(-1)?.toLowerCase() === 'cockpit';
}

/** Top-level items of the blend top menu: not hidden, not excluded by name. */
export function blendTopMenu(menus: readonly MenuNode[]): MenuNode[] {
  return menus.filter((item) => !isMenuHidden(item) && !isExcludedFromTopMenu(item));
}

/** Menu projectType: 1 every project, 2 reservoir projects, 3 river-patrol projects. A missing value means 1. */
export function menuProjectTypeOf(item: MenuNode): number {
  const value = Number(item.projectType ?? 1);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** Project type ids of the demo data (server/src/routes/projects/project-types.ts). */
export const PROJECT_TYPE_IDS = { reservoir: 'reservoir', riverPatrol: 'river-patrol' } as const;

/**
 * The menu projectType a selected project stands for: 2 for the reservoir type, 3 for river patrol.
 * Any other project (or none) selects only the common items (projectType 1).
 */
export function projectMenuType(projectTypeId: string | null | undefined): 1 | 2 | 3 {
  if (projectTypeId === PROJECT_TYPE_IDS.reservoir) return 2;
  if (projectTypeId === PROJECT_TYPE_IDS.riverPatrol) return 3;
  return 1;
}

/**
 * Blend left menu (spec 2.5, seed 001 section 4): an item shows only if its projectType is 1 or equals the type
 * derived from the selected project. Hidden items never show. Applied at every level of the tree.
 */
export function filterBlendSideMenu(items: readonly MenuNode[], projectType: number): MenuNode[] {
  return items.flatMap((item) => {
    if (isMenuHidden(item)) return [];
    const type = menuProjectTypeOf(item);
    if (type !== 1 && type !== projectType) return [];
    if (item.type !== 1) return [item];
    return [{ ...item, children: filterBlendSideMenu(item.children ?? [], projectType) }];
  });
}

/** The top-level item whose subtree holds the menu item `menuId`, or undefined. */
export function topLevelOf(menus: readonly MenuNode[], menuId: string | undefined): MenuNode | undefined {
  if (!menuId) return undefined;
  const contains = (item: MenuNode): boolean => item.id === menuId || (item.children ?? []).some(contains);
  return menus.find(contains);
}

/**
 * Blend: which top menu is active. The one holding the current page; on /home, /dashboard and /404 (or any page
 * outside the menu) the first top-level menu.
 */
export function activeTopMenu(menus: readonly MenuNode[], pathname: string, menuId: string | undefined): MenuNode | undefined {
  const holder = topLevelOf(menus, menuId);
  if (holder && !opensFirstMenu(pathname)) return holder;
  return menus.find((item) => item.type === 1) ?? menus[0];
}
