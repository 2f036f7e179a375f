import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadSession } from '../../features/auth/session';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { feedback } from '../../lib/feedback';
import { i18n } from '../../lib/i18n';
import { loginPath } from '../../lib/login-path';
import { sessionStore } from '../../lib/session-store';
import { decideNavigation, type GuardState } from './decide-navigation';

/** Thrown when the server could not be reached at all; the error page offers (and schedules) a retry. */
export class ServerUnreachableError extends Error {
  constructor() {
    super('server unreachable');
    this.name = 'ServerUnreachableError';
  }
}

function guardState(): GuardState {
  const session = sessionStore.get();
  return { token: session.token, isLock: session.isLock, menusLoaded: session.menuList !== null };
}

let inflight: Promise<unknown> | null = null;

/** One CurrentUser call at a time, however many navigations ask for it. */
function loadOnce(): Promise<unknown> {
  inflight ??= loadSession().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** No answer, or a gateway failing: keeping the token lets an unattended screen recover on its own. */
function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || (error.kind === 'http' && error.code >= 500));
}

/** The root route's loader: runs the guard on every navigation (spec 2.4). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const path = url.pathname + url.search;
  let decision = decideNavigation(guardState(), path);
  if (decision.action === 'load') {
    try {
      await loadOnce();
    } catch (error) {
      if (isUnreachable(error)) throw new ServerUnreachableError();
      sessionStore.clear();
      feedback.error(errorText(error, i18n.t('errors.guard.has-error')));
      throw redirect(loginPath(path));
    }
    decision = decideNavigation(guardState(), path);
  }
  if (decision.action === 'redirect') throw redirect(decision.to);
  return null;
}
