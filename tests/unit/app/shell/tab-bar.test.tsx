import { USER_EVENT_OPTIONS } from '../../support/dom-setup';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearKeptViews } from '../../../../src/app/tabs/kept-views';
import { tabStore } from '../../../../src/app/tabs/tab-store';
import { sessionStore } from '../../../../src/lib/session-store';
import { preloadPages } from '../../support/preload-pages';
import { renderApp } from '../../support/render-app';
import { setUpRendering } from '../../support/render-suite';
import { shellHandlers } from './shell-api';

// The whole shell renders here, lazily loaded pages and all: a loaded machine needs more than the default second.
configure({ asyncUtilTimeout: 5_000 });

setUpRendering({
  preload: preloadPages,
  reset: () => {
    window.sessionStorage.clear();
    tabStore.reset();
    clearKeptViews();
    sessionStore.setToken('bearer live');
  },
  defaults: shellHandlers,
  serveBeforeEach: true,
});

const tabPaths = () => screen.queryAllByTestId('tab').map((tab) => tab.getAttribute('data-path'));
const tabOf = (path: string) => screen.getAllByTestId('tab').find((tab) => tab.getAttribute('data-path') === path) as HTMLElement;

async function openPages(paths: string[]) {
  const view = renderApp('/home');
  await screen.findByTestId('tab-bar');
  for (const path of paths) {
    await act(() => view.router.navigate(path));
    await waitFor(() => expect(tabPaths()).toContain(path.split('?')[0]));
  }
  return view;
}

describe('tab bar', () => {
  it('adds a tab per page; the home tab is pinned and has no close button', async () => {
    await openPages(['/droneInversion', '/hydraulicModel', '/droneInversion?x=1']);
    expect(tabPaths()).toEqual(['/home', '/droneInversion', '/hydraulicModel']);
    expect(within(tabOf('/home')).queryByRole('button')).toBeNull();
    expect(within(tabOf('/home')).getByRole('link', { name: '首页' })).toBeInTheDocument();
    expect(within(tabOf('/droneInversion')).getByRole('link')).toHaveAttribute('aria-current', 'page');
    expect(within(tabOf('/droneInversion')).getByRole('link')).toHaveAttribute('href', '/droneInversion?x=1');
  });

  it('closing the active tab moves to the last remaining tab', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = await openPages(['/droneInversion', '/hydraulicModel', '/feedbackQuestions']);
    await act(() => router.navigate('/hydraulicModel'));
    await user.click(within(tabOf('/hydraulicModel')).getByRole('button', { name: /关闭/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedbackQuestions'));
    expect(tabPaths()).toEqual(['/home', '/droneInversion', '/feedbackQuestions']);
  });

  it('a middle click closes a tab, but not a pinned one', async () => {
    const { router } = await openPages(['/droneInversion', '/hydraulicModel']);
    fireEvent(tabOf('/droneInversion').firstElementChild as Element, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/hydraulicModel']));
    fireEvent(tabOf('/home').firstElementChild as Element, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabPaths()).toEqual(['/home', '/hydraulicModel']);
    expect(router.state.location.pathname).toBe('/hydraulicModel');
  });

  it('close others from the context menu keeps pinned tabs and the chosen one', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = await openPages(['/droneInversion', '/hydraulicModel', '/feedbackQuestions']);
    fireEvent.contextMenu(tabOf('/droneInversion').firstElementChild as Element);
    await user.click(await screen.findByText('关闭其他'));
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/droneInversion']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/droneInversion'));
  });

  it('pins a tab from the context menu, after which close all keeps it', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = await openPages(['/droneInversion', '/hydraulicModel']);
    fireEvent.contextMenu(tabOf('/droneInversion').firstElementChild as Element);
    await user.click(await screen.findByTestId('tab-pin'));
    await waitFor(() => expect(within(tabOf('/droneInversion')).queryByRole('button')).toBeNull());
    fireEvent.contextMenu(tabOf('/hydraulicModel').firstElementChild as Element);
    const closeAll = await screen.findAllByTestId('tab-close-all');
    await user.click(closeAll.at(-1) as HTMLElement);
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/droneInversion']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/droneInversion'));
  });

  it('refresh re-opens the page through /redirect', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { router } = await openPages(['/droneInversion?x=1']);
    const seen: string[] = [];
    const stop = router.subscribe((state) => seen.push(state.location.pathname));
    await user.click(screen.getByTestId('tab-actions'));
    await user.click(await screen.findByTestId('tab-refresh'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/droneInversion'));
    stop();
    expect(seen).toContain('/redirect/droneInversion');
    expect(router.state.location.search).toBe('?x=1');
    expect(tabPaths()).toEqual(['/home', '/droneInversion']);
  });

  it('signing out forgets the tabs', async () => {
    await openPages(['/droneInversion']);
    act(() => sessionStore.clear());
    expect(tabStore.get().map((tab) => tab.path)).toEqual(['/home']);
  });
});
