import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserListPage } from '../../../src/features/admin/users/user-list-page';
import { USER_EVENT_OPTIONS, stubCanvasText } from '../support/dom-setup';
import { setUpRendering } from '../support/render-suite';
import { headerTexts, renderInShell } from '../ui/support/render-widget';
import { userListHandlers } from './admin-fixtures';

const { serve, api } = setUpRendering({
  preload: () => import('../../../src/features/admin/users/user-list-page'),
  defaults: userListHandlers,
});

const lastUsersQuery = () => api().calls('GET /api/permission/Users').at(-1)?.params ?? {};

describe('the user list', () => {
  it('lists people with the directory columns, twenty to a page', async () => {
    serve();
    const { container } = renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    const table = await screen.findByRole('region', { name: '用户列表' });
    expect(await within(table).findByText('王海涛')).toBeInTheDocument();
    expect(lastUsersQuery()).toMatchObject({ currentPage: 1, pageSize: 20 });
    // E-mail is hidden until shown in the column drawer.
    expect(headerTexts(container)).toEqual(['账号', '姓名', '所属组织', '岗位', '角色', '手机', '状态', '创建时间', '操作']);
    expect(within(table).getByText('澜江水务集团 / 调度中心')).toBeInTheDocument();
    expect(within(table).getAllByText('停用')).toHaveLength(1);
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
  });

  it('shows only the columns the permission entry grants', async () => {
    serve();
    const { container } = renderInShell(<UserListPage />, { buttons: ['btn_detail'], columns: ['account', 'realName', 'enabledMark'] });
    await screen.findByText('王海涛');
    expect(headerTexts(container)).toEqual(['账号', '姓名', '状态', '操作']);
  });

  it('searches by keyword from the first page and resets', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    await screen.findByText('王海涛');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), ' duty {Enter}');
    await waitFor(() => expect(lastUsersQuery()).toMatchObject({ keyword: 'duty', currentPage: 1 }));
    await waitFor(() => expect(screen.queryByText('林志远')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    // Everyone again (the first answer is still fresh in the cache, so it need not be asked for again).
    expect(await screen.findByText('林志远')).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: '关键词' }) as HTMLInputElement).value).toBe('');
  });

  it('narrows to a unit chosen in the organisation tree, and back to everyone', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    const tree = await screen.findByRole('navigation', { name: '按组织筛选用户' });
    await user.click(await within(tree).findByText('调度中心'));
    await waitFor(() => expect(lastUsersQuery()).toMatchObject({ organizeId: 'dept-dispatch', currentPage: 1 }));
    await waitFor(() => expect(screen.queryByText('林志远')).not.toBeInTheDocument());
    await user.click(within(tree).getByText('调度中心'));
    expect(await screen.findByText('林志远')).toBeInTheDocument();
    expect(within(tree).getByText('调度中心').closest('.ant-tree-node-selected')).toBeNull();
  });

  it('filters the tree by name', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    const tree = await screen.findByRole('navigation', { name: '按组织筛选用户' });
    await within(tree).findByText('信息中心');
    await user.type(within(tree).getByRole('searchbox'), '巡查');
    expect(within(tree).queryByText('信息中心')).not.toBeInTheDocument();
    expect(within(tree).getByText('河道巡查队')).toBeInTheDocument();
  });

  it('sorts on the server by the column', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    const { container } = renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    await screen.findByText('王海涛');
    const account = [...container.querySelectorAll('.ant-table-thead th')].find((cell) => cell.textContent === '账号') as HTMLElement;
    await user.click(account);
    await waitFor(() => expect(lastUsersQuery()).toMatchObject({ sidx: 'account', sort: 'asc' }));
  });

  it('offers export only with btn_export, and tells the person when it fails', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ 'POST /api/permission/Users/Actions/Export': () => ({ body: { code: 404, msg: 'Not found' } }) });
    const first = renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    await screen.findByText('王海涛');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
    first.unmount();

    renderInShell(<UserListPage />, { buttons: ['btn_detail', 'btn_export'] });
    await screen.findByText('王海涛');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '王{Enter}');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('导出失败，请稍后重试')).toBeInTheDocument();
    expect(JSON.parse(String(api().calls('POST /api/permission/Users/Actions/Export')[0]?.data))).toEqual({
      keyword: '王',
      organizeId: '',
      sidx: '',
      sort: '',
    });
  });

  it('opens a person with their account as QR code and barcode', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    stubCanvasText();
    serve();
    renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    await screen.findByText('王海涛');
    const row = screen.getByText('duty01').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const detail = await screen.findByTestId('user-detail');
    expect(within(detail).getByText('值班调度员')).toBeInTheDocument();
    expect(await within(detail).findByRole('img', { name: '账号 duty01 的二维码' })).toBeInTheDocument();
    expect(within(detail).getByRole('img', { name: '账号 duty01 的条形码' })).toBeInTheDocument();
  });

  it('draws no barcode for an account with other characters, and says why', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    await screen.findByText('黄小龙');
    const row = screen.getByText('13907315566@patrol01').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '查看' }));
    const detail = await screen.findByTestId('user-detail');
    expect(await within(detail).findByRole('img', { name: '账号 13907315566@patrol01 的二维码' })).toBeInTheDocument();
    expect(within(detail).queryByTestId('barcode')).not.toBeInTheDocument();
    expect(within(detail).getByText('账号含有字母和数字以外的字符，无法生成条形码')).toBeInTheDocument();
  });

  it('shows no view button without btn_detail', async () => {
    serve();
    renderInShell(<UserListPage />, { buttons: [] });
    await screen.findByText('王海涛');
    expect(screen.queryByRole('button', { name: '查看' })).not.toBeInTheDocument();
  });
});
