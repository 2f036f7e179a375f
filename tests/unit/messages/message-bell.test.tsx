import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageBell } from '../../../src/features/messages/message-bell';
import { LiveSourcesProvider } from '../../../src/lib/live/live-context';
import { createFakeLive } from '../alarms/support/fake-live';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from '../ui/support/render-widget';
import { ROSTER, pagedMessages } from './message-fixtures';

// The bell: its count follows the socket at once (a read in another console), and its popover lists the newest
// unread messages, each opening as in the centre.

const { serve, api } = setUpRendering({
  preload: () => import('../../../src/features/messages/message-bell'),
  defaults: () => ({
    'GET /api/message/unread-count': () => okBody({ total: 5, notice: 1, workflow: 0, system: 0, schedule: 4, form: 0 }),
    'GET /api/message': pagedMessages([ROSTER]),
    'GET /api/message/ReadInfo/m-roster': () => okBody({ ...ROSTER, isRead: '1' }),
  }),
});

describe('the bell', () => {
  it('takes the count the socket pushes and refetches the lists', async () => {
    serve();
    const fake = createFakeLive();
    renderInShell(
      <LiveSourcesProvider sources={fake.sources}>
        <MessageBell />
      </LiveSourcesProvider>,
      { path: '/home' },
    );
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell).toHaveAccessibleName('5 条未读消息，打开消息中心'));
    fake.emit({
      type: 'message/counts',
      total: 4,
      unread: { total: 4, notice: 0, workflow: 0, system: 0, schedule: 4, form: 0 },
      at: Date.now(),
    });
    await waitFor(() => expect(bell).toHaveAccessibleName('4 条未读消息，打开消息中心'));
    // Only the total from initMessage: the rest of the cached breakdown stays.
    fake.emit({ type: 'message/counts', total: 0, unread: null, at: Date.now() + 1 });
    await waitFor(() => expect(bell).toHaveAccessibleName('没有未读消息，打开消息中心'));
  });

  it('lists the newest unread messages on hover and opens a notice from there', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    const fake = createFakeLive();
    const { router } = renderInShell(
      <LiveSourcesProvider sources={fake.sources}>
        <MessageBell />
      </LiveSourcesProvider>,
      { path: '/home' },
    );
    const bell = await screen.findByTestId('notice-bell');
    await waitFor(() => expect(bell).toHaveTextContent('5'));
    await user.hover(bell);
    const popover = await screen.findByTestId('bell-popover');
    await user.click(await within(popover).findByRole('button', { name: ROSTER.title }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 }); // the dialog loads with the first notice opened
    expect(await within(dialog).findByText('主汛期实行24小时双人值班。')).toBeInTheDocument();
    expect(api().calls('GET /api/message').at(-1)?.params).toMatchObject({ isRead: '0', pageSize: 5 });
    await user.keyboard('{Escape}');
    await user.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messageRecord'));
  });
});
