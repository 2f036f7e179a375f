import { useMatches, useLocation } from 'react-router-dom';
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

function isFixedHandle(handle: unknown): handle is FixedRouteHandle {
  return handle !== null && typeof handle === 'object' && typeof (handle as FixedRouteHandle).titleKey === 'string';
}

/** The current route's meta. A menu entry for the path wins over a fixed route with the same path. */
export function useRouteMeta(): RouteMeta | null {
  const { pathname } = useLocation();
  const matches = useMatches();
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
  const handle = [...matches].reverse().find((match) => isFixedHandle(match.handle))?.handle;
  return isFixedHandle(handle) ? { name: handle.name, titleKey: handle.titleKey } : null;
}
