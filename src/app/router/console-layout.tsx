import { Outlet } from 'react-router-dom';
import { LastLoginNoticeHost } from '../../features/auth/last-login/last-login-notice-host';
import { Providers } from '../providers';
import { TitleSync } from './title-sync';

/**
 * Every page but sign-in: antd's theme, locale and toasts, and the server-state cache. Loaded as its own chunk, so
 * the sign-in page (drawn without antd) downloads none of it; it arrives while the person types their password.
 */
export function ConsoleLayout() {
  return (
    <Providers>
      <TitleSync />
      <LastLoginNoticeHost />
      <Outlet />
    </Providers>
  );
}
