import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetting } from '../../lib/use-setting';
import { PageBreadcrumb } from './page-breadcrumb';
import { TopBarTools } from './top-bar-tools';

export interface AppHeaderProps {
  /** Draws the collapse (desktop) or menu (mobile) button. */
  sidebarToggle?: { collapsed: boolean; isMobile: boolean; onToggle: () => void };
  /** What sits left of the tools: the breadcrumb by default, or logo and top menu. */
  start?: ReactNode;
  compact: boolean;
  /** Top-menu layouts: a dark bar across the whole width. */
  tone?: 'light' | 'dark';
  searchAsIcon?: boolean;
}

/** The top bar: the sidebar toggle, the breadcrumb or top menu, and the tools (spec section 1). */
export function AppHeader({ sidebarToggle, start, compact, tone = 'light', searchAsIcon = false }: AppHeaderProps) {
  const { t } = useTranslation();
  const fixed = useSetting('fixedHeader');
  const className = ['sluice-header', fixed ? 'sluice-header--fixed' : '', tone === 'dark' ? 'sluice-header--dark' : '']
    .filter(Boolean)
    .join(' ');
  let toggle = null;
  if (sidebarToggle) {
    const { collapsed, isMobile, onToggle } = sidebarToggle;
    const icon = isMobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;
    const label = isMobile
      ? t('shell.layout.open-menu')
      : collapsed
        ? t('shell.layout.expand-sidebar')
        : t('shell.layout.collapse-sidebar');
    toggle = (
      <Button
        type="text"
        className="sluice-header__toggle sluice-tool"
        data-testid="sidebar-toggle"
        aria-label={label}
        aria-expanded={isMobile ? undefined : !collapsed}
        icon={icon}
        onClick={onToggle}
      />
    );
  }
  return (
    <Layout.Header className={className} data-testid="top-bar">
      {toggle}
      <div className="sluice-header__start">{start ?? (compact ? null : <PageBreadcrumb />)}</div>
      <TopBarTools compact={compact} searchAsIcon={searchAsIcon || compact} />
    </Layout.Header>
  );
}
