import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useEffect } from 'react';
import { Providers } from '../../../src/app/providers';
import { queryClient } from '../../../src/app/query-client';
import { buildRoutes } from '../../../src/app/router/build-routes';
import { sessionStore } from '../../../src/lib/session-store';

/** The real route table, guard and providers, in memory at `path`. */
export function renderApp(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  function SessionEnds() {
    useEffect(() => {
      const subscription = sessionStore.ends.subscribe(({ to }) => void router.navigate(to, { replace: true }));
      return () => subscription.unsubscribe();
    }, []);
    return null;
  }
  const view = render(
    <Providers>
      <SessionEnds />
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
