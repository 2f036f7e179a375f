import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lockScreen } from './session';

/** Locks the screen and opens /lockScreen, remembering the page to come back to. */
export function useLockScreen(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    lockScreen();
    void navigate(`/lockScreen?redirect=${encodeURIComponent(pathname + search)}`);
  }, [navigate, pathname, search]);
}
