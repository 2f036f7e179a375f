import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserListPage } from '../../../src/features/admin/users/user-list-page';
import { USER_EVENT_OPTIONS, stubCanvasText } from '../support/dom-setup';
import { failBody, okBody, type FakeHandler } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from '../ui/support/render-widget';
import { userListHandlers } from './admin-fixtures';

const suite = setUpRendering({
  preload: () => import('../../../src/features/admin/users/user-list-page'),
  reset: stubCanvasText,
  defaults: userListHandlers,
});

const serve = (feedback: FakeHandler) => suite.serve({ 'POST /api/system/Feedback': feedback });

async function openCorrection(user: ReturnType<typeof userEvent.setup>) {
  renderInShell(<UserListPage />, { buttons: ['btn_detail'] });
  await screen.findByText('王海涛');
  await user.type(screen.getByRole('textbox', { name: '关键词' }), 'duty{Enter}');
  await waitFor(() => expect(screen.queryByText('林志远')).not.toBeInTheDocument());
  const row = screen.getByText('duty01').closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: '查看' }));
  await user.click(await screen.findByRole('button', { name: '报告资料有误' }));
  return screen.findByRole('heading', { name: '报告资料有误：王海涛 / duty01' });
}

/** Types a whole value at once: keystroke by keystroke re-renders the whole table each time. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function chooseField(user: ReturnType<typeof userEvent.setup>, row: number, label: string) {
  await user.click(screen.getByRole('combobox', { name: `资料项（第 ${row} 行）` }));
  const options = await screen.findAllByTitle(label);
  await user.click(options.at(-1) as HTMLElement);
}

// The report walks every row's checks in jsdom: one test took 12 s alone on two busy cores.
describe('reporting wrong details', { timeout: 45_000 }, () => {
  it('checks the rows in place and sends nothing until they pass', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve(() => okBody({ id: 'fb-1' }));
    await openCorrection(user);
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    const table = screen.getByRole('group', { name: '有误的资料' });
    expect(within(table).getAllByText('不能为空')).toHaveLength(2);
    expect(suite.api().calls('POST /api/system/Feedback')).toHaveLength(0);

    await chooseField(user, 1, '手机');
    // The record's current value comes in by itself.
    expect(screen.getByRole('textbox', { name: '当前内容（第 1 行）' })).toHaveValue('13805718821');
    await fill(user, screen.getByRole('textbox', { name: '正确内容（第 1 行）' }), '1380571882');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await within(table).findByText('请正确输入您的手机号')).toBeInTheDocument();
    expect(suite.api().calls('POST /api/system/Feedback')).toHaveLength(0);
  });

  it('sends a valid report to the feedback list and returns to the list as it was', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve(() => okBody({ id: 'fb-1' }));
    await openCorrection(user);
    await chooseField(user, 1, '手机');
    await fill(user, screen.getByRole('textbox', { name: '正确内容（第 1 行）' }), '13805718822');
    await fill(user, screen.getByRole('textbox', { name: '说明（第 1 行）' }), '换号了');
    await user.click(screen.getByRole('button', { name: /再添加一项/ }));
    await chooseField(user, 2, '邮箱');
    await fill(user, screen.getByRole('textbox', { name: '正确内容（第 2 行）' }), 'wang.ht@lanjiang-water.cn');
    await fill(user, screen.getByRole('textbox', { name: '您的联系方式（选填）' }), '分机 8012');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));

    await waitFor(() => expect(suite.api().calls('POST /api/system/Feedback')).toHaveLength(1));
    const body = JSON.parse(String(suite.api().calls('POST /api/system/Feedback')[0]?.data)) as Record<string, string>;
    expect(body).toEqual({
      title: '人员资料更正：王海涛/duty01',
      content: [
        '人员 王海涛/duty01（ID usr-duty01）的资料有误：',
        '1. 手机：13805718821 → 13805718822（换号了）',
        '2. 邮箱：duty01@lanjiang-water.cn → wang.ht@lanjiang-water.cn',
      ].join('\n'),
      contact: '分机 8012',
      page: '/permission/user',
    });
    expect(await screen.findByText('已提交，管理员会尽快核实')).toBeInTheDocument();
    // Back on the list, with the search still in force.
    expect(await screen.findByRole('region', { name: '用户列表' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('duty');
    expect(screen.queryByText('林志远')).not.toBeInTheDocument();
  });

  it("stays on the report with the server's message when sending fails", async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve(() => failBody(400, '提交过于频繁，请一小时后再试'));
    await openCorrection(user);
    await chooseField(user, 1, '姓名');
    await fill(user, screen.getByRole('textbox', { name: '正确内容（第 1 行）' }), '王海滔');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('提交过于频繁，请一小时后再试')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '报告资料有误：王海涛 / duty01' })).toBeInTheDocument();
  });

  it('takes a new unit from the organisation, lowest units only', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve(() => okBody({ id: 'fb-2' }));
    await openCorrection(user);
    await chooseField(user, 1, '所属组织');
    expect(screen.getByRole('textbox', { name: '当前内容（第 1 行）' })).toHaveValue('澜江水务集团 / 调度中心');
    await user.click(screen.getByRole('combobox', { name: '正确内容（第 1 行）' }));
    // The company has units below it: it opens rather than being chosen.
    await user.click(await screen.findByTitle('澜江水务集团'));
    await user.click(await screen.findByTitle('信息中心'));
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(suite.api().calls('POST /api/system/Feedback')).toHaveLength(1));
    const body = JSON.parse(String(suite.api().calls('POST /api/system/Feedback')[0]?.data)) as { content: string };
    expect(body.content.split('\n')[1]).toBe('1. 所属组织：澜江水务集团 / 调度中心 → 澜江水务集团/信息中心');
  });

  it('goes back without sending', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve(() => okBody({ id: 'fb-1' }));
    await openCorrection(user);
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('region', { name: '用户列表' })).toBeInTheDocument();
    expect(suite.api().calls('POST /api/system/Feedback')).toHaveLength(0);
  });
});
