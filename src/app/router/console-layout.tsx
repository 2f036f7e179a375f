import { LastLoginNoticeHost } from '../../features/auth/last-login/last-login-notice-host';
import { Providers } from '../providers';
import { ConsoleRoutes } from './console-routes';

/**
 * Every page but sign-in: antd's theme, locale and toasts, and the server-state cache, around the console's routes.
 * Loaded as its own chunk, so the sign-in page (drawn without antd) downloads none of it; it arrives while the
 * person types their password.
 */
export function ConsoleLayout() {
  return (
    <Providers>
      <LastLoginNoticeHost />
      <ConsoleRoutes />
    </Providers>
  );
}
