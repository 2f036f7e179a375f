import { USER_EVENT_OPTIONS } from '../../support/dom-setup';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from '../../../../src/app/tabs/keep-alive-outlet';
import { clearKeptViews } from '../../../../src/app/tabs/kept-views';
import { tabStore } from '../../../../src/app/tabs/tab-store';
import { useTabSync } from '../../../../src/app/tabs/use-tab-sync';
import { viewCache } from '../../../../src/app/tabs/view-cache';
import { FixedRouteHandleContext, matchedFixedHandle } from '../../../../src/lib/route-meta';
import { setSetting } from '../../../../src/lib/storage';
import { resetState } from '../../support/reset-state';

/** A page with state of its own: the count survives only if the view is kept alive. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  return (
    <section data-testid={`page-${label}`}>
      <span data-testid={`count-${label}`}>{count}</span>
      <span data-testid={`path-${label}`}>{pathname}</span>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        add {label}
      </button>
    </section>
  );
}

const PAGES: RouteObject[] = [
  {
    path: '/model/:id',
    handle: { name: 'dynamicModel', titleKey: 'shell.routes.dynamic-model' },
    element: <Counter label="form" />,
  },
  { path: '/profile', handle: { name: 'profile', titleKey: 'shell.routes.profile' }, element: <Counter label="profile" /> },
  {
    path: '/previewModel',
    handle: { name: 'previewModel', titleKey: 'shell.routes.preview-model' },
    element: <Counter label="preview" />,
  },
];

function TabbedOutlet() {
  useTabSync();
  return <KeepAliveOutlet />;
}

/** The shell as the console's routes give it: the matched page's handle from above (src/app/router/console-routes.tsx). */
function Shell() {
  const { pathname } = useLocation();
  return (
    <FixedRouteHandleContext.Provider value={matchedFixedHandle(PAGES, pathname)}>
      <TabbedOutlet />
    </FixedRouteHandleContext.Provider>
  );
}

function renderShell(path: string) {
  const router = createMemoryRouter([{ element: <Shell />, children: PAGES }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const count = (label: string) => screen.getByTestId(`count-${label}`).textContent;

beforeEach(async () => {
  await resetState();
  tabStore.reset();
  viewCache.reset();
  clearKeptViews();
});

describe('keep-alive of named views', () => {
  it('keeps a dynamicModel view mounted but hidden while another tab is in view', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const router = renderShell('/model/a');
    await user.click(screen.getByRole('button', { name: 'add form' }));
    await user.click(screen.getByRole('button', { name: 'add form' }));
    await act(() => router.navigate('/profile'));
    expect(screen.getByTestId('page-form')).not.toBeVisible();
    // The hidden view still sees the page it was opened at.
    expect(screen.getByTestId('path-form')).toHaveTextContent('/model/a');
    await user.click(screen.getByRole('button', { name: 'add profile' }));
    await act(() => router.navigate('/model/a'));
    expect(count('form')).toBe('2');
    expect(screen.getByTestId('page-form')).toBeVisible();
    // profile is not in the cache list: it starts again.
    await act(() => router.navigate('/profile'));
    expect(count('profile')).toBe('0');
  });

  it('opening previewModel empties the cache', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const router = renderShell('/model/a');
    await user.click(screen.getByRole('button', { name: 'add form' }));
    await act(() => router.navigate('/previewModel'));
    expect(screen.queryByTestId('page-form')).toBeNull();
    await act(() => router.navigate('/model/a'));
    expect(count('form')).toBe('0');
  });

  it('keeps nothing with the page-cache setting off', async () => {
    setSetting('useCache', false);
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const router = renderShell('/model/a');
    await user.click(screen.getByRole('button', { name: 'add form' }));
    await act(() => router.navigate('/profile'));
    expect(screen.queryByTestId('page-form')).toBeNull();
    await act(() => router.navigate('/model/a'));
    expect(count('form')).toBe('0');
  });

  it('forgets a kept view when its tab closes', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const router = renderShell('/model/a');
    await user.click(screen.getByRole('button', { name: 'add form' }));
    await act(() => router.navigate('/profile'));
    act(() => void tabStore.close('/model/a', '/profile'));
    await act(() => router.navigate('/model/a'));
    expect(count('form')).toBe('0');
  });
});
