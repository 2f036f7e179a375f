import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PopupSelect } from '../../../src/ui/popup-select/popup-select';
import { POPUP_PAGE_SIZE, type PopupPageQuery } from '../../../src/ui/popup-select/popup-select-dialog';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from './support/render-widget';

interface Station {
  id: string;
  fullName: string;
  river: string;
}

const STATIONS: Station[] = Array.from({ length: 45 }, (_value, index) => ({
  id: `st-${index + 1}`,
  fullName: `水文站 ${index + 1}`,
  river: index % 2 === 0 ? '澜江' : '青水河',
}));

const fetchPage = vi.fn(async (query: PopupPageQuery) => {
  const matching = STATIONS.filter(
    (station) => !query.keyword || station.fullName.includes(query.keyword) || station.river.includes(query.keyword),
  );
  const start = (query.currentPage - 1) * query.pageSize;
  return { list: matching.slice(start, start + query.pageSize), total: matching.length };
});

function Field({ onChange, initial }: { onChange: (value: string | undefined, row: Station | undefined) => void; initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <PopupSelect<Station>
      aria-label="水文站"
      title="选择水文站"
      value={value}
      label={value === 'st-1' ? '水文站 1' : undefined}
      onChange={(next, row) => {
        setValue(next);
        onChange(next, row);
      }}
      fetchPage={fetchPage}
      columns={[
        { key: 'fullName', title: '名称' },
        { key: 'river', title: '河流' },
      ]}
    />
  );
}

setUpRendering({ serveBeforeEach: true, reset: () => void fetchPage.mockClear() });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: '水文站' }));
  return screen.findByRole('dialog');
}

describe('the popup select', () => {
  it('pages by 20 and lists the first page', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderInShell(<Field onChange={vi.fn()} />);
    const dialog = await openDialog(user);
    expect(POPUP_PAGE_SIZE).toBe(20);
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith({ keyword: '', currentPage: 1, pageSize: 20 }));
    expect(await within(dialog).findByText('水文站 20')).toBeInTheDocument();
    expect(within(dialog).queryByText('水文站 21')).not.toBeInTheDocument();
    expect(within(dialog).getByText('共 45 条')).toBeInTheDocument();
    await user.click(within(dialog).getByTitle('3'));
    expect(await within(dialog).findByText('水文站 45')).toBeInTheDocument();
  });

  it('does nothing on confirm while no row is chosen', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onChange = vi.fn();
    renderInShell(<Field onChange={onChange} />);
    const dialog = await openDialog(user);
    await within(dialog).findByText('水文站 1');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('chooses one row by radio or by a click on the row, and shows its name', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onChange = vi.fn();
    renderInShell(<Field onChange={onChange} />);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByText('水文站 3'));
    const radios = within(dialog).getAllByRole('radio');
    expect(radios[2]).toBeChecked();
    await user.click(radios[4] as HTMLElement);
    expect(radios[2]).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(onChange).toHaveBeenCalledWith('st-5', STATIONS[4]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: '水文站' })).toHaveValue('水文站 5');
  });

  it('searches by keyword from the first page and resets', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderInShell(<Field onChange={vi.fn()} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: '请输入关键词查询' }), '青水河');
    await user.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '青水河', currentPage: 1, pageSize: 20 }));
    expect(await within(dialog).findByText('共 22 条')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', currentPage: 1, pageSize: 20 }));
    expect(within(dialog).getByRole('textbox', { name: '请输入关键词查询' })).toHaveValue('');
  });

  it('shows a clear icon on hover only when it holds a value', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onChange = vi.fn();
    const { unmount } = renderInShell(<Field onChange={onChange} />);
    await user.hover(screen.getByRole('textbox', { name: '水文站' }));
    expect(screen.queryByLabelText('清空')).not.toBeInTheDocument();
    unmount();

    renderInShell(<Field onChange={onChange} initial="st-1" />);
    const input = screen.getByRole('textbox', { name: '水文站' });
    expect(input).toHaveValue('水文站 1');
    const clear = screen.getByLabelText('清空');
    expect(clear).not.toBeVisible();
    await user.hover(input);
    expect(clear).toBeVisible();
    await user.click(clear);
    expect(onChange).toHaveBeenCalledWith(undefined, undefined);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
