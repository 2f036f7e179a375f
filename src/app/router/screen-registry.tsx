import { lazy, type ComponentType } from 'react';

/**
 * Which screen renders at a path. A path nobody has registered renders the honest "not available yet" page.
 * Later screens add one line each: the menu's route path (or the fixed route's pattern) and a lazy import.
 */
const SCREENS: Record<string, ComponentType> = {
  '/home': lazy(() => import('../../features/shell/home-page').then((module) => ({ default: module.HomePage }))),
  '/cockpit': lazy(() => import('./cockpit-screen').then((module) => ({ default: module.CockpitScreen }))),
  '/monitoring/alarms': lazy(() => import('../../features/alarms/page/alarm-page').then((module) => ({ default: module.AlarmPage }))),
  '/monitoring/seepage': lazy(() =>
    import('../../features/monitoring/seepage/seepage-page').then((module) => ({ default: module.SeepagePage })),
  ),
  '/monitoring/displacement': lazy(() =>
    import('../../features/monitoring/displacement/displacement-page').then((module) => ({ default: module.DisplacementPage })),
  ),
  '/monitoring/weather': lazy(() => import('../../features/weather/weather-page').then((module) => ({ default: module.WeatherPage }))),
  '/permission/user': lazy(() => import('../../features/admin/users/user-list-page').then((module) => ({ default: module.UserListPage }))),
  '/permission/organize': lazy(() =>
    import('../../features/admin/organize/organize-page').then((module) => ({ default: module.OrganizePage })),
  ),
};

/** Generated modules (menu types 3, 4, 5, 8) share one screen per kind, chosen by the address prefix. */
const SCREEN_PREFIXES: readonly (readonly [prefix: string, screen: ComponentType])[] = [];

export function resolveScreen(path: string): ComponentType | null {
  const exact = SCREENS[path];
  if (exact) return exact;
  return SCREEN_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}
