import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { EmbeddedPage } from '../../features/shell/embedded-page';
import { normalizePath, type MenuRouteRecord } from '../../lib/menu-routes';
import { findMenuItem } from '../../lib/menu-tree';
import { sessionStore, useSession } from '../../lib/session-store';
import { useMenuRoutes } from '../../lib/use-menu-routes';
import { Screen } from './screen';

/** Opening a directory opens its first child and hands its children to the left menu (spec 2.2). */
function DirectoryRedirect({ record }: { record: MenuRouteRecord }) {
  const navigate = useNavigate();
  useEffect(() => {
    const item = findMenuItem(sessionStore.get().menuList ?? [], record.meta.menuId);
    sessionStore.setLeftMenuList(item?.children ?? []);
    void navigate(record.redirect ?? '/404', { replace: true });
  }, [navigate, record]);
  return null;
}

/** Renders the menu-generated route at the current path; any other path goes to /404 (spec 2.2). */
export function MenuRouteOutlet() {
  const { pathname } = useLocation();
  const { byPath } = useMenuRoutes();
  // The guard loads the menu before any page shows, so no menu means the session is ending (sign-out, expiry): the
  // way to /login is already under way, and this page must not send the person to /404 first.
  const menusLoaded = useSession((session) => session.menuList !== null);
  const record = byPath.get(normalizePath(pathname));
  if (!menusLoaded) return null;
  if (!record) return <Navigate to="/404" replace />;
  switch (record.kind) {
    case 'directory':
      return <DirectoryRedirect record={record} />;
    case 'frame':
      return <EmbeddedPage key={record.path} src={record.frameSrc ?? ''} title={record.meta.title} />;
    default:
      return <Screen key={record.path} path={record.path} />;
  }
}
