import { lazy, Suspense, useEffect } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { loadConsoleCatalogue } from '../../lib/i18n';
import { PageLoading } from '../../ui/page-loading';
import { NavigationGuard } from '../guard/navigation-guard';
import { LazyUnreachablePage } from './lazy-route-error-page';
import { RouteErrorBoundary } from './route-error-boundary';

const LoginPage = lazy(() => import('../../features/auth/login/login-page').then((module) => ({ default: module.LoginPage })));

/** Sign-in; once it shows, the console's idle prefetch, in its own small chunk: nothing of it is needed to draw sign-in. */
function LoginRoute() {
  useEffect(() => {
    void import('./prefetch-console').then(({ prefetchConsoleWhenIdle }) => prefetchConsoleWhenIdle());
  }, []);
  return <LoginPage />;
}

// The console's words come with its layout, in parallel with its code; its routes come with it (console-routes.tsx),
// so the sign-in page's download does not carry the console's route table.
const loadConsoleLayout = () => Promise.all([import('./console-layout'), loadConsoleCatalogue()]);
const ConsoleLayout = lazy(async () => {
  const [{ ConsoleLayout }] = await loadConsoleLayout();
  return { default: ConsoleLayout };
});

/** While the guard loads the current user, the signed-in shell's code and words download alongside. */
function preloadConsole(): void {
  void Promise.allSettled([loadConsoleLayout(), import('./console-routes').then(({ preloadShell }) => preloadShell())]);
}

const ROUTES: RouteObject[] = [
  { path: '/login', element: <LoginRoute /> },
  { path: '*', element: <ConsoleLayout /> },
];

/**
 * The console's route table: sign-in stands alone and is drawn without antd; every other page sits in the console
 * layout (antd, query cache). The guard decides every navigation before a page renders; a crash or a failed download
 * below shows the error page. Everything is fetched on demand, so the entry chunk holds the router, the guard and the
 * session.
 */
export function AppRoutes() {
  const element = useRoutes(ROUTES);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading fullScreen />}>
        <NavigationGuard Unreachable={LazyUnreachablePage} onLoadStart={preloadConsole}>
          {element}
        </NavigationGuard>
      </Suspense>
    </RouteErrorBoundary>
  );
}
