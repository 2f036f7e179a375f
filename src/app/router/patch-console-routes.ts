import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { CONSOLE_ROUTE_ID } from './build-routes';

/**
 * React Router's `patchRoutesOnNavigation` for one router: the first navigation that the starting table cannot place
 * (anything but /login) fetches the console's routes and adds them under the console layout, once.
 */
export function patchConsoleRoutes(): PatchRoutesOnNavigationFunction {
  let patching: Promise<void> | null = null;
  return ({ patch }) => {
    patching ??= import('./console-routes').then(({ consoleRoutes }) => patch(CONSOLE_ROUTE_ID, consoleRoutes()));
    // A failed download may be tried again by the next navigation.
    patching.catch(() => (patching = null));
    return patching;
  };
}
