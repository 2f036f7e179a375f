import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** `/redirect/<path>` re-opens `<path>` (with its query): the tab bar uses it to refresh a page. */
export function RedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = pathname.replace(/^\/redirect/, '') || '/';
    void navigate(target + search, { replace: true });
  }, [navigate, pathname, search]);
  return null;
}
