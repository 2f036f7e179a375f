import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { isMenuHidden } from '../../lib/menu-tree';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { routeTitle } from '../../lib/title';
import { MenuIcon } from '../../ui/menu-icon';

export type AntdMenuItems = NonNullable<MenuProps['items']>;

/** A menu item's title: routes.<name> (contract section 3) with the menu's own name as fallback. */
export function menuTitle(t: TFunction, item: MenuNode): string {
  return routeTitle(t, { name: item.enCode.replace(/\./g, '-'), title: item.fullName });
}

/** antd menu items for a menu tree; hidden items never show. `nested` false keeps directories as plain entries. */
export function toMenuItems(menus: readonly MenuNode[], t: TFunction, nested = true): AntdMenuItems {
  return menus
    .filter((item) => !isMenuHidden(item))
    .map((item) => {
      const label = menuTitle(t, item);
      const common = { key: item.id, icon: <MenuIcon icon={item.icon} type={item.type} />, label, title: label };
      return nested && item.type === 1 ? { ...common, children: toMenuItems(item.children ?? [], t) } : common;
    });
}
