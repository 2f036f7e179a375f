import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../lib/route-meta';
import { ancestorIds, findMenuItem } from '../../lib/menu-tree';
import { useSession } from '../../lib/session-store';
import { routeTitle } from '../../lib/title';
import { menuTitle } from './menu-items';

/** Where the page sits in the menu: its directories, then its own title. */
export function PageBreadcrumb() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const menus = useSession((session) => session.menuList);
  const items = useMemo(() => {
    const trail = meta?.menu ? (ancestorIds(menus ?? [], meta.menu.menuId) ?? []) : [];
    const parents = trail
      .map((id) => findMenuItem(menus ?? [], id))
      .filter((item) => item !== undefined)
      .map((item) => ({ title: menuTitle(t, item) }));
    const own = routeTitle(t, meta);
    return own ? [...parents, { title: own }] : parents;
  }, [menus, meta, t]);
  if (items.length === 0) return null;
  return <Breadcrumb className="sluice-header__breadcrumb" items={items} />;
}
