import { lazy } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { FixedRouteHandleContext, matchedFixedHandle, type FixedRouteHandle } from '../../lib/route-meta';
import { FIXED_ROUTES, PUBLIC_PLACEHOLDER_ROUTES, type FixedRoute } from './fixed-routes';
import { RedirectPage } from './redirect-page';
import { RootRedirect } from './root-redirect';
import { TitleSync } from './title-sync';

const LockScreenPage = lazy(() =>
  import('../../features/auth/lock-screen/lock-screen-page').then((module) => ({ default: module.LockScreenPage })),
);
const NotFound = lazy(() => import('../not-found').then((module) => ({ default: module.NotFound })));
const PublicPlaceholderPage = lazy(() => import('./public-placeholder-page').then((module) => ({ default: module.PublicPlaceholderPage })));
const loadShellSwitch = () => import('./shell-switch');
const loadScreen = () => import('./screen');
// The layout the user chose, or the chromeless wall for `/cockpit?wall=1`.
const ShellSwitch = lazy(() => loadShellSwitch().then((module) => ({ default: module.ShellSwitch })));
const Screen = lazy(() => loadScreen().then((module) => ({ default: module.Screen })));
const MenuRouteOutlet = lazy(() => import('./menu-route-outlet').then((module) => ({ default: module.MenuRouteOutlet })));

function handleOf({ name, titleKey }: FixedRoute): FixedRouteHandle {
  return { name, titleKey };
}

/**
 * The console layout's routes: the lock screen, 404, public placeholders and the signed-in shell. Inside the shell,
 * fixed routes (spec 2.3) come first and every other path is resolved against the user's menu by MenuRouteOutlet.
 * Pages load on demand; a navigation keeps the page in view until the next one is ready (React Router navigates in
 * a transition), and the first page shows the root's loading state meanwhile.
 */
const CONSOLE_ROUTES: RouteObject[] = [
  { path: '/lockScreen', handle: { name: 'lockScreen', titleKey: 'auth.lock.page-title' }, element: <LockScreenPage /> },
  { path: '/404', handle: { name: '404', titleKey: 'shell.routes.not-found' }, element: <NotFound /> },
  ...PUBLIC_PLACEHOLDER_ROUTES.map((route): RouteObject => ({
    path: route.path,
    handle: handleOf(route),
    element: <PublicPlaceholderPage />,
  })),
  {
    element: <ShellSwitch />,
    children: [
      // Both tiny and on the way to every first page: part of this chunk rather than one more round trip.
      { index: true, element: <RootRedirect /> },
      // Inside the shell so that refreshing a tab keeps the layout (and the other kept views) in place.
      { path: '/redirect/*', element: <RedirectPage /> },
      ...FIXED_ROUTES.map((route): RouteObject => ({
        path: route.path,
        handle: handleOf(route),
        element: <Screen key={route.path} path={route.path} />,
      })),
      { path: '*', element: <MenuRouteOutlet /> },
    ],
  },
];

/** Fetches the signed-in shell and the screen loader ahead, while the guard waits for the current user. */
export function preloadShell(): void {
  void Promise.allSettled([loadShellSwitch(), loadScreen()]);
}

/**
 * Every page but sign-in, with its title (guard rule 5). The matched route's handle is given from here, above the
 * layouts and pages, since the shell around a page (tabs, kept views, breadcrumb) asks for the page's meta too.
 */
export function ConsoleRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(CONSOLE_ROUTES);
  return (
    <FixedRouteHandleContext.Provider value={matchedFixedHandle(CONSOLE_ROUTES, pathname)}>
      <TitleSync />
      {element}
    </FixedRouteHandleContext.Provider>
  );
}
