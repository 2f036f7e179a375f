import { Outlet, type RouteObject } from 'react-router-dom';
import { loadConsoleCatalogue } from '../../lib/i18n';
import { PageLoading } from '../../ui/page-loading';
import { guardLoader } from '../guard/guard-loader';
import { LazyRouteErrorPage } from './lazy-route-error-page';

/** The console layout's route id; its children come from console-routes.tsx. */
export const CONSOLE_ROUTE_ID = 'console';

/**
 * The route table the console starts with. Sign-in stands alone and is drawn without antd; every other page sits in
 * the console layout (antd, query cache), whose children (console-routes.tsx) are added on the first navigation into
 * it. Everything is fetched on demand, so the entry chunk holds the router, the guard and the session, and React
 * Router loads a route's pieces in parallel.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      loader: guardLoader,
      // The guard runs on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      element: <Outlet />,
      errorElement: <LazyRouteErrorPage />,
      hydrateFallbackElement: <PageLoading fullScreen />,
      children: [
        {
          path: '/login',
          handle: { name: 'login', titleKey: 'auth.login.page-title' },
          lazy: async () => {
            const { LoginPage } = await import('../../features/auth/login/login-page');
            // Its own small chunk, fetched after the page: nothing of it is needed to draw sign-in.
            void import('./prefetch-console').then(({ prefetchConsoleWhenIdle }) => prefetchConsoleWhenIdle());
            return { Component: LoginPage };
          },
        },
        {
          id: CONSOLE_ROUTE_ID,
          // The console's words come with its layout, in parallel with its code.
          lazy: async () => {
            const [{ ConsoleLayout }] = await Promise.all([import('./console-layout'), loadConsoleCatalogue()]);
            return { Component: ConsoleLayout };
          },
          // Filled in on the first navigation into the console (patchConsoleRoutes): the sign-in page's download
          // does not carry the console's route table.
          children: [],
        },
      ],
    },
  ];
}
