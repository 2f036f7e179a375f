import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TreeItem } from '../../../src/ui/tree/tree-item';
import { USER_PICKER_WIDTH, UserPickerDialog } from '../../../src/ui/user-picker/user-picker-dialog';
import { UserSelect } from '../../../src/ui/user-picker/user-select';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody, type FakeHandler } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from './support/render-widget';

const SELECTOR = '/api/permission/Users/ImUser/Selector/';
const person = (id: string, name: string, account: string, parentId: string, organize: string): TreeItem => ({
  id,
  parentId,
  fullName: `${name}/${account}`,
  type: 'user',
  isLeaf: true,
  hasChildren: false,
  account,
  realName: name,
  organize,
});
const COMPANY: TreeItem = {
  id: 'org-lanjiang',
  parentId: '-1',
  fullName: '澜江水务集团',
  type: 'company',
  hasChildren: true,
  isLeaf: false,
};
const DISPATCH: TreeItem = {
  id: 'dept-dispatch',
  parentId: 'org-lanjiang',
  fullName: '调度中心',
  type: 'department',
  hasChildren: true,
  isLeaf: false,
};
const WANG = person('usr-duty01', '王海涛', 'duty01', 'dept-dispatch', '澜江水务集团/调度中心');
const LI = person('usr-duty02', '李静', 'duty02', 'dept-dispatch', '澜江水务集团/调度中心');
const ZHANG = person('usr-engineer01', '张建国', 'engineer01', 'dept-dam-safety', '澜江水务集团/大坝安全部');

function pickerHandlers(): Record<string, FakeHandler> {
  return {
    [`POST ${SELECTOR}0`]: (request) => {
      const keyword = (JSON.parse(String(request.data ?? '{}')) as { keyword?: string }).keyword;
      if (!keyword) return okBody({ list: [COMPANY] });
      return okBody({ list: [WANG, LI, ZHANG].filter((item) => item.fullName.includes(keyword)) });
    },
    [`POST ${SELECTOR}org-lanjiang`]: () => okBody({ list: [DISPATCH] }),
    [`POST ${SELECTOR}dept-dispatch`]: () => okBody({ list: [WANG, LI] }),
    'POST /api/permission/Users/getUserList': (request) => {
      const ids = (JSON.parse(String(request.data)) as { userId: string[] }).userId;
      return okBody({ list: [WANG, LI, ZHANG].filter((item) => ids.includes(item.id)) });
    },
  };
}

const { api } = setUpRendering({ defaults: pickerHandlers, serveBeforeEach: true });

function renderPicker(props: Partial<Parameters<typeof UserPickerDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = renderInShell(<UserPickerDialog open onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { ...view, onConfirm, onCancel };
}

async function openUnit(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByText(name));
}

describe('the user picker', () => {
  it('is 800 px wide', () => {
    expect(USER_PICKER_WIDTH).toBe(800);
  });

  it('refuses to confirm with nobody chosen: 请选择审批人 by default', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { onConfirm } = renderPicker();
    expect(await screen.findByText('选择审批人')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择审批人')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('names what is being chosen in the warning', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderPicker({ title: '值班员' });
    await user.click(await screen.findByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择值班员')).toBeInTheDocument();
  });

  it('opens the organisation one level at a time and chooses people from it', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { onConfirm } = renderPicker({ multiple: true });
    await openUnit(user, '澜江水务集团');
    await openUnit(user, '调度中心');
    expect(api().calls(`POST ${SELECTOR}org-lanjiang`)).toHaveLength(1);
    await user.click(await screen.findByText('王海涛/duty01'));
    await user.click(await screen.findByText('李静/duty02'));
    const chosen = screen.getByRole('list', { name: '已选人员' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['王海涛/duty01澜江水务集团/调度中心', '李静/duty02澜江水务集团/调度中心']);
    expect(screen.getByText('已选 2 人')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([WANG, LI]);
  });

  it('keeps one person in single mode', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { onConfirm } = renderPicker();
    await openUnit(user, '澜江水务集团');
    await openUnit(user, '调度中心');
    await user.click(await screen.findByText('王海涛/duty01'));
    await user.click(await screen.findByText('李静/duty02'));
    expect(within(screen.getByRole('list', { name: '已选人员' })).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([LI]);
  });

  it('searches by keyword and chooses from the flat results', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { onConfirm } = renderPicker({ multiple: true });
    await user.type(await screen.findByRole('searchbox', { name: '输入姓名、账号或手机号搜索' }), 'engineer{Enter}');
    const results = await screen.findByRole('listbox', { name: '搜索结果' });
    expect(
      within(results)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['张建国/engineer01澜江水务集团/大坝安全部']);
    await user.click(within(results).getByRole('option'));
    expect(within(results).getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([ZHANG]);
  });

  it('removes one chosen person or clears them all', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    renderPicker({ multiple: true, initialSelected: [WANG, LI, ZHANG] });
    const chosen = await screen.findByRole('list', { name: '已选人员' });
    await user.click(within(chosen).getByRole('button', { name: '移除 李静/duty02' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.queryByRole('list', { name: '已选人员' })).not.toBeInTheDocument();
    expect(screen.getByText('尚未选择人员')).toBeInTheDocument();
  });

  it("offers oneself first and one's unit on the current user tab", async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const { onConfirm } = renderPicker();
    await user.click(await screen.findByRole('tab', { name: '当前用户' }));
    const list = await screen.findByRole('listbox', { name: '当前用户' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['王海涛/duty01澜江水务集团/调度中心', '李静/duty02澜江水务集团/调度中心']);
    await user.click(within(list).getAllByRole('option')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([WANG]);
  });
});

describe('the user select field', () => {
  it('shows the names of its value and changes through the picker', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    const onChange = vi.fn();
    renderInShell(<UserSelect multiple value={['usr-engineer01']} onChange={onChange} title="值班员" aria-label="值班员" />);
    expect(await screen.findByText('张建国/engineer01')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '值班员' }));
    expect(await screen.findByText('选择值班员')).toBeInTheDocument();
    await openUnit(user, '澜江水务集团');
    await openUnit(user, '调度中心');
    await user.click(await screen.findByText('王海涛/duty01'));
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['usr-engineer01', 'usr-duty01'], [ZHANG, WANG]));
  });
});
