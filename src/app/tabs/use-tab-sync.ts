import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useRouteMeta } from '../../lib/route-meta';
import { isTabbable, type TabView } from '../../lib/tab-rules';
import { useSetting } from '../../lib/use-setting';
import { HOME_TAB, tabStore } from './tab-store';
import { viewCache } from './view-cache';

/** Seed 001 section 2: the project-management routes (recurring tasks, work-order detail) carry a workflow icon. */
function fixedRouteIcon(pathname: string): string | null {
  return pathname.startsWith('/projecManagement/') ? 'workflow' : null;
}

/**
 * Spec 2.6: every route change adds its tab and applies the cache rule for the view it opens.
 * Directories only redirect to their first page, so they never become a tab.
 */
export function useTabSync(): void {
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const meta = useRouteMeta();
  const useCache = useSetting('useCache');

  const name = meta?.name;
  const isDirectory = meta?.menu?.type === 1;
  const title = meta?.title;
  const titleKey = meta?.titleKey;
  const icon = meta?.menu?.icon;

  useEffect(() => {
    if (!name || isDirectory || !isTabbable(pathname)) return;
    const zhTitle = titleKey ? i18n.t(titleKey, { lng: 'zh-CN' }) : (title ?? name);
    const view: TabView = {
      path: pathname,
      fullPath: pathname + search,
      name,
      meta: {
        title: title ?? zhTitle,
        zhTitle,
        ...(titleKey ? { titleKey } : {}),
        icon: icon ?? (pathname === HOME_TAB.path ? HOME_TAB.meta.icon : fixedRouteIcon(pathname)),
        affix: false,
      },
    };
    tabStore.add(view);
    viewCache.opened(pathname, name, useCache);
  }, [pathname, search, name, isDirectory, title, titleKey, icon, i18n, useCache]);
}
