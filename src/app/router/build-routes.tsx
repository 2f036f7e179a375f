import type { RouteObject } from 'react-router-dom';
import { NotAvailablePage } from '../../features/shell/not-available-page';
import { PageLoading } from '../../ui/page-loading';
import { guardLoader } from '../guard/guard-loader';
import { NotFound } from '../not-found';
import { FIXED_ROUTES, PUBLIC_PLACEHOLDER_ROUTES } from './fixed-routes';
import { MenuRouteOutlet } from './menu-route-outlet';
import { RedirectPage } from './redirect-page';
import { RootLayout } from './root-layout';
import { RootRedirect } from './root-redirect';
import { RouteErrorPage } from './route-error-page';
import { Screen } from './screen';

/**
 * The whole route table. Public pages sit beside the signed-in shell; inside the shell, fixed routes
 * (spec 2.3) come first and every other path is resolved against the user's menu by MenuRouteOutlet.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      loader: guardLoader,
      // The guard runs on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading fullScreen />,
      children: [
        {
          path: '/login',
          handle: { name: 'login', titleKey: 'auth.login.page-title' },
          lazy: async () => ({ Component: (await import('../../features/auth/login/login-page')).LoginPage }),
        },
        {
          path: '/lockScreen',
          handle: { name: 'lockScreen', titleKey: 'auth.lock.page-title' },
          lazy: async () => ({ Component: (await import('../../features/auth/lock-screen/lock-screen-page')).LockScreenPage }),
        },
        { path: '/404', handle: { name: '404', titleKey: 'shell.routes.not-found' }, element: <NotFound /> },
        ...PUBLIC_PLACEHOLDER_ROUTES.map(
          (route): RouteObject => ({
            path: route.path,
            handle: { name: route.name, titleKey: route.titleKey },
            element: (
              <div className="sluice-centered-page">
                <NotAvailablePage />
              </div>
            ),
          }),
        ),
        {
          id: 'shell',
          lazy: async () => ({ Component: (await import('../layouts/layout-switch')).LayoutSwitch }),
          children: [
            { index: true, element: <RootRedirect /> },
            // Inside the shell so that refreshing a tab keeps the layout (and the other kept views) in place.
            { path: '/redirect/*', element: <RedirectPage /> },
            ...FIXED_ROUTES.map(
              (route): RouteObject => ({
                path: route.path,
                handle: { name: route.name, titleKey: route.titleKey },
                element: <Screen key={route.path} path={route.path} />,
              }),
            ),
            { path: '*', element: <MenuRouteOutlet /> },
          ],
        },
      ],
    },
  ];
}
