import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import { sessionStore } from '../lib/session-store';
import { PlainThemeSync } from './plain-theme-sync';
import { AppRoutes } from './router/app-routes';
import './global.css';

/** Drops the server-state cache of the session that ended; nothing to drop when the console was never opened. */
async function clearServerState(): Promise<void> {
  const { queryClient } = await import('./query-client');
  queryClient.clear();
}

/**
 * Translations, the light/dark attribute and the routes, inside a router (the browser's, or a test's). antd and the
 * query cache come with the console layout (router/console-layout.tsx), not here, so the sign-in page loads without
 * them. Ending a session drops cached server state and leaves for /login.
 */
export function ConsoleRoot() {
  const navigate = useNavigate();
  useEffect(() => {
    const ends = sessionStore.ends.subscribe(({ to }) => {
      void clearServerState();
      void navigate(to, { replace: true });
    });
    return () => ends.unsubscribe();
  }, [navigate]);
  return (
    <I18nextProvider i18n={i18n}>
      <PlainThemeSync />
      <AppRoutes />
    </I18nextProvider>
  );
}

/** The console in the browser. */
export function App() {
  return (
    <BrowserRouter>
      <ConsoleRoot />
    </BrowserRouter>
  );
}
