import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { ConsoleRoot } from '../../../src/app/app';
import { queryClient } from '../../../src/app/query-client';
import { buildRoutes } from '../../../src/app/router/build-routes';
import { patchConsoleRoutes } from '../../../src/app/router/patch-console-routes';

/** The real route table, guard and root (the console layout brings antd and the query cache), in memory at `path`. */
export function renderApp(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path], patchRoutesOnNavigation: patchConsoleRoutes() });
  const view = render(<ConsoleRoot router={router} />);
  return { ...view, router };
}
