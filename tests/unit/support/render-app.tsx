import { act, render } from '@testing-library/react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  type Location,
} from 'react-router-dom';
import { ConsoleRoot } from '../../../src/app/app';
import { queryClient } from '../../../src/app/query-client';

/** What the tests read and drive of the router: the location in view, navigation, and every location it passes. */
export interface TestRouter {
  state: { location: Location; historyAction: string };
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

/** The real route table, guard and root (the console layout brings antd and the query cache), in memory at `path`. */
export function renderApp(path: string) {
  queryClient.clear();
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  // React Router's memory history keeps one listener, the router's: the tests' own subscriptions share it.
  const listeners = new Set<Parameters<typeof history.listen>[0]>();
  history.listen((update) => listeners.forEach((listener) => listener(update)));
  history.listen = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    async navigate(to, options) {
      await act(async () => (options?.replace ? history.replace(to) : history.push(to)));
    },
    subscribe: (listener) => history.listen(({ location }) => listener({ location })),
  };
  const view = render(
    <HistoryRouter history={history}>
      <ConsoleRoot />
    </HistoryRouter>,
  );
  return { ...view, router };
}
