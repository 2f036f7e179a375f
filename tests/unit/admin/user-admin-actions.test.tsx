import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserListPage } from '../../../src/features/admin/users/user-list-page';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from '../ui/support/render-widget';
import { buttonByText, dialogTitled } from './user-page-helpers';
import { userPageHandlers } from './user-form-fixtures';

const IMPORT = 'POST /api/permission/Users/Actions/Import';
const TEMPLATE = 'POST /api/permission/Users/Actions/ImportTemplate';
const { serve, api } = setUpRendering({
  preload: () => import('../../../src/features/admin/users/user-list-page'),
  defaults: userPageHandlers,
});

const rowOf = async (account: string) =>
  (await screen.findByText(account, { selector: 'td, td .sluice-ellipsis-cell' })).closest('tr') as HTMLElement;
const xlsx = (name: string) => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

// The page is heavy for jsdom; on a busy machine its first answers can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

describe('removing a person', () => {
  it('asks the delete question first and deletes only after OK', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ 'DELETE /api/permission/Users/usr-patrol02': () => okBody(null) });
    renderInShell(<UserListPage />, { buttons: ['btn_remove'] });
    const listLoads = () => api().calls('GET /api/permission/Users').length ?? 0;

    await user.click(buttonByText(/删\s*除/, await rowOf('13907315566@patrol01')));
    let question = await dialogTitled('提示');
    expect(within(question).getByText('此操作将永久删除该数据, 是否继续?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: /取\s*消/ }));
    expect(api().calls('DELETE /api/permission/Users/usr-patrol02')).toHaveLength(0);

    const before = listLoads();
    await user.click(buttonByText(/删\s*除/, await rowOf('13907315566@patrol01')));
    question = await dialogTitled('提示');
    await user.click(within(question).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已删除用户 13907315566@patrol01')).toBeInTheDocument();
    expect(api().calls('DELETE /api/permission/Users/usr-patrol02')).toHaveLength(1);
    await waitFor(() => expect(listLoads()).toBeGreaterThan(before));
  });

  it('is not offered for oneself, nor without btn_remove', async () => {
    serve();
    const first = renderInShell(<UserListPage />, { buttons: ['btn_remove'] });
    // The session's person is duty01 (render-widget's ADMIN_USER).
    expect(within(await rowOf('duty01')).queryByText(/删\s*除/)).not.toBeInTheDocument();
    expect(within(await rowOf('admin')).getByText(/删\s*除/)).toBeInTheDocument();
    first.unmount();

    renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    await rowOf('admin');
    expect(screen.queryByText(/删\s*除/)).not.toBeInTheDocument();
  });
});

describe('importing people', () => {
  it('shows how many were created and their initial passwords, and copies them all', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({
      [IMPORT]: () =>
        okBody({
          created: 2,
          users: [
            { account: 'ops11', initialPassword: 'Ab3dEf6hJk9m' },
            { account: 'ops12', initialPassword: 'Zx8cVb5nMq2w' },
          ],
        }),
    });
    renderInShell(<UserListPage />, { buttons: ['btn_import'] });
    await rowOf('admin');
    const before = api().calls('GET /api/permission/Users').length ?? 0;
    await user.upload(screen.getByTestId('import-file'), xlsx('people.xlsx'));
    const done = await dialogTitled('导入完成');
    expect(within(done).getByText('已导入 2 个用户')).toBeInTheDocument();
    const table = within(done).getByTestId('initial-passwords');
    expect(within(table).getByText('ops12')).toBeInTheDocument();
    expect(within(table).getByText('Zx8cVb5nMq2w')).toBeInTheDocument();
    expect(((api().calls(IMPORT)[0]?.data as FormData).get('file') as File).name).toBe('people.xlsx');
    await user.click(within(done).getByRole('button', { name: /复制全部/ }));
    expect(await navigator.clipboard.readText()).toBe('ops11\tAb3dEf6hJk9m\nops12\tZx8cVb5nMq2w');
    await waitFor(() => expect(api().calls('GET /api/permission/Users').length).toBeGreaterThan(before));
  });

  it("shows the server's message and lists the rows with errors", async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({
      [IMPORT]: () => ({
        body: {
          code: 401,
          msg: '第 3 行：手机号格式不正确（共 2 行有误）',
          data: {
            errors: [
              { row: 3, field: 'mobilePhone', reason: '手机号格式不正确' },
              { row: 5, field: 'account', reason: '账号 duty01 已存在' },
            ],
          },
        },
      }),
    });
    renderInShell(<UserListPage />, { buttons: ['btn_import'] });
    await rowOf('admin');
    await user.upload(screen.getByTestId('import-file'), xlsx('bad.xlsx'));
    const refused = await dialogTitled('导入失败');
    const rows = within(refused).getByTestId('import-errors');
    expect(within(rows).getByText('手机号格式不正确')).toBeInTheDocument();
    expect(within(rows).getByText('手机')).toBeInTheDocument();
    expect(within(rows).getByText('5')).toBeInTheDocument();
    expect(within(rows).getByText('账号 duty01 已存在')).toBeInTheDocument();
    // The toast and the dialog both carry the server's message.
    expect(screen.getAllByText('第 3 行：手机号格式不正确（共 2 行有误）').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText('导入完成')).not.toBeInTheDocument();
  });

  it('shows only the message when the refusal lists no rows', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ [IMPORT]: () => ({ body: { code: 401, msg: '文件超过 5 MB' } }) });
    renderInShell(<UserListPage />, { buttons: ['btn_import'] });
    await rowOf('admin');
    await user.upload(screen.getByTestId('import-file'), xlsx('huge.xlsx'));
    expect(await screen.findByText('文件超过 5 MB')).toBeInTheDocument();
    expect(screen.queryByText('导入失败', { selector: '.ant-modal-title' })).not.toBeInTheDocument();
  });

  it('downloads the template, and offers import only with btn_import', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ [TEMPLATE]: () => ({ body: { code: 403, msg: 'No permission' } }) });
    const first = renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    await rowOf('admin');
    expect(screen.queryByTestId('import-file')).not.toBeInTheDocument();
    expect(screen.queryByText('下载模板')).not.toBeInTheDocument();
    first.unmount();

    renderInShell(<UserListPage />, { buttons: ['btn_import'] });
    await rowOf('admin');
    await user.click(buttonByText('下载模板'));
    expect(await screen.findByText('模板下载失败，请稍后重试')).toBeInTheDocument();
    expect(api().calls(TEMPLATE)).toHaveLength(1);
  });
});
