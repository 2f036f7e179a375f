import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuTarget } from '../../lib/menu-routes';
import type { MenuNode } from '../../../server/src/wire/current-user';
import { sessionStore } from '../../lib/session-store';
import { openExternalTarget } from '../../lib/signed-link';
import { useMenuRoutes } from '../../lib/use-menu-routes';

/** Opens a menu item as spec 2.2 says: console routes navigate, data views and links open outside. */
export function useMenuNavigation(): (item: MenuNode) => void {
  const navigate = useNavigate();
  const { context } = useMenuRoutes();
  return useCallback(
    (item: MenuNode) => {
      const target = menuTarget(item, context);
      // A directory hands its children to the left menu as it opens its first page.
      if (item.type === 1) sessionStore.setLeftMenuList(item.children ?? []);
      if (target.kind === 'route') void navigate(target.to);
      else if (target.kind === 'external') void openExternalTarget(target);
    },
    [context, navigate],
  );
}
