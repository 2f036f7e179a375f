import { useMemo } from 'react';
import { APP_CONFIG } from '../config/app-config';
import { firstMenuPath, generateMenuRoutes, indexMenuRoutes, type MenuRouteContext, type MenuRouteRecord } from './menu-routes';
import { useSession } from './session-store';

export interface MenuRoutes {
  records: MenuRouteRecord[];
  byPath: Map<string, MenuRouteRecord>;
  firstPath: string | undefined;
  context: MenuRouteContext;
}

/** The routes generated from the signed-in user's menu, rebuilt only when the menu changes. */
export function useMenuRoutes(): MenuRoutes {
  const menuList = useSession((session) => session.menuList);
  return useMemo(() => {
    const context: MenuRouteContext = { dataVHost: APP_CONFIG.dataVHost };
    const records = generateMenuRoutes(menuList ?? [], context);
    return { records, byPath: indexMenuRoutes(records), firstPath: firstMenuPath(records), context };
  }, [menuList]);
}
