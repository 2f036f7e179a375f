import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VisualdevBaseItem } from '../../../server/src/wire/visualdev';
import { VisualDevPage } from '../../../src/features/forms/designer/visual-dev-page';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from '../ui/support/render-widget';

const FORM: VisualdevBaseItem = {
  id: 'form-1',
  fullName: '大坝巡检记录',
  enCode: 'damInspection',
  category: 'inspection',
  description: '',
  sortCode: 10,
  state: 1,
  changedSinceRelease: true,
  creatorUserId: 'usr-admin',
  creatorTime: 1_700_000_000_000,
  lastModifyTime: null,
  releaseTime: 1_700_000_000_000,
};

const { serve, api } = setUpRendering({
  defaults: () => ({
    'GET /api/visualdev/Base': () => okBody({ list: [FORM], pagination: { currentPage: 1, pageSize: 20, total: 1 } }),
    'GET /api/system/DictionaryData/All': () => okBody({ list: [] }),
  }),
});

describe('the form design page', () => {
  it('lists forms with their release state and only the actions the page grants', async () => {
    serve();
    renderInShell(<VisualDevPage />, { buttons: ['btn_edit'] });
    const row = await screen.findByRole('row', { name: /damInspection/ }, { timeout: 5_000 });
    expect(within(row).getByText('已修改未发布')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '设计' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '预览' })).toBeTruthy();
    for (const hidden of ['复制', '发布', '删除']) expect(within(row).queryByRole('button', { name: hidden })).toBeNull();
    expect(screen.queryByRole('button', { name: /新建表单/ })).toBeNull();
  });

  // Text goes in by change events: typing key by key re-renders the whole designer per key, slow in jsdom.
  async function openNewDesign(user: ReturnType<typeof userEvent.setup>) {
    renderInShell(<VisualDevPage />, { buttons: ['btn_add'] });
    await user.click(await screen.findByRole('button', { name: /新建表单/ }, { timeout: 5_000 }));
    return screen.findByTestId('form-designer');
  }

  it('gives new fields unique keys and marks a key used twice', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    const designer = await openNewDesign(user);
    await user.click(within(designer).getByTestId('palette-input'));
    await user.click(within(designer).getByTestId('palette-input'));
    expect(within(designer).getAllByTestId('designer-field')).toHaveLength(2);
    const key = within(designer).getByTestId('prop-model');
    expect((key as HTMLInputElement).value).toBe('input2');
    fireEvent.change(key, { target: { value: 'input1' } });
    expect(await within(designer).findAllByText('字段标识已被其他字段使用')).not.toHaveLength(0);
  });

  it('saves the design and shows a server refusal at the field it names', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({
      'POST /api/visualdev/Base': () => ({ body: { code: 401, msg: '坝段名称：选项不能为空', data: { path: 'fields.0' } } }),
    });
    const designer = await openNewDesign(user);
    await user.click(within(designer).getByTestId('palette-input'));
    fireEvent.change(within(designer).getByTestId('prop-model'), { target: { value: 'damName' } });
    await user.click(within(designer).getByRole('tab', { name: '表单属性' }));
    fireEvent.change(within(designer).getByTestId('form-full-name'), { target: { value: '坝段巡查' } });
    fireEvent.change(within(designer).getByTestId('form-en-code'), { target: { value: 'damPatrol' } });
    await user.click(within(designer).getByRole('button', { name: /保\s*存/ }));

    const refused = within(designer).getByTestId('designer-field');
    expect((await within(refused).findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe('坝段名称：选项不能为空');
    await waitFor(() => expect(within(designer).getByRole('tab', { name: '字段属性', selected: true })).toBeTruthy());
    const sent = api().requests.find((request) => request.method === 'POST');
    const body = JSON.parse(String(sent?.data)) as { enCode: string; formData: string };
    expect(body.enCode).toBe('damPatrol');
    expect((JSON.parse(body.formData) as { fields: { __vModel__: string }[] }).fields.map((field) => field.__vModel__)).toEqual([
      'damName',
    ]);
  });
});
