import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { EditableSubTable, type SubTableColumn, type SubTableHandle } from '../../../src/ui/sub-table/editable-sub-table';
import { isEmptyCell, validateRows } from '../../../src/ui/sub-table/validate-rows';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from './support/render-widget';

interface Reading {
  point?: string;
  code?: string;
  tags?: string[];
  value?: number;
}

const CODE_RULE = { pattern: /^[A-Z]{2}\d{2}$/, message: '编码为两个大写字母加两位数字' };
const COLUMNS: SubTableColumn<Reading>[] = [
  { key: 'point', title: '测点', required: true },
  { key: 'code', title: '编码', rules: [CODE_RULE] },
  {
    key: 'tags',
    title: '标签',
    required: true,
    multiple: true,
    editor: {
      kind: 'select',
      options: [
        { value: 'a', label: '渗流' },
        { value: 'b', label: '位移' },
      ],
    },
  },
  { key: 'value', title: '测值', editor: { kind: 'number' }, summary: true },
];

describe('sub-table validation', () => {
  it('treats nothing, blank text and an empty list as empty', () => {
    expect([undefined, null, '', '   ', []].every((value) => isEmptyCell(value))).toBe(true);
    expect([0, false, 'x', ['a']].some((value) => isEmptyCell(value))).toBe(false);
  });

  it('needs required cells filled (a non-empty list when multiple) and says 不能为空', () => {
    const errors = validateRows(
      [
        { point: ' ', tags: [] },
        { point: 'P1', tags: ['a'] },
      ],
      COLUMNS,
      '不能为空',
    );
    expect([...errors.keys()]).toEqual([0]);
    expect(Object.fromEntries(errors.get(0) ?? [])).toEqual({ point: '不能为空', tags: '不能为空' });
  });

  it('checks patterns only on non-empty values, with the rule message', () => {
    expect(validateRows([{ point: 'P1', tags: ['a'], code: '' }], COLUMNS, '不能为空').size).toBe(0);
    const errors = validateRows([{ point: 'P1', tags: ['a'], code: 'ab12' }], COLUMNS, '不能为空');
    expect(errors.get(0)?.get('code')).toBe('编码为两个大写字母加两位数字');
  });

  it('checks every entry of a list and restarts global patterns each time', () => {
    const columns = [{ key: 'codes', multiple: true, rules: [{ pattern: /^\d+$/g, message: '只能是数字' }] }];
    expect(validateRows([{ codes: ['12', '34'] }, { codes: ['56'] }], columns, '不能为空').size).toBe(0);
    expect(
      validateRows([{ codes: ['12', 'x'] }], columns, '不能为空')
        .get(0)
        ?.get('codes'),
    ).toBe('只能是数字');
  });

  it('applies a rule only to rows it is meant for', () => {
    const columns = [
      {
        key: 'value',
        rules: [{ pattern: /^1[3-9]\d{9}$/, message: '手机号不对', when: (row: Record<string, unknown>) => row.kind === 'mobile' }],
      },
    ];
    expect(validateRows([{ kind: 'email', value: 'a@b.cn' }], columns, '不能为空').size).toBe(0);
    expect(
      validateRows([{ kind: 'mobile', value: '123' }], columns, '不能为空')
        .get(0)
        ?.get('value'),
    ).toBe('手机号不对');
  });
});

function Editor({ handle, initial = [] }: { handle: Ref<SubTableHandle<Reading>>; initial?: Reading[] }) {
  const [rows, setRows] = useState<Reading[]>(initial);
  return (
    <EditableSubTable<Reading>
      ref={handle}
      label="读数"
      columns={COLUMNS}
      value={rows}
      onChange={setRows}
      createRow={() => ({})}
      showSummary
      maxRows={3}
    />
  );
}

describe('<EditableSubTable>', () => {
  setUpRendering({ serveBeforeEach: true });

  it('adds and removes rows, up to the limit', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const handle = createRef<SubTableHandle<Reading>>();
    renderInShell(<Editor handle={handle} />);
    expect(screen.getByText('暂无数据，点击下方按钮添加')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: /添加一行/ });
    await user.click(add);
    await user.click(add);
    await user.type(screen.getByRole('textbox', { name: '测点（第 2 行）' }), 'P2');
    await user.click(screen.getByRole('button', { name: '删除第 1 行' }));
    expect(screen.getByRole('textbox', { name: '测点（第 1 行）' })).toHaveValue('P2');
    await user.click(add);
    await user.click(add);
    expect(screen.getAllByRole('button', { name: /删除第/ })).toHaveLength(3);
    expect(add).toBeDisabled();
  });

  it('answers nothing while a check fails, shows why in place, and the rows once all pass', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const handle = createRef<SubTableHandle<Reading>>();
    renderInShell(<Editor handle={handle} initial={[{}, { point: 'P2', code: 'x1', tags: ['b'], value: 2 }]} />);
    let result: Reading[] | undefined = [];
    act(() => {
      result = handle.current?.validate();
    });
    expect(result).toBeUndefined();
    const table = screen.getByRole('group', { name: '读数' });
    expect(within(table).getAllByText('不能为空')).toHaveLength(2);
    expect(within(table).getByText('编码为两个大写字母加两位数字')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '测点（第 1 行）' }).closest('.ant-input-status-error, .ant-input')).toHaveClass(
      'ant-input-status-error',
    );

    // Fixing a marked cell takes its message away at once.
    await user.type(screen.getByRole('textbox', { name: '测点（第 1 行）' }), 'P1');
    expect(within(table).getAllByText('不能为空')).toHaveLength(1);
    const code = screen.getByRole('textbox', { name: '编码（第 2 行）' });
    await user.clear(code);
    await user.type(code, 'SL01');
    expect(within(table).queryByText('编码为两个大写字母加两位数字')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '标签（第 1 行）' }));
    await user.click(await screen.findByTitle('渗流'));
    await waitFor(() => expect(within(table).queryByText('不能为空')).not.toBeInTheDocument());

    act(() => {
      result = handle.current?.validate();
    });
    expect(result).toEqual([
      { point: 'P1', tags: ['a'] },
      { point: 'P2', code: 'SL01', tags: ['b'], value: 2 },
    ]);
  });

  it('totals the summary columns in a 合计 row', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const handle = createRef<SubTableHandle<Reading>>();
    const { container } = renderInShell(<Editor handle={handle} initial={[{ value: 1.5 }, { value: 2.25 }]} />);
    const summary = () =>
      [...(container.querySelector('.sluice-summary-row')?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    expect(summary()).toEqual(['合计', '', '', '', '3.75', '']);
    const second = screen.getByRole('spinbutton', { name: '测值（第 2 行）' });
    await user.clear(second);
    await user.type(second, '10');
    await waitFor(() => expect(summary()[4]).toBe('11.5'));
  });
});
