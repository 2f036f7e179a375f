import { createBrowserRouter } from 'react-router-dom';
import { buildRoutes } from './build-routes';

/** The console's browser router. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
