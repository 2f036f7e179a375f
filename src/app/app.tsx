import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { sessionStore } from '../lib/session-store';
import { Providers } from './providers';
import { queryClient } from './query-client';
import { createAppRouter } from './router/create-app-router';
import './global.css';

/** The console: providers around the router. Ending a session drops cached server state and leaves for /login. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    const ends = sessionStore.ends.subscribe(({ to }) => {
      queryClient.clear();
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
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
