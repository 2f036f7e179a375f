import { Layout } from 'antd';
import { useLocation } from 'react-router-dom';
import { normalizePath } from '../../lib/menu-routes';
import { useSession } from '../../lib/session-store';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { useMenuRoutes } from '../../lib/use-menu-routes';
import { AppHeader } from './app-header';
import { ShellContent } from './shell-content';
import { Sidebar } from './sidebar';
import { SidebarLogo } from './sidebar-logo';
import { TopMenu } from './top-menu';
import { useSidebar } from './use-sidebar';
import './layout.css';

const NO_MENUS: MenuNode[] = [];

/** Functional (spec 2.5): the top menu only. On mobile the menu moves into a drawer behind the menu button. */
export function FunctionalLayout() {
  const sidebar = useSidebar();
  const menus = useSession((session) => session.menuList) ?? NO_MENUS;
  const { pathname } = useLocation();
  const { byPath } = useMenuRoutes();
  const selectedId = byPath.get(normalizePath(pathname))?.meta.menuId;
  const start = (
    <>
      <SidebarLogo collapsed={sidebar.isMobile} inHeader />
      {sidebar.isMobile ? null : <TopMenu items={menus} nested selectedKeys={selectedId ? [selectedId] : []} />}
    </>
  );
  return (
    <Layout className="sluice-shell sluice-shell--functional">
      <AppHeader
        start={start}
        compact={sidebar.isMobile}
        searchAsIcon
        {...(sidebar.isMobile ? { sidebarToggle: { collapsed: true, isMobile: true, onToggle: sidebar.toggle } } : {})}
      />
      {sidebar.isMobile ? <Sidebar menus={menus} state={sidebar} /> : null}
      <Layout className="sluice-main">
        <ShellContent />
      </Layout>
    </Layout>
  );
}
