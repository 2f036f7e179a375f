import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_CONFIG } from '../../config/app-config';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { SidebarLogo } from './sidebar-logo';
import { SidebarMenu } from './sidebar-menu';
import type { SidebarState } from './use-sidebar';

/** The sidebar on a phone: the menu in a drawer from the left (spec 2.5). */
export function SidebarDrawer({ menus, state, theme }: { menus: readonly MenuNode[]; state: SidebarState; theme: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      open={state.drawerOpen}
      onClose={state.closeDrawer}
      size={APP_CONFIG.sidebarWidth}
      closable={false}
      title={null}
      className={`sluice-sidebar-drawer sluice-sidebar-drawer--${theme}`}
      styles={{ body: { padding: 0 } }}
      aria-label={t('shell.layout.navigation')}
    >
      <nav aria-label={t('shell.layout.navigation')} data-testid="sidebar">
        <SidebarLogo collapsed={false} />
        <SidebarMenu menus={menus} collapsed={false} theme={theme} onNavigate={state.closeDrawer} />
      </nav>
    </Drawer>
  );
}
