/** A tab of the tab bar (spec section 3, "Tab view record"): path, name and meta. */
export interface TabView {
  /** The pathname: one tab per page. */
  path: string;
  /** Pathname plus query, where the tab leads back to. */
  fullPath: string;
  /** Route name (the menu's enCode with dots as dashes, or a fixed route's name). */
  name: string;
  meta: TabMeta;
}

export interface TabMeta {
  /** Fallback title: the menu's fullName, or the fixed route's name. */
  title: string;
  /** The Chinese title as the menu names it. */
  zhTitle: string;
  /** A static translation key (fixed routes). */
  titleKey?: string;
  /** The menu icon, for the tag-icons setting. */
  icon?: string | null;
  /** Pinned: cannot be closed. */
  affix: boolean;
}

/** Paths that never become a tab: the refresh helper. */
export function isTabbable(path: string): boolean {
  return path !== '/' && !path.startsWith('/redirect');
}

/**
 * Spec 2.6: a route change adds its tab. An open tab keeps its place and pin and takes the new query and titles.
 */
export function addTab(tabs: readonly TabView[], view: TabView): TabView[] {
  if (!isTabbable(view.path)) return [...tabs];
  const index = tabs.findIndex((tab) => tab.path === view.path);
  if (index < 0) return [...tabs, view];
  const existing = tabs[index] as TabView;
  const merged: TabView = {
    ...existing,
    fullPath: view.fullPath,
    name: view.name,
    meta: { ...view.meta, affix: existing.meta.affix || view.meta.affix },
  };
  return tabs.map((tab, at) => (at === index ? merged : tab));
}

/** The result of closing: the tabs left, and where to go when the page in view was closed. */
export interface CloseResult {
  tabs: TabView[];
  /** Set when the active page went away: the last remaining tab, or '/' when none is left. */
  navigateTo?: string;
}

function leave(tabs: TabView[], activePath: string): CloseResult {
  if (tabs.some((tab) => tab.path === activePath)) return { tabs };
  return { tabs, navigateTo: tabs.at(-1)?.fullPath ?? '/' };
}

/** Closes one tab. A pinned (affix) tab cannot be closed. Closing the active tab moves to the last one left. */
export function closeTab(tabs: readonly TabView[], path: string, activePath: string): CloseResult {
  const target = tabs.find((tab) => tab.path === path);
  if (!target || target.meta.affix) return { tabs: [...tabs] };
  return leave(
    tabs.filter((tab) => tab.path !== path),
    activePath,
  );
}

/** Keeps pinned tabs and `keepPath`; the kept tab becomes the page in view. */
export function closeOtherTabs(tabs: readonly TabView[], keepPath: string): CloseResult {
  const kept = tabs.filter((tab) => tab.meta.affix || tab.path === keepPath);
  const keep = kept.find((tab) => tab.path === keepPath);
  return { tabs: kept, ...(keep ? { navigateTo: keep.fullPath } : {}) };
}

/** Keeps pinned tabs only; moves to the last of them, or '/' when none is pinned. */
export function closeAllTabs(tabs: readonly TabView[], activePath: string): CloseResult {
  return leave(
    tabs.filter((tab) => tab.meta.affix),
    activePath,
  );
}

/** Pins or unpins a tab from its context menu. */
export function toggleAffix(tabs: readonly TabView[], path: string): TabView[] {
  return tabs.map((tab) => (tab.path === path ? { ...tab, meta: { ...tab.meta, affix: !tab.meta.affix } } : tab));
}

/** Mouse button 1 is the middle button: a middle click closes the tab (spec 2.6). */
export function isMiddleClick(event: { button: number }): boolean {
  return event.button === 1;
}

/** Views kept alive by default while tabs switch (spec 2.6). */
export const DEFAULT_CACHED_VIEWS = ['dynamicModel', 'workOrderManagement'] as const;

/**
 * Spec 2.6, opening a view: previewModel empties the cache (a preview must never show a stale form); any other view
 * leaves the cache holding dynamicModel and workOrderManagement. With the page-cache setting off nothing is kept.
 */
export function cacheAfterOpen(name: string, useCache: boolean): string[] {
  if (!useCache || name === 'previewModel') return [];
  return [...DEFAULT_CACHED_VIEWS];
}

/** Spec 2.6, closing a view: a name containing GDBD, or previewModel, resets the cache to workOrderManagement only. */
export function cacheAfterClose(cached: readonly string[], name: string): string[] {
  if (name.includes('GDBD') || name === 'previewModel') return ['workOrderManagement'];
  return [...cached];
}

/**
 * The names a view answers to in the cache list: its route name, the last segment of its path (the menu page at
 * /projecManagement/workOrderManagement is the workOrderManagement view whatever its enCode), and dynamicModel for
 * every generated form under /model/ (they all render the one dynamic form screen).
 */
export function cacheNamesOf(view: Pick<TabView, 'name' | 'path'>): string[] {
  const names = new Set([view.name]);
  const segment = view.path.split('/').filter(Boolean).at(-1);
  if (segment) names.add(segment);
  if (view.path.startsWith('/model/')) names.add('dynamicModel');
  return [...names];
}

export function isCached(cached: readonly string[], view: Pick<TabView, 'name' | 'path'>): boolean {
  return cacheNamesOf(view).some((name) => cached.includes(name));
}
