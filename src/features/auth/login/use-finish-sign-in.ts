import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../../lib/login-path';
import type { LoadedSession } from '../../../lib/session-store';
import { showLastLoginNotice } from './last-login-notice';

/** After any sign-in on /login: the last-login notice, then the redirect query or `/`. */
export function useFinishSignIn(): (session: LoadedSession) => void {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (session: LoadedSession) => {
      showLastLoginNotice(notification, t, session.userInfo);
      void navigate(safeRedirect(search) ?? '/', { replace: true });
    },
    [navigate, notification, search, t],
  );
}
