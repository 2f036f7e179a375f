import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageRecordPage } from '../../../src/features/messages/message-record-page';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from '../ui/support/render-widget';
import { ROSTER, messageOf, pagedMessages } from './message-fixtures';

// The message centre: filters ask the server again from page one, the next 20 load near the bottom, a notice opens in
// a dialog with its body sanitised, deletion sends the chosen ids.

const MESSAGES = [ROSTER, ...Array.from({ length: 24 }, (_, index) => messageOf(`m-${index}`, { isRead: index % 2 ? '1' : '0' }))];

const { serve, api } = setUpRendering({
  preload: () => import('../../../src/features/messages/message-record-page'),
  defaults: () => ({
    'GET /api/message': pagedMessages(MESSAGES),
    'GET /api/message/unread-count': () => okBody({ total: 13, notice: 1, workflow: 0, system: 0, schedule: 12, form: 0 }),
  }),
});

const lastList = () => api().calls('GET /api/message').at(-1)?.params ?? {};

describe('the message centre', () => {
  it('filters by kind, unread and keyword, and loads the next page near the bottom', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderInShell(<MessageRecordPage />, { path: '/messageRecord' });
    expect(await screen.findByText(ROSTER.title)).toBeInTheDocument();
    expect(screen.getAllByTestId('message-row')).toHaveLength(20);
    expect(screen.getByText('共 25 条')).toBeInTheDocument();

    fireEvent.scroll(screen.getByTestId('messages-scroll'));
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(25));
    expect(lastList()).toMatchObject({ currentPage: 2, pageSize: 20 });
    expect(await screen.findByText('没有更多消息了')).toBeInTheDocument();

    await user.click(screen.getByText('日程', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(lastList()).toMatchObject({ type: '4', currentPage: 1 }));
    await user.click(screen.getByRole('checkbox', { name: '只看未读' }));
    await waitFor(() => expect(lastList()).toMatchObject({ type: '4', isRead: '0' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索标题' }), '巡检{Enter}');
    await waitFor(() => expect(lastList()).toMatchObject({ keyword: '巡检', isRead: '0', currentPage: 1 }));
  });

  it('opens a notice in a dialog with its body sanitised and marks it read', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ 'GET /api/message/ReadInfo/m-roster': () => okBody({ ...ROSTER, isRead: '1', readTime: Date.now() }) });
    renderInShell(<MessageRecordPage />, { path: '/messageRecord' });
    await user.click(await screen.findByRole('button', { name: ROSTER.title }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 }); // the dialog loads with the first notice opened
    expect(await within(dialog).findByText('主汛期实行24小时双人值班。')).toBeInTheDocument();
    const body = within(dialog).getByTestId('notice-body');
    expect(body.innerHTML).not.toMatch(/script|onerror/);
    expect(within(dialog).getByRole('link', { name: /值班表\.xlsx/ })).toBeInTheDocument();
    expect(api().calls('GET /api/message/ReadInfo/m-roster')).toHaveLength(1);
    await waitFor(() => expect(api().calls('GET /api/message').length).toBeGreaterThan(1));
  });

  it('deletes the chosen messages after a confirmation and reads all', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({
      'DELETE /api/message/Record': () => okBody({ deleted: 2 }),
      'POST /api/message/Actions/ReadAll': () => okBody({ updated: 12 }),
    });
    renderInShell(<MessageRecordPage />, { path: '/messageRecord' });
    await user.click(await screen.findByRole('checkbox', { name: `选择“${ROSTER.title}”` }));
    await user.click(screen.getByRole('checkbox', { name: '选择“消息m-0”' }));
    await user.click(screen.getByRole('button', { name: '删除（2）' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api().calls('DELETE /api/message/Record')).toHaveLength(1));
    expect(JSON.parse(String(api().calls('DELETE /api/message/Record')[0]?.data))).toEqual({ ids: 'm-roster,m-0' });

    await user.click(screen.getByRole('button', { name: '全部已读' }));
    expect(await screen.findByText('已将 12 条消息标为已读')).toBeInTheDocument();
  });
});
