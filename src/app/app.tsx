import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type RouterProviderProps } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import { sessionStore } from '../lib/session-store';
import { PlainThemeSync } from './plain-theme-sync';
import { createAppRouter } from './router/create-app-router';
import './global.css';

/** Drops the server-state cache of the session that ended; nothing to drop when the console was never opened. */
async function clearServerState(): Promise<void> {
  const { queryClient } = await import('./query-client');
  queryClient.clear();
}

/**
 * Translations, the light/dark attribute and a router. antd and the query cache come with the console layout
 * (router/console-layout.tsx), not here, so the sign-in page loads without them. Ending a session drops cached
 * server state and leaves for /login.
 */
export function ConsoleRoot({ router }: { router: RouterProviderProps['router'] }) {
  useEffect(() => {
    const ends = sessionStore.ends.subscribe(({ to }) => {
      void clearServerState();
      void router.navigate(to, { replace: true });
    });
    // A sign-out or lock in another tab applies here at once: the guard runs again on the current page.
    const external = sessionStore.externalChanges.subscribe(() => void router.revalidate());
    return () => {
      ends.unsubscribe();
      external.unsubscribe();
    };
  }, [router]);
  return (
    <I18nextProvider i18n={i18n}>
      <PlainThemeSync />
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

/** The console in the browser. */
export function App() {
  const [router] = useState(createAppRouter);
  return <ConsoleRoot router={router} />;
}
