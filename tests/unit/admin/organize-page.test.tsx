import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrganizePage } from '../../../src/features/admin/organize/organize-page';
import { USER_EVENT_OPTIONS, stubCanvasText } from '../support/dom-setup';
import { failBody, okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { ORGANIZE_MENU_ID, renderInShell } from '../ui/support/render-widget';
import { ORG_UNITS, userByIdHandlers, usersHandler } from './admin-fixtures';

const SELECTOR = '/api/permission/Users/ImUser/Selector/';
const { serve, api } = setUpRendering({
  preload: () => import('../../../src/features/admin/organize/organize-page'),
  reset: stubCanvasText,
  defaults: () => ({
    'GET /api/permission/Organize': () => okBody({ list: ORG_UNITS }),
    'GET /api/permission/Users': usersHandler,
    [`GET /api/permission/Authority/GetColumnsByModuleId/${ORGANIZE_MENU_ID}`]: () => okBody([]),
    ...userByIdHandlers,
  }),
});

const lastUsersQuery = () => api().calls('GET /api/permission/Users').at(-1)?.params ?? {};
const PATH = { path: '/permission/organize', buttons: ['btn_detail'] };

describe('the organisation page', () => {
  it('opens on the first company with its details and people', async () => {
    serve();
    renderInShell(<OrganizePage />, PATH);
    const detail = await screen.findByTestId('organize-detail');
    expect(within(detail).getByText('LJSW')).toBeInTheDocument();
    expect(within(detail).getByText('公司')).toBeInTheDocument();
    expect(within(detail).getByText('顶级组织')).toBeInTheDocument();
    expect(within(detail).getByText('3')).toBeInTheDocument();
    await waitFor(() => expect(lastUsersQuery()).toMatchObject({ organizeId: 'org-lanjiang', currentPage: 1 }));
    const people = await screen.findByRole('region', { name: '人员' });
    expect(await within(people).findByText('王海涛')).toBeInTheDocument();
  });

  it('shows a disabled unit as such and lists only its people', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderInShell(<OrganizePage />, PATH);
    const tree = await screen.findByRole('navigation', { name: '组织架构' });
    expect(await within(tree).findByText('停用')).toBeInTheDocument();
    await user.click(within(tree).getByText('河道巡查队'));
    const detail = await screen.findByTestId('organize-detail');
    await waitFor(() => expect(within(detail).getByText('LJSW-HDXC')).toBeInTheDocument());
    expect(within(detail).getByText('澜江水务集团')).toBeInTheDocument();
    expect(within(detail).getByText('停用')).toBeInTheDocument();
    await waitFor(() => expect(lastUsersQuery()).toMatchObject({ organizeId: 'dept-river-patrol' }));
    const people = screen.getByRole('region', { name: '人员' });
    expect(await within(people).findByText('黄小龙')).toBeInTheDocument();
    expect(within(people).queryByText('王海涛')).not.toBeInTheDocument();
  });

  it('says in place when the person may not list people', async () => {
    serve({ 'GET /api/permission/Users': () => failBody(403, 'Permission denied') });
    renderInShell(<OrganizePage />, PATH);
    expect(await screen.findByText('您没有查看人员的权限')).toBeInTheDocument();
    // No toast on top of the explanation.
    expect(screen.queryByText('Permission denied')).not.toBeInTheDocument();
    expect(screen.getByTestId('organize-detail')).toBeInTheDocument();
  });

  it('says so when the organisation itself is refused', async () => {
    serve({ 'GET /api/permission/Organize': () => failBody(403, 'Permission denied') });
    renderInShell(<OrganizePage />, PATH);
    expect(await screen.findByText('您没有组织管理的权限')).toBeInTheDocument();
  });

  it('finds a person with the user picker and jumps to their unit', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const huang = {
      id: 'usr-patrol02',
      parentId: 'dept-river-patrol',
      fullName: '黄小龙/13907315566@patrol01',
      type: 'user',
      isLeaf: true,
      account: '13907315566@patrol01',
      realName: '黄小龙',
      organize: '澜江水务集团/河道巡查队',
    };
    serve({
      [`POST ${SELECTOR}0`]: (request) =>
        (JSON.parse(String(request.data ?? '{}')) as { keyword?: string }).keyword ? okBody({ list: [huang] }) : okBody({ list: [] }),
    });
    renderInShell(<OrganizePage />, PATH);
    await user.click(await screen.findByRole('button', { name: /查找人员/ }));
    expect(await screen.findByText('选择人员')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择人员')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '输入姓名、账号或手机号搜索' }), '黄{Enter}');
    await user.click(await screen.findByRole('option', { name: /黄小龙/ }));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(lastUsersQuery()).toMatchObject({ organizeId: 'dept-river-patrol', keyword: '13907315566@patrol01' }));
    const detail = await screen.findByTestId('user-detail');
    expect(await within(detail).findByText('巡河员')).toBeInTheDocument();
    expect(within(screen.getByTestId('organize-detail')).getByText('LJSW-HDXC')).toBeInTheDocument();
  });
});
