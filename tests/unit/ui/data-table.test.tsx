import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { componentSize } from '../../../src/lib/component-size';
import { DataTable, type DataTableColumn } from '../../../src/ui/data-table/data-table';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../../src/ui/data-table/pagination';
import { standardActions } from '../../../src/ui/data-table/row-actions';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from './support/render-widget';

interface Row {
  id: string;
  name: string;
  flow: number;
  volume: number | string;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', title: '测点', sorter: true },
  { key: 'flow', title: '流量' },
  { key: 'volume', title: '库容' },
];
const ROWS: Row[] = [
  { id: 'a', name: '1# 渗压计', flow: 1.25, volume: 100 },
  { id: 'b', name: '2# 渗压计', flow: 2.5, volume: '200.5' },
];

const LABELS = { detail: '查看', edit: '编辑', remove: '删除' };

// No server here: an empty fake API answers any call with 404.
setUpRendering({ serveBeforeEach: true });

function renderActions(
  permissionMode: boolean,
  buttons: string[],
  handlers: { onDetail?: () => void; onEdit?: () => void; onRemove?: () => void; onAdd?: () => void },
) {
  return renderInShell(
    <DataTable<Row>
      rowKey="id"
      columns={COLUMNS}
      dataSource={ROWS}
      permissionMode={permissionMode}
      onAdd={handlers.onAdd}
      rowActions={standardActions<Row>(LABELS, handlers)}
    />,
    { buttons },
  );
}

describe('the shared table', () => {
  it('pages by 20, 50, 100 or 500 (20 first) and shows the total', async () => {
    expect(PAGE_SIZES).toEqual([20, 50, 100, 500]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onPageChange = vi.fn();
    const { container } = renderInShell(
      <DataTable<Row>
        rowKey="id"
        columns={COLUMNS}
        dataSource={ROWS}
        page={{ currentPage: 1, pageSize: 20, total: 135 }}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('共 135 条')).toBeInTheDocument();
    const pager = container.querySelector('.sluice-pager') as HTMLElement;
    expect(within(pager).getByText('20 条/页')).toBeInTheDocument();
    // total, sizes, prev, pager, next, jumper
    expect(pager.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    await user.click(within(pager).getByTitle('3'));
    expect(onPageChange).toHaveBeenLastCalledWith(3, 20);
    await user.click(within(pager).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['20 条/页', '50 条/页', '100 条/页', '500 条/页']);
  });

  it('starts from the first page when the page size changes', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onPageChange = vi.fn();
    const { container } = renderInShell(
      <DataTable<Row>
        rowKey="id"
        columns={COLUMNS}
        dataSource={ROWS}
        page={{ currentPage: 4, pageSize: 20, total: 500 }}
        onPageChange={onPageChange}
      />,
    );
    const pager = container.querySelector('.sluice-pager') as HTMLElement;
    await user.click(within(pager).getByRole('combobox'));
    await user.click(await screen.findByTitle('50 条/页'));
    expect(onPageChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('with permission mode on, shows only the add, view, edit and delete buttons the page grants', () => {
    renderActions(true, ['btn_detail', 'btn_remove'], { onAdd: vi.fn(), onDetail: vi.fn(), onEdit: vi.fn(), onRemove: vi.fn() });
    expect(screen.queryByRole('button', { name: /新增/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('with permission mode on and btn_add granted, shows the add button', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onAdd = vi.fn();
    renderActions(true, ['btn_add'], { onAdd, onEdit: vi.fn() });
    await user.click(screen.getByRole('button', { name: /新增/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });

  it('with permission mode off, shows every button whatever the permissions', () => {
    renderActions(false, [], { onAdd: vi.fn(), onDetail: vi.fn(), onEdit: vi.fn(), onRemove: vi.fn() });
    expect(screen.getByRole('button', { name: /新增/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2);
  });

  it('asks the delete question before deleting, and deletes only after OK', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onRemove = vi.fn();
    renderActions(true, ['btn_remove'], { onRemove });
    await user.click(screen.getAllByRole('button', { name: '删除' })[1] as HTMLElement);
    expect(await screen.findByText('此操作将永久删除该数据, 是否继续?')).toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '取 消' }));
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: '删除' })[1] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(ROWS[1]));
  });

  it('follows the size switch: small and mini draw small rows, default and medium the medium ones', () => {
    const { container } = renderInShell(<DataTable<Row> rowKey="id" columns={COLUMNS} dataSource={ROWS} />);
    const table = () => container.querySelector('.ant-table');
    expect(table()).toHaveClass('ant-table-medium');
    act(() => componentSize.set('small'));
    expect(table()).toHaveClass('ant-table-small');
    act(() => componentSize.set('mini'));
    expect(table()).toHaveClass('ant-table-small');
    act(() => componentSize.set('default'));
    expect(table()).toHaveClass('ant-table-medium');
  });

  it('adds a 合计 row totalling the chosen columns', () => {
    const { container } = renderInShell(
      <DataTable<Row> rowKey="id" columns={COLUMNS} dataSource={ROWS} summary={{ fields: ['flow', 'volume'] }} />,
    );
    const summary = container.querySelector('.sluice-summary-row') as HTMLElement;
    expect([...summary.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['合计', '3.75', '300.5']);
  });

  it('asks the server to sort by the column key and clears the sort on the third click', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onSortChange = vi.fn();
    const { container } = renderInShell(<DataTable<Row> rowKey="id" columns={COLUMNS} dataSource={ROWS} onSortChange={onSortChange} />);
    const header = container.querySelector('.ant-table-column-has-sorters') as HTMLElement;
    expect(header).toHaveTextContent('测点');
    await user.click(header);
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'asc');
    await user.click(header);
    expect(onSortChange).toHaveBeenLastCalledWith('name', 'desc');
    await user.click(header);
    expect(onSortChange).toHaveBeenLastCalledWith(undefined, undefined);
  });
});
