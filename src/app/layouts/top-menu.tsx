import { EllipsisOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_MORE_PATH, splitTopMenu, topMenuRoom } from '../../lib/layout-rules';
import { findMenuItem, isMenuHidden } from '../../lib/menu-tree';
import type { MenuItem } from '../../lib/session-types';
import { toMenuItems } from './menu-items';
import { useMenuNavigation } from './use-menu-navigation';

export interface TopMenuProps {
  items: readonly MenuItem[];
  /** Functional: directories open as pop-ups. Blend: top-level entries only, the sidebar shows the rest. */
  nested: boolean;
  selectedKeys: string[];
  /** Replaces the default of opening the item as the menu says (blend opens a directory's first visible page). */
  onOpen?: (item: MenuItem) => void;
}

/** Keeps the width of an element in state. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The horizontal menu, on the top bar's own background: floor(width / 116) items, the rest under 'More ...' (spec 2.5). */
export function TopMenu({ items, nested, selectedKeys, onOpen }: TopMenuProps) {
  const { t } = useTranslation();
  const open = useMenuNavigation();
  const [ref, width] = useWidth<HTMLDivElement>();
  const shown = useMemo(() => items.filter((item) => !isMenuHidden(item)), [items]);
  const { visible, more } = useMemo(() => splitTopMenu(shown, topMenuRoom(shown.length, width)), [shown, width]);

  const menuItems = useMemo(() => {
    const main = toMenuItems(visible, t, nested);
    if (more.length === 0) return main;
    const overflow = { key: MENU_MORE_PATH, icon: <EllipsisOutlined />, label: t('shell.menu.more'), children: toMenuItems(more, t, nested) };
    return [...main, overflow];
  }, [visible, more, t, nested]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findMenuItem(items, key);
    if (item) (onOpen ?? open)(item);
  };

  return (
    <div ref={ref} className="sluice-top-menu" data-testid="top-menu">
      <Menu
        mode="horizontal"
        disabledOverflow
        items={menuItems}
        selectedKeys={selectedKeys}
        onClick={onClick}
        style={{ borderBottom: 0, background: 'transparent', lineHeight: 'var(--sluice-header-height)' }}
      />
    </div>
  );
}
