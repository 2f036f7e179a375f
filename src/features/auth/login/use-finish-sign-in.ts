import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../../lib/login-path';
import type { LoadedSession } from '../../../lib/session-store';
import { setPendingLastLogin } from '../last-login/pending-last-login';

/** After any sign-in on /login: the last-login notice (shown by the console), then the redirect query or `/`. */
export function useFinishSignIn(): (session: LoadedSession) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (session: LoadedSession) => {
      setPendingLastLogin(session.userInfo);
      void navigate(safeRedirect(search) ?? '/', { replace: true });
    },
    [navigate, search],
  );
}
