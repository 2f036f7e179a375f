import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PositionItem } from '../../../server/src/wire/positions';
import type { PrintTemplateItem } from '../../../server/src/wire/print-template';
import { PositionPage } from '../../../src/features/admin/positions/position-page';
import { PrintTemplatePage } from '../../../src/features/admin/print-templates/print-template-page';
import { okBody, type RecordedRequest } from '../support/fake-api';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from '../ui/support/render-widget';

// The administration list pages on the shared DataTable: the spec's pager (total, sizes, quick jumper), a new page
// size or filter starting from the first page, and row actions following the page's buttons.

const POSITIONS: PositionItem[] = Array.from({ length: 20 }, (_, index) => ({
  id: `pos-${index}`,
  fullName: `岗位${index}`,
  enCode: `pos-${index}`,
  organizeId: 'dept-dispatch',
  organizeName: '澜江水务集团/调度中心',
  sortCode: index,
  enabledMark: 1,
}));

const TEMPLATES = [
  { id: 'tpl-1', fullName: '巡查单', enCode: 'patrol-sheet', category: 'patrol', type: 2, sortCode: 1, enabledMark: 1 },
] as unknown as PrintTemplateItem[];

/** A paged answer of `total` rows, echoing the page asked for. */
const pagedOf =
  <Row,>(rows: Row[], total: number) =>
  (request: RecordedRequest) =>
    okBody({
      list: rows,
      pagination: { currentPage: Number(request.params.currentPage ?? 1), pageSize: Number(request.params.pageSize ?? 20), total },
    });

const { serve, api } = setUpRendering({
  preload: () =>
    Promise.all([
      import('../../../src/features/admin/positions/position-page'),
      import('../../../src/features/admin/print-templates/print-template-page'),
    ]),
  defaults: () => ({
    'GET /api/permission/Position': pagedOf(POSITIONS, 45),
    'GET /api/permission/Organize/Tree': () => okBody({ list: [] }),
    'GET /api/system/printDev': pagedOf(TEMPLATES, 45),
    'GET /api/system/DictionaryData/All': () => okBody({ list: [] }),
  }),
});

const lastQuery = (key: string) => api().calls(key).at(-1)?.params ?? {};

describe('the position list', () => {
  it('shows the total, the page sizes and the quick jumper, and only the granted row actions', async () => {
    serve();
    const { container } = renderInShell(<PositionPage />, { buttons: ['btn_edit', 'btn_members'] });
    const table = await screen.findByRole('region', { name: '岗位列表' });
    expect(await within(table).findByText('岗位3')).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    const pager = container.querySelector('.sluice-pager') as HTMLElement;
    expect(within(pager).getByText('20 条/页')).toBeInTheDocument();
    expect(pager.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(within(table).getAllByRole('button', { name: '编辑' })).toHaveLength(20);
    expect(within(table).getAllByRole('button', { name: '成员' })).toHaveLength(20);
    expect(within(table).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建岗位/ })).not.toBeInTheDocument();
  });

  it('starts again from the first page on a new page size or keyword', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    const { container } = renderInShell(<PositionPage />, { buttons: ['btn_add'] });
    await screen.findByText('岗位3');
    const pager = container.querySelector('.sluice-pager') as HTMLElement;
    await user.click(within(pager).getByTitle('3'));
    await waitFor(() => expect(lastQuery('GET /api/permission/Position')).toMatchObject({ currentPage: 3, pageSize: 20 }));
    await user.click(within(pager).getByRole('combobox'));
    await user.click(await screen.findByTitle('50 条/页'));
    await waitFor(() => expect(lastQuery('GET /api/permission/Position')).toMatchObject({ currentPage: 1, pageSize: 50 }));
    await user.click(within(pager).getByTitle('1'));
    await user.type(screen.getByRole('textbox', { name: '关键词' }), 'duty{Enter}');
    await waitFor(() => expect(lastQuery('GET /api/permission/Position')).toMatchObject({ keyword: 'duty', currentPage: 1, pageSize: 50 }));
    expect(screen.getByRole('button', { name: /新建岗位/ })).toBeInTheDocument();
  });
});

describe('the print template list', () => {
  it('starts again from the first page when the type filter changes', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    const { container } = renderInShell(<PrintTemplatePage />, { buttons: ['btn_export'] });
    expect(await screen.findByText('巡查单')).toBeInTheDocument();
    const pager = container.querySelector('.sluice-pager') as HTMLElement;
    await user.click(within(pager).getByTitle('2'));
    await waitFor(() => expect(lastQuery('GET /api/system/printDev')).toMatchObject({ currentPage: 2 }));
    await user.click(screen.getByText('流程表单', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(lastQuery('GET /api/system/printDev')).toMatchObject({ type: '1', currentPage: 1 }));
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '状态' })).toBeDisabled();
  });
});
