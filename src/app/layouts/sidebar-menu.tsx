import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { menuTarget, normalizePath } from '../../lib/menu-routes';
import { ancestorIds, findMenuItem, isMenuHidden } from '../../lib/menu-tree';
import type { MenuItem } from '../../lib/session-types';
import { useSession } from '../../lib/session-store';
import { useMenuRoutes } from '../../lib/use-menu-routes';
import { MenuIcon } from '../../ui/menu-icon';

type Items = NonNullable<MenuProps['items']>;

function toItems(menus: readonly MenuItem[], label: (item: MenuItem) => string): Items {
  return menus
    .filter((item) => !isMenuHidden(item))
    .map((item) => {
      const children = item.type === 1 ? toItems(item.children ?? [], label) : [];
      const common = { key: item.id, icon: <MenuIcon icon={item.icon} type={item.type} />, label: label(item), title: label(item) };
      return item.type === 1 ? { ...common, children } : common;
    });
}

export interface SidebarMenuProps {
  collapsed: boolean;
  theme: 'light' | 'dark';
  onNavigate?: () => void;
}

/** The menu tree as an inline menu: pages open in the console, data views and links open outside (spec 2.2). */
export function SidebarMenu({ collapsed, theme, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const menuList = useSession((session) => session.menuList);
  const { byPath, context } = useMenuRoutes();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menus = useMemo(() => menuList ?? [], [menuList]);

  const items = useMemo(
    // Titles come from routes.<name> (contract section 3) with the menu's own name as fallback.
    () => toItems(menus, (item) => t(`routes.${item.enCode.replace(/\./g, '-')}`, { defaultValue: item.fullName })),
    // t changes identity with the language, which re-labels the menu.
    [menus, t],
  );

  const selectedId = byPath.get(normalizePath(pathname))?.meta.menuId;
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    if (!selectedId) return;
    const ancestors = ancestorIds(menus, selectedId) ?? [];
    setOpenKeys((open) => Array.from(new Set([...open, ...ancestors])));
  }, [menus, selectedId]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findMenuItem(menus, key);
    if (!item) return;
    const target = menuTarget(item, context);
    if (target.kind === 'route') void navigate(target.to);
    else if (target.kind === 'external') {
      if (target.newWindow) window.open(target.url, '_blank', 'noopener');
      else window.location.assign(target.url);
    }
    onNavigate?.();
  };

  return (
    <Menu
      data-testid="sidebar-menu"
      mode="inline"
      theme={theme}
      inlineCollapsed={collapsed}
      // The sider draws the edge; the menu's own border would stop where the items end.
      style={{ borderInlineEnd: 0 }}
      items={items}
      selectedKeys={selectedId ? [selectedId] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(keys) })}
      onClick={onClick}
    />
  );
}
