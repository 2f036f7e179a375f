import { USER_EVENT_OPTIONS } from '../../support/dom-setup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleApp, usePrefetchFeedback } from '../../../../src/app/feedback/console-app';

/** A page of the console: it takes antd's App API the usual way, App.useApp(). */
function Caller({ onConfirmed }: { onConfirmed: (confirmed: boolean) => void }) {
  const { modal, notification, message } = App.useApp();
  return (
    <>
      <button onClick={() => void modal.confirm({ title: 'Leave the console?' }).then(onConfirmed, () => undefined)}>confirm</button>
      <button onClick={() => modal.confirm({ title: 'Never shown' }).destroy()}>confirm then destroy</button>
      <button onClick={() => notification.info({ title: 'Signed in before at 08:00' })}>notify</button>
      <button onClick={() => void message.success('Saved')}>toast</button>
      <button onClick={() => message.info('Never toasted')()}>toast then close</button>
    </>
  );
}

function Prefetcher() {
  const prefetch = usePrefetchFeedback();
  useEffect(prefetch, [prefetch]);
  return null;
}

/** The titles of the confirm dialogs on screen. */
const confirmDialogs = () => [...document.querySelectorAll('.ant-modal-confirm .ant-modal-title')].map((title) => title.textContent);

function renderConsole(children: React.ReactNode) {
  render(<ConsoleApp>{children}</ConsoleApp>);
  return userEvent.setup(USER_EVENT_OPTIONS);
}

describe('ConsoleApp: antd App API with the dialogs loaded on first use', () => {
  it('opens a confirm dialog called before its code has loaded, and settles it with OK', async () => {
    const onConfirmed = vi.fn();
    const user = renderConsole(<Caller onConfirmed={onConfirmed} />);
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    await waitFor(() => expect(confirmDialogs()).toEqual(['Leave the console?']));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(true));
  });

  it('never opens a dialog destroyed before its code arrived', async () => {
    const user = renderConsole(<Caller onConfirmed={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'confirm then destroy' }));
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    await waitFor(() => expect(confirmDialogs()).toEqual(['Leave the console?']));
  });

  it('shows notifications and toasts', async () => {
    const user = renderConsole(<Caller onConfirmed={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('Signed in before at 08:00')).toBeInTheDocument();
  });

  it('once prefetched, opens a dialog within the click itself, as antd App did', async () => {
    const apis = new Set<unknown>();
    function ApiProbe() {
      apis.add(App.useApp().modal);
      return null;
    }
    renderConsole(
      <>
        <Prefetcher />
        <ApiProbe />
        <Caller onConfirmed={() => undefined} />
      </>,
    );
    // The placeholder API first, then antd's own once the prefetched code has mounted.
    await waitFor(() => expect(apis.size).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect(confirmDialogs()).toEqual(['Leave the console?']);
  });

  it('never shows a toast closed before its code arrived, and shows the next one', async () => {
    const user = renderConsole(<Caller onConfirmed={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'toast then close' }));
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Never toasted')).not.toBeInTheDocument();
  });

  it("loads the toasts' code on the first pointer press, before any toast is asked for", async () => {
    const apis = new Set<unknown>();
    function MessageProbe() {
      apis.add(App.useApp().message);
      return null;
    }
    renderConsole(<MessageProbe />);
    expect(apis.size).toBe(1);
    fireEvent.pointerDown(document.body);
    // The placeholder API first, then antd's own once its code has mounted.
    await waitFor(() => expect(apis.size).toBe(2));
  });
});
