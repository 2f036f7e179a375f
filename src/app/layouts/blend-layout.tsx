import { Layout } from 'antd';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  activeTopMenu,
  blendTopMenu,
  filterBlendSideMenu,
  isChromeHiddenQuery,
  isSidebarVisible,
  topLevelOf,
} from '../../lib/layout-rules';
import { firstMenuPath, generateMenuRoutes, normalizePath } from '../../lib/menu-routes';
import { useSelectedProject } from '../../lib/selected-project';
import { sessionStore, useSession } from '../../lib/session-store';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { useMenuRoutes } from '../../lib/use-menu-routes';
import { AppHeader } from './app-header';
import { ShellContent } from './shell-content';
import { Sidebar } from './sidebar';
import { SidebarLogo } from './sidebar-logo';
import { TopMenu } from './top-menu';
import { useMenuNavigation } from './use-menu-navigation';
import { useSidebar } from './use-sidebar';
import './layout.css';

const NO_MENUS: MenuNode[] = [];

/**
 * Blend (spec 2.5): top-level entries across the top, the selected entry's children on the left, filtered by the
 * selected project's type. A knowledge-base page hides the sidebar; `?id=1` hides the top bar and the tab bar.
 */
export function BlendLayout() {
  const sidebar = useSidebar();
  const menus = useSession((session) => session.menuList) ?? NO_MENUS;
  const project = useSelectedProject();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const open = useMenuNavigation();
  const { byPath, context } = useMenuRoutes();
  const projectType = project?.menuProjectType ?? 1;

  const topItems = useMemo(() => blendTopMenu(menus), [menus]);
  const selectedId = byPath.get(normalizePath(pathname))?.meta.menuId;
  const active = activeTopMenu(topItems, pathname, selectedId);
  const sideMenus = useMemo(
    () => filterBlendSideMenu(active?.type === 1 ? (active.children ?? []) : [], projectType),
    [active, projectType],
  );
  // On mobile there is no top menu: the drawer carries the whole (filtered) tree.
  const drawerMenus = useMemo(() => filterBlendSideMenu(topItems, projectType), [topItems, projectType]);
  const chromeHidden = isChromeHiddenQuery(search);
  const showSidebar = sidebar.isMobile
    ? !chromeHidden
    : isSidebarVisible({ layout: 'blend', pathname, search, hasSideItems: sideMenus.length > 0 });
  const highlighted = topLevelOf(topItems, selectedId) ?? active;

  // A directory opens its first page that the selected project can see.
  const openTop = useCallback(
    (item: MenuNode) => {
      if (item.type !== 1) return open(item);
      const visible = filterBlendSideMenu(item.children ?? [], projectType);
      sessionStore.setLeftMenuList(visible);
      const first = firstMenuPath(generateMenuRoutes(visible, context));
      if (first) void navigate(first);
    },
    [context, navigate, open, projectType],
  );

  const start = (
    <>
      <SidebarLogo collapsed={sidebar.isMobile} inHeader />
      {sidebar.isMobile ? null : (
        <TopMenu items={topItems} nested={false} selectedKeys={highlighted ? [highlighted.id] : []} onOpen={openTop} />
      )}
    </>
  );
  const toggle = showSidebar ? { collapsed: sidebar.collapsed, isMobile: sidebar.isMobile, onToggle: sidebar.toggle } : undefined;

  return (
    <Layout className="sluice-shell sluice-shell--blend">
      {chromeHidden ? null : (
        <AppHeader start={start} compact={sidebar.isMobile} searchAsIcon {...(toggle ? { sidebarToggle: toggle } : {})} />
      )}
      <Layout hasSider={showSidebar && !sidebar.isMobile}>
        {showSidebar ? <Sidebar menus={sidebar.isMobile ? drawerMenus : sideMenus} state={sidebar} withLogo={false} /> : null}
        <Layout className="sluice-main">
          <ShellContent chromeHidden={chromeHidden} />
        </Layout>
      </Layout>
    </Layout>
  );
}
