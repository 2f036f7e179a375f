import { loadConsoleCatalogue } from '../../lib/i18n';
import { preloadMd5 } from '../../lib/md5';

let prefetched = false;

/**
 * While the sign-in page waits for the person to type, fetch what the first signed-in screen needs (the console's
 * routes, layout, words and the home page) and the password hasher, so the click leads to a page without a chain of
 * downloads (bench/sign-in-interactive.ts measures it). Idle time only; none of it is needed to draw the sign-in page.
 */
export function prefetchConsoleWhenIdle(): void {
  if (prefetched || typeof window === 'undefined') return;
  prefetched = true;
  const start = () =>
    void Promise.allSettled([
      preloadMd5(),
      loadConsoleCatalogue(),
      import('./console-routes'),
      import('./console-layout'),
      import('./screen'),
      import('./shell-switch'),
      import('../../features/shell/home-page'),
    ]);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3_000 });
  else window.setTimeout(start, 1_000);
}
