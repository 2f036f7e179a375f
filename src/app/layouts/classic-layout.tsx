import { Layout } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { APP_CONFIG } from '../../config/app-config';
import { setSetting } from '../../lib/storage';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSetting } from '../../lib/use-setting';
import { AppHeader } from './app-header';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';
import './layout.css';

/** Sidebar plus navbar (spec 2.5). The sidebar state is stored (1 open, 0 closed); on mobile it overlays and closes on navigation. */
export function ClassicLayout() {
  const isMobile = useIsMobile();
  const stored = useSetting('sidebarStatus');
  const menuTheme = useSetting('menuStyle') === '1' ? 'light' : 'dark';
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    setMobileOpen(false);
  }, [pathname, isMobile]);

  const collapsed = isMobile ? !mobileOpen : stored === 0;
  const toggle = () => (isMobile ? setMobileOpen((open) => !open) : setSetting('sidebarStatus', stored === 0 ? 1 : 0));

  return (
    <Layout className="sluice-shell" hasSider>
      <Layout.Sider
        className={isMobile ? 'sluice-sider sluice-sider--mobile' : 'sluice-sider'}
        width={APP_CONFIG.sidebarWidth}
        collapsedWidth={isMobile ? 0 : APP_CONFIG.sidebarCollapsedWidth}
        collapsed={collapsed}
        trigger={null}
        theme={menuTheme}
      >
        <SidebarLogo collapsed={collapsed} />
        <SidebarMenu collapsed={collapsed} theme={menuTheme} onNavigate={() => setMobileOpen(false)} />
      </Layout.Sider>
      {isMobile && mobileOpen ? <div className="sluice-sider-mask" aria-hidden onClick={() => setMobileOpen(false)} /> : null}
      <Layout className="sluice-main">
        <AppHeader collapsed={collapsed} onToggleSidebar={toggle} />
        <Layout.Content className="sluice-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
