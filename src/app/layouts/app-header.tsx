import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { LanguageSwitch } from '../../ui/language-switch';
import { ThemeToggle } from '../../ui/theme-toggle';
import { UserDropdown } from './user-dropdown';

export interface AppHeaderProps {
  collapsed: boolean;
  onToggleSidebar: () => void;
}

/** The top bar of the classic layout: sidebar toggle and title on the left, tools and the user on the right. */
export function AppHeader({ collapsed, onToggleSidebar }: AppHeaderProps) {
  const { t } = useTranslation();
  const siteTitle = useSession((session) => session.sysConfigInfo?.title);
  return (
    <Layout.Header className="sluice-header">
      <Button
        type="text"
        className="sluice-header__toggle"
        data-testid="sidebar-toggle"
        aria-label={collapsed ? t('shell.layout.expand-sidebar') : t('shell.layout.collapse-sidebar')}
        aria-expanded={!collapsed}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleSidebar}
      />
      <span className="sluice-header__title">{siteTitle || t('common.product.title')}</span>
      <div className="sluice-header__tools">
        <ThemeToggle />
        <LanguageSwitch />
        <UserDropdown />
      </div>
    </Layout.Header>
  );
}
