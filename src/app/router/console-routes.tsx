import type { RouteObject } from 'react-router-dom';
import { FIXED_ROUTES, PUBLIC_PLACEHOLDER_ROUTES } from './fixed-routes';
import { RedirectPage } from './redirect-page';
import { RootRedirect } from './root-redirect';

/**
 * The console layout's children: the lock screen, 404, public placeholders and the signed-in shell. Inside the shell,
 * fixed routes (spec 2.3) come first and every other path is resolved against the user's menu by MenuRouteOutlet.
 */
export function consoleRoutes(): RouteObject[] {
  return [
    {
      path: '/lockScreen',
      handle: { name: 'lockScreen', titleKey: 'auth.lock.page-title' },
      lazy: async () => ({ Component: (await import('../../features/auth/lock-screen/lock-screen-page')).LockScreenPage }),
    },
    {
      path: '/404',
      handle: { name: '404', titleKey: 'shell.routes.not-found' },
      lazy: async () => ({ Component: (await import('../not-found')).NotFound }),
    },
    ...PUBLIC_PLACEHOLDER_ROUTES.map((route): RouteObject => ({
      path: route.path,
      handle: { name: route.name, titleKey: route.titleKey },
      lazy: async () => ({ Component: (await import('./public-placeholder-page')).PublicPlaceholderPage }),
    })),
    {
      id: 'shell',
      // The layout the user chose, or the chromeless wall for `/cockpit?wall=1`.
      lazy: async () => ({ Component: (await import('./shell-switch')).ShellSwitch }),
      children: [
        // Both tiny and on the way to every first page: part of this chunk rather than one more round trip.
        { index: true, element: <RootRedirect /> },
        // Inside the shell so that refreshing a tab keeps the layout (and the other kept views) in place.
        { path: '/redirect/*', element: <RedirectPage /> },
        ...FIXED_ROUTES.map((route): RouteObject => ({
          path: route.path,
          handle: { name: route.name, titleKey: route.titleKey },
          lazy: async () => {
            const { Screen } = await import('./screen');
            return { element: <Screen key={route.path} path={route.path} /> };
          },
        })),
        { path: '*', lazy: async () => ({ Component: (await import('./menu-route-outlet')).MenuRouteOutlet }) },
      ],
    },
  ];
}
