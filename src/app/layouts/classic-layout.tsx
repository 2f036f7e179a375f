import { Layout } from 'antd';
import { useLocation } from 'react-router-dom';
import { isSidebarVisible } from '../../lib/layout-rules';
import { useSession } from '../../lib/session-store';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { AppHeader } from './app-header';
import { ShellContent } from './shell-content';
import { Sidebar } from './sidebar';
import { useSidebar } from './use-sidebar';
import './layout.css';

const NO_MENUS: MenuNode[] = [];

/** Classic (spec 2.5): sidebar plus navbar. Plain is the same frame with the slim icon sidebar. */
export function ClassicLayout({ slim = false }: { slim?: boolean }) {
  const sidebar = useSidebar();
  const menus = useSession((session) => session.menuList) ?? NO_MENUS;
  const { pathname, search } = useLocation();
  const showSidebar = isSidebarVisible({ layout: slim ? 'plain' : 'classic', pathname, search });
  // The plain layout's slim bar has no collapse button on the desktop: it is always slim.
  const toggle =
    showSidebar && (sidebar.isMobile || !slim)
      ? { collapsed: sidebar.collapsed, isMobile: sidebar.isMobile, onToggle: sidebar.toggle }
      : undefined;
  return (
    <Layout className={`sluice-shell sluice-shell--${slim ? 'plain' : 'classic'}`} hasSider={showSidebar && !sidebar.isMobile}>
      {showSidebar ? <Sidebar menus={menus} state={sidebar} slim={slim} /> : null}
      <Layout className="sluice-main">
        <AppHeader sidebarToggle={toggle} compact={sidebar.isMobile} />
        <ShellContent />
      </Layout>
    </Layout>
  );
}

/** Plain (spec 2.5): slim icon sidebar, top bar with the tools on the right. */
export function PlainLayout() {
  return <ClassicLayout slim />;
}
