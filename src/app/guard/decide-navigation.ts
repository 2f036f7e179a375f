import { loginPath } from '../../lib/login-path';
import { isPublicPath } from './public-paths';

export interface GuardState {
  token: string | null;
  isLock: boolean;
  /** Whether the current user's menu list has been fetched. */
  menusLoaded: boolean;
}

/** allow: render it; redirect: go elsewhere; load: fetch the current user first, then decide again. */
export type NavigationDecision = { action: 'allow' } | { action: 'redirect'; to: string } | { action: 'load' };

const ALLOW: NavigationDecision = { action: 'allow' };

/**
 * The navigation guard of spec 2.4, rules 1 to 4 in order (rule 5, the title, is TitleSync's job).
 * `path` is the wanted pathname plus its query.
 */
export function decideNavigation(state: GuardState, path: string): NavigationDecision {
  const pathname = path.split(/[?#]/)[0] || '/';
  if (state.token) {
    if (state.isLock && pathname !== '/lockScreen' && pathname !== '/login') return { action: 'redirect', to: '/lockScreen' };
    if (pathname === '/login') return { action: 'redirect', to: '/' };
    if (!state.menusLoaded) return { action: 'load' };
    return ALLOW;
  }
  if (isPublicPath(pathname)) return ALLOW;
  return { action: 'redirect', to: loginPath(path) };
}
