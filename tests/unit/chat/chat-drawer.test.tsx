import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { of } from 'rxjs';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Providers } from '../../../src/app/providers';
import { queryClient } from '../../../src/app/query-client';
import { ChatButton } from '../../../src/features/chat/chat-button';
import { changeLanguage } from '../../../src/lib/i18n';
import { LiveSourcesProvider } from '../../../src/lib/live/live-context';
import { sessionStore } from '../../../src/lib/session-store';
import type { ChatMessage } from '../../../streams/chat/chat-events';
import { createFakeLive, type FakeLive } from '../alarms/support/fake-live';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { installFakeApi, okBody } from '../support/fake-api';
import { resetState } from '../support/reset-state';
import { session } from '../support/session-fixture';

const ME = 'duty01';
const T0 = Date.parse('2026-11-22T08:00:00.000Z');

const conversation = (id: string, realName: string, latestMessage: string, latestDate: number, unreadMessage = 0) => ({
  id,
  realName,
  account: id,
  headIcon: '',
  latestMessage,
  latestDate,
  unreadMessage,
  messageType: 'text',
});

const incoming = (id: string, from: string, text: string, time: number): ChatMessage => ({
  key: id,
  id,
  clientMsgId: null,
  fromUserId: from,
  toUserId: '',
  type: 'text',
  content: text,
  time,
  status: 'sent',
  error: null,
});

describe('the duty chat drawer', () => {
  let fake: FakeLive;

  beforeAll(async () => {
    await import('../../../src/features/chat/chat-drawer');
  }, 60_000);

  beforeEach(async () => {
    await resetState();
    await changeLanguage('en');
    sessionStore.setToken('bearer t');
    sessionStore.setSession(session({}));
    installFakeApi({
      'GET /api/message/imreply': () => okBody({ list: [conversation('duty02', 'Wang Duty', 'Gate 2 at 40 %', T0)] }),
      'GET /api/permission/Users/ImUser': () =>
        okBody({
          list: [{ id: 'duty03', account: 'duty03', realName: 'Li Night', headIcon: '', department: 'Dam Operations' }],
          pagination: { currentPage: 1, pageSize: 20, total: 1 },
        }),
    });
    fake = createFakeLive();
    fake.emit({ type: 'chat/init', userId: ME, online: ['duty02'], unread: [{ peerId: 'duty02', count: 2, last: null }], at: T0 });
    queryClient.clear();
    const router = createMemoryRouter([{ path: '*', element: <ChatButton /> }], { initialEntries: ['/home'] });
    render(
      <Providers>
        <LiveSourcesProvider sources={fake.sources}>
          <RouterProvider router={router} />
        </LiveSourcesProvider>
      </Providers>,
    );
  });

  it('names the unread count on the chat button and lists conversations with their unread counts, newest first', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const button = await screen.findByRole('button', { name: 'Duty chat, 2 unread' });
    await user.click(button);
    const list = await screen.findByRole('list', { name: 'Recent' }, { timeout: 5000 });
    expect(await within(list).findByText('Wang Duty')).toBeTruthy();
    expect(within(list).getByTitle('2 unread')).toBeTruthy();

    // A message from someone the list has not seen puts him on top, with one unread.
    act(() => {
      fake.emit({
        type: 'chat/message',
        direction: 'in',
        message: incoming('m9', 'duty03', 'Pump 4 tripped', T0 + 60_000),
        peer: { id: 'duty03', realName: 'Li Night', account: 'duty03', headIcon: '' },
        at: T0,
      });
    });
    const names = within(list)
      .getAllByRole('button')
      .map((row) => row.textContent ?? '');
    expect(names[0]).toContain('Li Night');
    expect(names[0]).toContain('Pump 4 tripped');
    expect(screen.getByRole('button', { name: 'Duty chat, 3 unread' })).toBeTruthy();
  });

  it('opens a conversation (clearing its unread), sends trimmed text on Enter, never sends blanks, and shows HTML as text', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(await screen.findByRole('button', { name: 'Duty chat, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: /Wang Duty/ }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: 'Duty chat' })).toBeTruthy();

    const input = screen.getByRole('textbox', { name: 'Message to Wang Duty' });
    await user.type(input, '   {Enter}');
    expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);

    await user.type(input, '  <b>Gate 3</b> closed [[微笑]  {Enter}');
    const log = screen.getByRole('log', { name: 'Messages with Wang Duty' });
    const sent = await within(log).findByTestId('chat-message');
    expect(sent.getAttribute('data-status')).toBe('sending');
    expect(within(sent).getByText('<b>Gate 3</b> closed')).toBeTruthy();
    expect(sent.querySelector('b')).toBeNull();
    expect(within(sent).getByRole('img', { name: 'smile' }).textContent).toBe('😊');
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('searches the conversation in the history panel, marking the word, and says so when the socket is down', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(await screen.findByRole('button', { name: 'Duty chat, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: /Wang Duty/ }, { timeout: 5000 }));

    // No socket in this console: the search says so rather than spinning.
    await user.click(screen.getByRole('button', { name: 'Chat history' }));
    const panel = screen.getByRole('region', { name: 'Chat history with Wang Duty' });
    await user.type(within(panel).getByRole('searchbox', { name: 'Search the chat history' }), 'gate{Enter}');
    expect(await within(panel).findByText('Not connected: search again when the connection is back')).toBeTruthy();

    const search = vi
      .spyOn(fake.live.chat, 'search')
      .mockReturnValue(
        of({ list: [incoming('m2', 'duty02', 'Gate 2 at 40 %', T0 + 2), incoming('m1', ME, 'close the gate', T0 + 1)], total: 2, page: 1 }),
      );
    await user.type(within(panel).getByRole('searchbox', { name: 'Search the chat history' }), '{Enter}');
    expect(search).toHaveBeenCalledWith('duty02', 'gate', 1);
    expect(await within(panel).findByText('2 messages found')).toBeTruthy();
    expect([...panel.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Gate', 'gate']);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();

    // Closing the panel brings the conversation and its composer back.
    await user.click(screen.getByRole('button', { name: 'Back to the conversation' }));
    expect(screen.getByRole('textbox', { name: 'Message to Wang Duty' })).toBeTruthy();
    search.mockRestore();
  });

  it('inserts an emoji from the picker as its [alt]', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await user.click(await screen.findByRole('button', { name: 'Duty chat, 2 unread' }));
    await user.click(await screen.findByRole('tab', { name: 'Contacts' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: /Li Night/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    await user.click(await screen.findByRole('button', { name: 'thumbs up' }));
    expect((screen.getByRole('textbox', { name: 'Message to Li Night' }) as HTMLTextAreaElement).value).toBe('[强]');
  });
});
