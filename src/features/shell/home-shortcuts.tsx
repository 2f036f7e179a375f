import { ExportOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { menuTarget, type MenuTarget } from '../../lib/menu-routes';
import { isMenuHidden } from '../../lib/menu-tree';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { useSession } from '../../lib/session-store';
import { openExternalTarget } from '../../lib/signed-link';
import { useMenuRoutes } from '../../lib/use-menu-routes';
import { MenuIcon } from '../../ui/menu-icon';
import { HomeCard } from './home-card';

interface Shortcut {
  item: MenuNode;
  target: Exclude<MenuTarget, { kind: 'none' }>;
}

function leaves(menus: readonly MenuNode[]): MenuNode[] {
  return menus.filter((item) => !isMenuHidden(item)).flatMap((item) => (item.type === 1 ? leaves(item.children ?? []) : [item]));
}

/** One tile per page in the user's menu, in menu order. */
export function HomeShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuList = useSession((session) => session.menuList);
  const { context } = useMenuRoutes();

  const shortcuts = useMemo(
    () =>
      leaves(menuList ?? []).flatMap((item): Shortcut[] => {
        const target = menuTarget(item, context);
        if (target.kind === 'none' || (target.kind === 'route' && target.to === '/home')) return [];
        return [{ item, target }];
      }),
    [menuList, context],
  );

  const open = ({ target }: Shortcut) => {
    if (target.kind === 'route') void navigate(target.to);
    else void openExternalTarget(target);
  };

  return (
    <HomeCard title={t('shell.home.shortcuts')}>
      {shortcuts.length === 0 ? (
        <p className="sluice-home__empty">{t('shell.home.no-shortcuts')}</p>
      ) : (
        <ul className="sluice-home__shortcuts" aria-label={t('shell.home.shortcuts')}>
          {shortcuts.map((shortcut) => {
            // Menu titles come from routes.<name> (contract section 3), falling back to the menu's own name.
            const title = t(`routes.${shortcut.item.enCode.replace(/\./g, '-')}`, { defaultValue: shortcut.item.fullName });
            return (
              <li key={shortcut.item.id}>
                <button type="button" className="sluice-home__shortcut" title={title} onClick={() => open(shortcut)}>
                  <span className="sluice-home__shortcut-icon" aria-hidden>
                    <MenuIcon icon={shortcut.item.icon} type={shortcut.item.type} />
                  </span>
                  <span className="sluice-home__shortcut-title">{title}</span>
                  {shortcut.target.kind === 'external' ? <ExportOutlined aria-label={t('shell.home.opens-outside')} /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </HomeCard>
  );
}
