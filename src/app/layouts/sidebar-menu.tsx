import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { opensFirstMenu } from '../../lib/layout-rules';
import { normalizePath } from '../../lib/menu-routes';
import { ancestorIds, findMenuItem } from '../../lib/menu-tree';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { useMenuRoutes } from '../../lib/use-menu-routes';
import { toMenuItems } from './menu-items';
import { useMenuNavigation } from './use-menu-navigation';

export interface SidebarMenuProps {
  /** The tree to show: the whole menu, or (blend) the selected top menu's children. */
  menus: readonly MenuNode[];
  collapsed: boolean;
  theme: 'light' | 'dark';
  onNavigate?: () => void;
}

/** The menu tree as an inline menu (spec 2.2); on /home, /dashboard and /404 the first directory starts open. */
export function SidebarMenu({ menus, collapsed, theme, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const { byPath } = useMenuRoutes();
  const { pathname } = useLocation();
  const open = useMenuNavigation();
  const items = useMemo(() => toMenuItems(menus, t), [menus, t]);

  const selectedId = byPath.get(normalizePath(pathname))?.meta.menuId;
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    const wanted = selectedId ? (ancestorIds(menus, selectedId) ?? []) : [];
    if (opensFirstMenu(pathname)) {
      const first = menus.find((item) => item.type === 1);
      if (first) wanted.push(first.id);
    }
    if (wanted.length > 0) setOpenKeys((keys) => Array.from(new Set([...keys, ...wanted])));
  }, [menus, selectedId, pathname]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findMenuItem(menus, key);
    if (!item) return;
    open(item);
    onNavigate?.();
  };

  return (
    <Menu
      data-testid="sidebar-menu"
      className="sluice-sidebar-menu"
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
