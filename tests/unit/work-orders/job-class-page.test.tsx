import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { queryClient } from '../../../src/app/query-client';
import { JobClassPage } from '../../../src/features/work-orders/job-classes/job-class-page';
import { changeLanguage } from '../../../src/lib/i18n';
import { sessionStore } from '../../../src/lib/session-store';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { menuNode, permissionEntry, siteConfig } from '../support/wire-fixtures';
import { ADMIN_USER } from '../ui/support/render-widget';

// The job-classification templates page (/projecType/busprojecttypejobclassify): the list, add, edit and delete on
// /api/BusWorkOrderJobClassify, and its buttons shown by the page's rights.

const MENU_ID = 'menu-job-classify';
const PATH = '/projecType/busprojecttypejobclassify';
const BASE = '/api/BusWorkOrderJobClassify/BusWorkOrderJobClassify';

const jobClass = (id: string, fullName: string, extra: object = {}) => ({
  id,
  fullName,
  enCode: id,
  orderType: 'patrol',
  templateId: 'wo-form-patrol',
  templateName: '大坝巡查工单',
  isSafe: 0,
  projectTypeId: null,
  description: '',
  sortCode: 10,
  enabledMark: 1,
  creatorTime: 1,
  lastModifyTime: null,
  ...extra,
});

const { serve, api } = setUpRendering({
  preload: () => import('../../../src/features/work-orders/job-classes/job-class-page'),
  defaults: () => ({
    [`GET ${BASE}/listIncludeSafe`]: () =>
      okBody({
        list: [jobClass('damPatrol', '坝体巡查'), jobClass('gateSafety', '闸门安全检查', { isSafe: 1, orderType: 'repair' })],
        pagination: { currentPage: 1, pageSize: 20, total: 2 },
      }),
    'GET /api/wovisualdev/Base': () =>
      okBody({ list: [{ id: 'wo-form-patrol', fullName: '大坝巡查工单' }], pagination: { currentPage: 1, pageSize: 500, total: 1 } }),
    [`POST ${BASE}`]: () => okBody('new-class'),
    [`PUT ${BASE}/damPatrol`]: () => okBody(null),
    [`DELETE ${BASE}/damPatrol`]: () => okBody(null),
  }),
});

async function show(buttons: string[]) {
  await changeLanguage('zh-CN');
  serve();
  queryClient.clear();
  sessionStore.setToken('bearer test-token');
  sessionStore.setSession({
    menuList: [
      menuNode({
        id: 'menu-work-orders',
        enCode: 'workOrder',
        fullName: '工单管理',
        type: 1,
        children: [
          menuNode({ id: MENU_ID, enCode: 'workOrder.jobClassify', fullName: '作业分类模板', type: 2, urlAddress: PATH.slice(1) }),
        ],
      }),
    ],
    userInfo: ADMIN_USER,
    permissionList: [permissionEntry(MENU_ID, { button: buttons })],
    sysConfigInfo: siteConfig({ runningMode: '111' }),
  });
  const router = createMemoryRouter([{ path: '*', element: <JobClassPage /> }], { initialEntries: [PATH] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return (await screen.findByText('坝体巡查')).closest('tr') as HTMLElement;
}

const sent = (key: string) =>
  api()
    .calls(key)
    .map((request) => JSON.parse(String(request.data)) as Record<string, unknown>);

describe('the job-class page', () => {
  it('lists the classes with kind, form, safety flag and status', { timeout: 30_000 }, async () => {
    const row = await show([]);
    expect(within(row).getByText('大坝巡查工单')).toBeInTheDocument();
    const safe = (screen.getByText('闸门安全检查').closest('tr') as HTMLElement).textContent ?? '';
    expect(safe).toContain('安全');
    // No rights: no add, edit or delete.
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(within(row).queryByText('编辑')).toBeNull();
    expect(within(row).queryByText('删除')).toBeNull();
  });

  it('adds a class with the fields it declares', { timeout: 30_000 }, async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    await show(['btn_add']);
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('分类名称'), '溢洪道巡查');
    await user.type(within(dialog).getByLabelText('分类编码'), 'spillwayPatrol');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent(`POST ${BASE}`)).toHaveLength(1));
    expect(sent(`POST ${BASE}`)[0]).toEqual({
      fullName: '溢洪道巡查',
      enCode: 'spillwayPatrol',
      orderType: 'patrol',
      templateId: null,
      isSafe: 0,
      sortCode: 0,
      enabledMark: 1,
      description: '',
    });
  });

  it('edits and deletes a class by its row buttons', { timeout: 30_000 }, async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const row = await show(['btn_edit', 'btn_remove']);
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    await user.click(within(row).getByText('编辑'));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('分类名称');
    await waitFor(() => expect(name).toHaveValue('坝体巡查'));
    await user.clear(name);
    await user.type(name, '坝体日常巡查');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sent(`PUT ${BASE}/damPatrol`)).toHaveLength(1));
    expect(sent(`PUT ${BASE}/damPatrol`)[0]).toMatchObject({ fullName: '坝体日常巡查', enCode: 'damPatrol', templateId: 'wo-form-patrol' });

    // The list reloads after the save: take the row as it is now, not the one found before.
    await waitFor(() => expect(api().calls(`GET ${BASE}/listIncludeSafe`).length).toBeGreaterThan(1));
    const reloaded = (await screen.findByText('坝体巡查')).closest('tr') as HTMLElement;
    await user.click(within(reloaded).getByText('删除'));
    const prompt = await screen.findByText('此操作将永久删除该数据, 是否继续?', undefined, { timeout: 5_000 });
    const confirm = prompt.closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api().calls(`DELETE ${BASE}/damPatrol`)).toHaveLength(1));
  });
});
