import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CONFIG } from '../../config/app-config';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { useSetting } from '../../lib/use-setting';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';
import type { SidebarState } from './use-sidebar';

// antd's Drawer only on a phone: desktops never download it.
const SidebarDrawer = lazy(() => import('./sidebar-drawer').then((module) => ({ default: module.SidebarDrawer })));

/** '1' is the light menu, anything else dark (spec section 3); dark mode always darkens it. */
export function useMenuTheme(): 'light' | 'dark' {
  const menuStyle = useSetting('menuStyle');
  const dark = useSetting('themeClass') === 'dark';
  return dark || menuStyle !== '1' ? 'dark' : 'light';
}

export interface SidebarProps {
  menus: readonly MenuNode[];
  state: SidebarState;
  /** Plain layout: always the slim icon bar on the desktop. */
  slim?: boolean;
  /** Blend: the logo sits in the top bar. */
  withLogo?: boolean;
}

/** The left sidebar: 210 px (64 px slim), stored open or closed; a drawer on mobile (spec 2.5). */
export function Sidebar({ menus, state, slim = false, withLogo = true }: SidebarProps) {
  const { t } = useTranslation();
  const theme = useMenuTheme();
  const logoSetting = useSetting('sidebarLogo');

  if (state.isMobile) {
    return (
      <Suspense fallback={null}>
        <SidebarDrawer menus={menus} state={state} theme={theme} />
      </Suspense>
    );
  }

  const collapsed = slim || state.collapsed;
  return (
    <Layout.Sider
      className={slim ? 'sluice-sider sluice-sider--slim' : 'sluice-sider'}
      width={APP_CONFIG.sidebarWidth}
      collapsedWidth={APP_CONFIG.sidebarCollapsedWidth}
      collapsed={collapsed}
      trigger={null}
      theme={theme}
    >
      <nav aria-label={t('shell.layout.navigation')} data-testid="sidebar">
        {withLogo && logoSetting ? <SidebarLogo collapsed={collapsed} /> : null}
        <SidebarMenu menus={menus} collapsed={collapsed} theme={theme} />
      </nav>
    </Layout.Sider>
  );
}
