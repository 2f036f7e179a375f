import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../../lib/login-path';
import type { LoadedSession } from '../../../lib/session-store';
import { setPendingLastLogin } from '../last-login/pending-last-login';
import { applySavedLanguage } from './apply-saved-language';

/**
 * After any sign-in on /login: the user's saved language, the last-login notice (shown by the console), then the
 * redirect query or `/`. A language that fails to load leaves the current one; the sign-in still completes.
 */
export function useFinishSignIn(): (session: LoadedSession) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (session: LoadedSession) => {
      setPendingLastLogin(session.userInfo);
      const opening = applySavedLanguage(session.userInfo).catch(() => undefined);
      void opening.then(() => navigate(safeRedirect(search) ?? '/', { replace: true }));
    },
    [navigate, search],
  );
}
