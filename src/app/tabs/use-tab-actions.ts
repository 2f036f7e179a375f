import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CloseResult, TabView } from '../../lib/tab-rules';
import { evictView } from './kept-views';
import { tabStore } from './tab-store';
import { viewCache } from './view-cache';

export interface TabActions {
  refresh(tab: TabView): void;
  close(tab: TabView): void;
  closeOthers(tab: TabView): void;
  closeAll(): void;
  togglePin(tab: TabView): void;
}

/** What the tab bar and its context menu do (spec 2.6), with the navigation each close implies. */
export function useTabActions(): TabActions {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const follow = useCallback(
    (result: CloseResult, closed: readonly TabView[]) => {
      for (const tab of closed) {
        evictView(tab.path);
        viewCache.closed(tab.name);
      }
      if (result.navigateTo && result.navigateTo !== pathname + search) void navigate(result.navigateTo);
    },
    [navigate, pathname, search],
  );

  const closedBy = (before: readonly TabView[], result: CloseResult) =>
    before.filter((tab) => !result.tabs.some((kept) => kept.path === tab.path));

  return useMemo(
    () => ({
      refresh(tab) {
        // The view mounts afresh: drop its kept tree, then re-open it through the refresh helper.
        evictView(tab.path);
        void navigate(`/redirect${tab.fullPath}`, { replace: true });
      },
      close(tab) {
        const before = tabStore.get();
        const result = tabStore.close(tab.path, pathname);
        follow(result, closedBy(before, result));
      },
      closeOthers(tab) {
        const before = tabStore.get();
        const result = tabStore.closeOthers(tab.path);
        follow(result, closedBy(before, result));
      },
      closeAll() {
        const before = tabStore.get();
        const result = tabStore.closeAll(pathname);
        follow(result, closedBy(before, result));
      },
      togglePin(tab) {
        tabStore.togglePin(tab.path);
      },
    }),
    [follow, navigate, pathname],
  );
}
