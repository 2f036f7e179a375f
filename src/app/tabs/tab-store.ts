import { useSyncExternalStore } from 'react';
import { createLocalValue } from '../../lib/local-value';
import { sessionStore } from '../../lib/session-store';
import { addTab, closeAllTabs, closeOtherTabs, closeTab, toggleAffix, type CloseResult, type TabView } from '../../lib/tab-rules';

/** The home tab is pinned from the start (spec 2.6); a person may unpin it. */
export const HOME_TAB: TabView = {
  path: '/home',
  fullPath: '/home',
  name: 'home',
  meta: { title: '首页', zhTitle: '首页', titleKey: 'shell.routes.home', icon: 'HomeOutlined', affix: true },
};

const MAX_TABS = 60;

function parseTab(raw: unknown): TabView | null {
  if (raw === null || typeof raw !== 'object') return null;
  const tab = raw as Partial<TabView>;
  const meta = tab.meta as Partial<TabView['meta']> | undefined;
  if (typeof tab.path !== 'string' || !tab.path.startsWith('/') || typeof tab.name !== 'string' || !meta) return null;
  return {
    path: tab.path,
    fullPath: typeof tab.fullPath === 'string' && tab.fullPath.startsWith(tab.path) ? tab.fullPath : tab.path,
    name: tab.name,
    meta: {
      title: typeof meta.title === 'string' ? meta.title : tab.name,
      zhTitle: typeof meta.zhTitle === 'string' ? meta.zhTitle : '',
      ...(typeof meta.titleKey === 'string' ? { titleKey: meta.titleKey } : {}),
      icon: typeof meta.icon === 'string' ? meta.icon : null,
      affix: meta.affix === true,
    },
  };
}

/** Tabs stored by an older release or edited by hand: keep the valid ones, never break the bar. */
export function parseTabs(raw: unknown): TabView[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const tabs = raw.map(parseTab).filter((tab): tab is TabView => tab !== null);
  const unique = tabs.filter((tab, index) => tabs.findIndex((other) => other.path === tab.path) === index);
  return unique.slice(0, MAX_TABS);
}

// The open tabs survive a reload of this browser tab (sessionStorage), not a new visit.
const stored = createLocalValue<TabView[]>({ key: 'tabs', area: 'session', fallback: [HOME_TAB], parse: parseTabs });

function apply(result: CloseResult): CloseResult {
  stored.set(result.tabs);
  return result;
}

/** The tab bar's tabs and the rules of spec 2.6 applied to them. */
export const tabStore = {
  get: stored.get,
  subscribe: stored.subscribe,
  add(view: TabView): void {
    const next = addTab(stored.get(), view);
    // A changed list only: every navigation calls this.
    if (JSON.stringify(next) !== JSON.stringify(stored.get())) stored.set(next.slice(-MAX_TABS));
  },
  close: (path: string, activePath: string) => apply(closeTab(stored.get(), path, activePath)),
  closeOthers: (keepPath: string) => apply(closeOtherTabs(stored.get(), keepPath)),
  closeAll: (activePath: string) => apply(closeAllTabs(stored.get(), activePath)),
  togglePin: (path: string) => stored.set(toggleAffix(stored.get(), path)),
  /** Logout clears every tab (spec section 4). */
  reset: () => stored.reset(),
};

// Signing out (or expiry) forgets the tabs: the next person starts with home.
let hadToken = sessionStore.get().token !== null;
sessionStore.subscribe(() => {
  const hasToken = sessionStore.get().token !== null;
  if (hadToken && !hasToken) tabStore.reset();
  hadToken = hasToken;
});

export function useTabs(): TabView[] {
  return useSyncExternalStore(tabStore.subscribe, tabStore.get);
}
