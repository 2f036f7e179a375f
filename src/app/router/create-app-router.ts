import { createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './build-routes';
import { patchConsoleRoutes } from './patch-console-routes';

/** The console's browser router. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { patchRoutesOnNavigation: patchConsoleRoutes() });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
