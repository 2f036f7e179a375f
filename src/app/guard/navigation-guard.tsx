import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from '../../lib/login-path';
import { sessionStore } from '../../lib/session-store';
import { PageLoading } from '../../ui/page-loading';
import { decideNavigation, type GuardState, type NavigationDecision } from './decide-navigation';
import { sessionLoad, type LoadOutcome } from './session-load';

/** What the page for an unanswered CurrentUser call is given: a retry, whether one is under way, and which try it is. */
export interface UnreachableProps {
  onRetry: () => void;
  retrying: boolean;
  attempt: number;
}

interface GuardProps {
  children: ReactNode;
  Unreachable: ComponentType<UnreachableProps>;
  /** Called when the current user starts loading: what the page will need can download meanwhile. */
  onLoadStart?: () => void;
}

function guardState(): GuardState {
  const session = sessionStore.get();
  return { token: session.token, isLock: session.isLock, menusLoaded: session.menuList !== null };
}

/**
 * The navigation guard of spec 2.4, around every route: each navigation is decided before anything of the page
 * renders (a redirect renders nothing; while the current user loads, the loading state shows), and decided again when
 * another tab signs in, out or locks. A decision stays with its navigation: a session ending under a page leaves the
 * way out to the navigation that `sessionStore.end` asks for, as before.
 */
export function NavigationGuard({ children, Unreachable, onLoadStart }: GuardProps) {
  const location = useLocation();
  const path = location.pathname + location.search;
  // Bumped by another tab's change and by a retry: the page in view is decided again.
  const [revision, setRevision] = useState(0);
  // Stable, so the unreachable page's countdown fires it once per try.
  const retry = useCallback(() => setRevision((value) => value + 1), []);
  useEffect(() => {
    const external = sessionStore.externalChanges.subscribe(retry);
    return () => external.unsubscribe();
  }, [retry]);

  const id = `${location.key} ${path} ${revision}`;
  const [checked, setChecked] = useState(() => ({ id, decision: decideNavigation(guardState(), path) }));
  let decision: NavigationDecision = checked.decision;
  if (checked.id !== id) {
    decision = decideNavigation(guardState(), path);
    setChecked({ id, decision });
  }
  // Asked again while loading: the answer changes the session this decision was made on.
  if (decision.action === 'load') decision = decideNavigation(guardState(), path);

  const [loaded, setLoaded] = useState<{ id: string; outcome: LoadOutcome } | null>(null);
  const loading = decision.action === 'load';
  useEffect(() => {
    if (!loading) return;
    let current = true;
    onLoadStart?.();
    void sessionLoad().then((outcome) => current && setLoaded({ id, outcome }));
    return () => {
      current = false;
    };
  }, [loading, id, onLoadStart]);

  if (decision.action === 'load') {
    const outcome = loaded?.id === id ? loaded.outcome : null;
    // A retry keeps the unreachable page up, its button busy, until the answer.
    if (outcome === 'unreachable' || (outcome === null && loaded?.outcome === 'unreachable')) {
      return <Unreachable onRetry={retry} retrying={outcome === null} attempt={revision} />;
    }
    if (outcome === null) return <PageLoading fullScreen />;
    // Loaded, and still no menu (the session changed meanwhile): let the page decide, as the loader did.
    decision = outcome === 'refused' ? { action: 'redirect', to: loginPath(path) } : { action: 'allow' };
  }
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
