import { createContext, useContext } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { normalizePath, type MenuRouteMeta } from './menu-routes';
import { useMenuRoutes } from './use-menu-routes';

/** The `handle` of a fixed route: a static title key and a name for tabs and caches. */
export interface FixedRouteHandle {
  name: string;
  titleKey: string;
}

/** What the page in view knows about itself: a menu route's meta, or a fixed route's handle. */
export interface RouteMeta {
  name: string;
  /** Menu routes: their fullName (fallback title). */
  title?: string;
  /** Fixed routes: a static translation key. */
  titleKey?: string;
  menu?: MenuRouteMeta;
  modelId?: string;
}

/**
 * The handle of the fixed route the route table matched for the current location, given from above every page and
 * layout (src/app/router/console-routes.tsx): the layout around a page asks for the page's meta too.
 */
export const FixedRouteHandleContext = createContext<FixedRouteHandle | null>(null);

function isFixedHandle(handle: unknown): handle is FixedRouteHandle {
  return handle !== null && typeof handle === 'object' && typeof (handle as FixedRouteHandle).titleKey === 'string';
}

/**
 * The handle of the deepest route matching `pathname` that has one: what FixedRouteHandleContext gives. The route's
 * own object, so the context's value changes only when the route does.
 */
export function matchedFixedHandle(routes: RouteObject[], pathname: string): FixedRouteHandle | null {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle: unknown = [...matches].reverse().find((match) => isFixedHandle(match.route.handle))?.route.handle;
  return isFixedHandle(handle) ? handle : null;
}

/** The current route's meta. A menu entry for the path wins over a fixed route with the same path. */
export function useRouteMeta(): RouteMeta | null {
  const { pathname } = useLocation();
  const handle = useContext(FixedRouteHandleContext);
  const { byPath } = useMenuRoutes();
  const record = byPath.get(normalizePath(pathname));
  if (record) {
    return {
      name: record.meta.name,
      title: record.meta.title,
      menu: record.meta,
      ...(record.meta.modelId ? { modelId: record.meta.modelId } : {}),
    };
  }
  return handle ? { name: handle.name, titleKey: handle.titleKey } : null;
}
