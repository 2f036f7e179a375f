import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserListPage } from '../../../src/features/admin/users/user-list-page';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from '../ui/support/render-widget';
import { buttonByText, dialogTitled, field, fill, openEditForm, openNewForm, type User } from './user-page-helpers';
import { userPageHandlers } from './user-form-fixtures';

const { serve, api } = setUpRendering({
  preload: () => import('../../../src/features/admin/users/user-list-page'),
  defaults: userPageHandlers,
});

const bodyOf = (key: string) => JSON.parse(String(api().calls(key).at(-1)?.data)) as Record<string, unknown>;

// The page is heavy for jsdom; on a busy machine its first answers can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

async function choosePosition(user: User, keyword: string, name: string) {
  await user.click(field('岗位'));
  const dialog = await dialogTitled('选择岗位');
  await user.type(within(dialog).getByPlaceholderText('请输入关键词查询'), `${keyword}{Enter}`);
  await waitFor(() => expect(within(dialog).queryByText('值班调度员')).not.toBeInTheDocument());
  await user.click(within(dialog).getByText(name));
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(screen.queryByText('选择岗位', { selector: '.ant-modal-title' })).not.toBeInTheDocument());
}

async function chooseManager(user: User, keyword: string, name: string) {
  await user.click(field('直属主管'));
  const dialog = await dialogTitled('选择直属主管');
  await user.type(within(dialog).getByPlaceholderText('输入姓名、账号或手机号搜索'), `${keyword}{Enter}`);
  const results = await within(dialog).findByRole('listbox', { name: '搜索结果' });
  await user.click(within(results).getByText(name));
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}

// Whole-form walks through many pickers: on two busy cores one took 12 s alone and more in the full run.
describe('the user form', { timeout: 45_000 }, () => {
  it('checks the fields before anything is sent, and keeps them when the server refuses', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({
      'POST /api/permission/Users': () => ({
        body: { code: 401, msg: '账号 duty01 已存在', data: { errors: [{ field: 'account', reason: '账号 duty01 已存在。' }] } },
      }),
    });
    renderInShell(<UserListPage />, { buttons: ['btn_add'] });
    await openNewForm(user);
    await user.click(buttonByText(/保\s*存/));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    // antd validates the fields one after another: each message may arrive a moment after the first.
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(await screen.findByText('请选择所属组织')).toBeInTheDocument();
    // The department follows the organisation: nothing to choose before one is chosen.
    expect(field('所属部门')).toBeDisabled();

    await fill(user, '账号', 'new user');
    await fill(user, '手机', '12345678901');
    await fill(user, '邮箱', 'not-an-address');
    expect(await screen.findByText('账号为 2-50 位字母、数字或 . _ - @，不能含空格')).toBeInTheDocument();
    expect(await screen.findByText('请正确输入您的手机号')).toBeInTheDocument();
    expect(await screen.findByText('请正确输入您的邮箱地址')).toBeInTheDocument();
    await user.click(buttonByText(/保\s*存/));
    expect(api().calls('POST /api/permission/Users')).toHaveLength(0);

    await user.clear(field('账号'));
    await user.clear(field('手机'));
    await user.clear(field('邮箱'));
    await fill(user, '账号', 'duty01');
    await fill(user, '姓名', '重名');
    await user.click(field('所属组织'));
    await user.click(await screen.findByTitle('澜江水务集团'));
    await user.click(buttonByText(/保\s*存/));
    // The API client shows the server's reason; the form stays for another try.
    expect(await screen.findByText('账号 duty01 已存在')).toBeInTheDocument();
    // ...and marks the field it names.
    expect(await screen.findByText('账号 duty01 已存在。', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(bodyOf('POST /api/permission/Users')).toEqual({
      account: 'duty01',
      realName: '重名',
      organizeId: 'org-lanjiang',
      enabledMark: 1,
      sortCode: 0,
    });
    expect(screen.getByText('新增用户', { selector: 'h2' })).toBeInTheDocument();
    expect(field('账号')).toHaveValue('duty01');
    expect(screen.queryByText(/已创建/)).not.toBeInTheDocument();
  });

  it('creates a person with the shared pickers and hands over the initial password once', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ 'POST /api/permission/Users': () => okBody({ id: 'usr-new', initialPassword: 'Kq7mZp2xWc4d' }) });
    renderInShell(<UserListPage />, { buttons: ['btn_add'] });
    await openNewForm(user);
    const listLoads = api().calls('GET /api/permission/Users').length ?? 0;

    await fill(user, '账号', ' ops07 ');
    await fill(user, '姓名', '陈晓');
    await fill(user, '手机', '13900001111');
    await user.click(field('所属组织'));
    // Only companies are offered for the organisation.
    await screen.findByTitle('青水水库管理处');
    expect(screen.queryByTitle('调度中心')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('青水水库管理处'));
    await waitFor(() => expect(field('所属部门')).toBeEnabled());
    await user.click(field('所属部门'));
    await user.click(await screen.findByTitle('运行科'));
    expect(screen.queryByTitle('信息中心')).not.toBeInTheDocument();
    await choosePosition(user, '巡河', '巡河员');
    expect(field('岗位')).toHaveValue('巡河员');
    await chooseManager(user, 'admin', '林志远/admin');
    expect(await screen.findByTitle('林志远/admin')).toBeInTheDocument();

    await user.click(buttonByText(/保\s*存/));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const handover = await dialogTitled('用户 ops07 已创建');
    expect(bodyOf('POST /api/permission/Users')).toEqual({
      account: 'ops07',
      realName: '陈晓',
      mobilePhone: '13900001111',
      organizeId: 'org-qingshui',
      departmentId: 'dept-qs-ops',
      positionId: 'pos-patrol-officer',
      managerId: 'usr-admin',
      enabledMark: 1,
      sortCode: 0,
    });
    expect(within(handover).getByText('Kq7mZp2xWc4d')).toBeInTheDocument();
    await user.click(within(handover).getByRole('button', { name: /复制密码/ }));
    expect(await navigator.clipboard.readText()).toBe('Kq7mZp2xWc4d');
    expect(await screen.findByText('已复制到剪贴板')).toBeInTheDocument();
    // Back on the list, which was asked for again.
    expect(screen.queryByText('新增用户', { selector: 'h2' })).not.toBeInTheDocument();
    expect(api().calls('GET /api/permission/Users').length).toBeGreaterThan(listLoads);
    await user.click(within(handover).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByText('Kq7mZp2xWc4d')).not.toBeInTheDocument());
  });

  it('asks before leaving a changed form, and not before leaving an untouched one', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderInShell(<UserListPage />, { buttons: ['btn_add'] });
    await openNewForm(user);
    await user.click(buttonByText(/取\s*消/));
    await waitFor(() => expect(screen.queryByText('新增用户', { selector: 'h2' })).not.toBeInTheDocument());

    await openNewForm(user);
    await fill(user, '姓名', '陈');
    await user.click(screen.getByLabelText('返回'));
    const question = await dialogTitled('提示');
    expect(within(question).getByText('表单有未保存的修改，确定要离开吗？')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: '继续编辑' }));
    expect(field('姓名')).toHaveValue('陈');

    // Typed and taken back again is not a change.
    await user.clear(field('姓名'));
    await user.click(buttonByText(/取\s*消/));
    await waitFor(() => expect(screen.queryByText('新增用户', { selector: 'h2' })).not.toBeInTheDocument());

    await openNewForm(user);
    await fill(user, '账号', 'x1');
    await user.click(buttonByText(/取\s*消/));
    const again = await dialogTitled('提示');
    await user.click(within(again).getByRole('button', { name: /离\s*开/ }));
    await waitFor(() => expect(screen.queryByText('新增用户', { selector: 'h2' })).not.toBeInTheDocument());
    expect(screen.getByText('王海涛')).toBeInTheDocument();
  });

  it('changes a person from their current record and sends cleared fields as empty', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ 'PUT /api/permission/Users/usr-duty01': () => okBody({ id: 'usr-duty01' }) });
    renderInShell(<UserListPage />, { buttons: ['btn_edit'] });
    await openEditForm(user, 'duty01');
    expect(screen.getByText('编辑用户：王海涛 / duty01', { selector: 'h2' })).toBeInTheDocument();
    await waitFor(() => expect(field('手机')).toHaveValue('13805718821'));
    expect(field('岗位')).toHaveValue('值班调度员');
    expect(await screen.findByTitle('林志远/admin')).toBeInTheDocument();
    expect(field('说明')).toHaveValue('白班');

    await user.clear(field('邮箱'));
    await user.click(field('启用'));
    await user.click(buttonByText(/保\s*存/));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodyOf('PUT /api/permission/Users/usr-duty01')).toEqual({
      account: 'duty01',
      realName: '王海涛',
      mobilePhone: '13805718821',
      email: '',
      organizeId: 'org-lanjiang',
      departmentId: 'dept-dispatch',
      positionId: 'pos-duty-dispatcher',
      roleIds: ['role-duty'],
      managerId: 'usr-admin',
      enabledMark: 0,
      sortCode: 20,
      description: '白班',
    });
    await waitFor(() => expect(screen.queryByText(/编辑用户/, { selector: 'h2' })).not.toBeInTheDocument());
  });

  it('shows only the fields the form permissions grant, and keeps the others as they were', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ 'PUT /api/permission/Users/usr-duty01': () => okBody({ id: 'usr-duty01' }) });
    renderInShell(<UserListPage />, { buttons: ['btn_edit'], forms: ['account', 'realName', 'enabledMark'] });
    await openEditForm(user, 'duty01');
    await waitFor(() => expect(field('姓名')).toHaveValue('王海涛'));
    // A record opened and left alone is not a change: no question on the way out.
    await user.click(buttonByText(/取\s*消/));
    await waitFor(() => expect(screen.queryByText(/编辑用户/, { selector: 'h2' })).not.toBeInTheDocument());
    expect(screen.queryByText('表单有未保存的修改，确定要离开吗？')).not.toBeInTheDocument();
    await openEditForm(user, 'duty01');
    await waitFor(() => expect(field('姓名')).toHaveValue('王海涛'));
    expect(screen.queryByLabelText('手机')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('所属组织')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('岗位')).not.toBeInTheDocument();
    // Fields without a form element are not permission-controlled.
    expect(field('直属主管')).toBeInTheDocument();
    await fill(user, '姓名', '（值班）');
    await user.click(buttonByText(/保\s*存/));
    await screen.findByText('保存成功');
    expect(bodyOf('PUT /api/permission/Users/usr-duty01')).toMatchObject({
      realName: '王海涛（值班）',
      mobilePhone: '13805718821',
      organizeId: 'org-lanjiang',
      positionId: 'pos-duty-dispatcher',
    });
  });

  it('offers add and edit only with btn_add and btn_edit', async () => {
    serve();
    renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
    await screen.findByText('王海涛');
    expect(screen.queryByText('新增用户')).not.toBeInTheDocument();
    expect(screen.queryByText(/编\s*辑/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/查\s*看/).length).toBeGreaterThan(0);
  });
});
