import { EllipsisOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../ui/use-element-width';
import { MENU_MORE_PATH } from '../../lib/layout-rules';
import { findMenuItem, isMenuHidden } from '../../lib/menu-tree';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { menuTitle, toMenuItems } from './menu-items';
import { fitTopMenu, topMenuSlot } from './top-menu-fit';
import { useMenuNavigation } from './use-menu-navigation';

export interface TopMenuProps {
  items: readonly MenuNode[];
  /** Functional: directories open as pop-ups. Blend: top-level entries only, the sidebar shows the rest. */
  nested: boolean;
  selectedKeys: string[];
  /** Replaces the default of opening the item as the menu says (blend opens a directory's first visible page). */
  onOpen?: (item: MenuNode) => void;
}

/** Widths of the labels as the bar draws them, read from a hidden row in the bar's font (0 where nothing is laid out). */
function useLabelWidths(labels: readonly string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [widths, setWidths] = useState<readonly number[]>([]);
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    const next = Array.from(row.children, (child) => child.getBoundingClientRect().width);
    setWidths((previous) => (previous.length === next.length && previous.every((width, index) => width === next[index]) ? previous : next));
  }, [labels]);
  return [ref, widths] as const;
}

/**
 * The horizontal menu, on the top bar's own background: as many items as fit, the rest under 'More ...' (spec 2.5).
 * Each item takes the spec's 116 px slot, or the width its label needs when that is more (see topMenuSlot).
 */
export function TopMenu({ items, nested, selectedKeys, onOpen }: TopMenuProps) {
  const { t } = useTranslation();
  const open = useMenuNavigation();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const shown = useMemo(() => items.filter((item) => !isMenuHidden(item)), [items]);
  const labels = useMemo(() => shown.map((item) => menuTitle(t, item)), [shown, t]);
  const [measureRef, labelWidths] = useLabelWidths(labels);
  const { visible, more } = useMemo(() => fitTopMenu(shown, labelWidths.map(topMenuSlot), width), [shown, labelWidths, width]);

  const menuItems = useMemo(() => {
    const main = toMenuItems(visible, t, nested);
    if (more.length === 0) return main;
    const overflow = {
      key: MENU_MORE_PATH,
      icon: <EllipsisOutlined />,
      label: t('shell.menu.more'),
      children: toMenuItems(more, t, nested),
    };
    return [...main, overflow];
  }, [visible, more, t, nested]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findMenuItem(items, key);
    if (item) (onOpen ?? open)(item);
  };

  return (
    <div ref={ref} className="sluice-top-menu" data-testid="top-menu">
      <div ref={measureRef} className="sluice-top-menu__measure" aria-hidden="true">
        {labels.map((label, index) => (
          <span key={shown[index]?.id ?? index}>{label}</span>
        ))}
      </div>
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
