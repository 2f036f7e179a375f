import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Place } from '../../../server/src/wire/visualdev';
import type { DesignField } from '../../../src/features/forms/designer/design-model';
import { PatrolSource } from '../../../src/features/forms/designer/patrol-source';
import { PlaceSearch } from '../../../src/features/forms/render/place-search';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { failBody, okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { renderInShell } from '../ui/support/render-widget';

// The location picker's search by address name and the designer's patrol-tree setting, against a fake API.

const DAM: Place = { name: '青水水库主坝', address: '青水水库大坝', lngLat: '119.3652,30.2138', kind: 'dam' };
const TREE = {
  id: 'inspection-qingshui-dam',
  fullName: '清水坝巡查对象',
  projectId: 'prj-qingshui-dam',
  list: [
    {
      inspectionName: '坝顶',
      selected: false,
      remark: '',
      children: [{ inspectionName: '防浪墙', selected: true, remark: '', children: [] }],
    },
  ],
};

const { serve, api } = setUpRendering();

describe('the search by address name', () => {
  it('asks the geocoder on Enter and places what the person picks', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ 'GET /api/visualdev/Location/Search': () => okBody({ list: [DAM] }) });
    const onPick = vi.fn();
    renderInShell(<PlaceSearch projectId="prj-qingshui-dam" onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: '按地址名称搜索' });
    await user.type(box, '主坝{Enter}');
    await user.click(await screen.findByText('青水水库主坝', undefined, { timeout: 5_000 }));
    expect(onPick).toHaveBeenCalledWith(DAM);
    expect(api().requests.at(-1)?.params).toMatchObject({ keyword: '主坝', projectId: 'prj-qingshui-dam' });
  });

  it("shows the server's reason when the geocoder fails, and says when nothing matched", async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({
      'GET /api/visualdev/Location/Search': (request) =>
        request.params.keyword === '断桥' ? failBody(400, '地址搜索服务暂不可用') : okBody({ list: [] }),
    });
    renderInShell(<PlaceSearch projectId="" onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: '按地址名称搜索' });
    await user.type(box, '断桥{Enter}');
    expect(await screen.findByRole('status', undefined, { timeout: 5_000 })).toHaveTextContent('地址搜索服务暂不可用');
    await user.clear(box);
    await user.type(box, '无此地{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('没有找到“无此地”'));
  });
});

describe("the designer's patrol-tree setting", () => {
  const field = { __vModel__: 'patrol', __config__: { jnpfKey: 'patrolContent', label: '巡查内容', formId: 1 } } as unknown as DesignField;
  const trees = () => ({
    'GET /api/inspectioncontent/InspectionContent': () =>
      okBody({
        list: [{ id: TREE.id, fullName: TREE.fullName, projectId: TREE.projectId, projectName: '青水水库大坝', contentCount: 1 }],
        pagination: { currentPage: 1, pageSize: 200, total: 1 },
      }),
    [`GET /api/inspectioncontent/InspectionContent/${TREE.id}`]: () => okBody(TREE),
  });

  it('lists the trees and writes the chosen one as inspectionContentId', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve(trees());
    const onChange = vi.fn();
    renderInShell(<PatrolSource field={field} onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByText('清水坝巡查对象 · 青水水库大坝', undefined, { timeout: 5_000 }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ inspectionContentId: TREE.id }));
  });

  it('shows the chosen tree as the contents and parts a form loads, the selected part checked', async () => {
    serve(trees());
    renderInShell(<PatrolSource field={{ ...field, inspectionContentId: TREE.id } as DesignField} onChange={vi.fn()} />);
    const preview = await screen.findByLabelText('将载入的巡查内容与部位', undefined, { timeout: 5_000 });
    expect(within(preview).getByText('坝顶')).toBeInTheDocument();
    const part = within(preview).getByText('防浪墙').closest('.ant-tree-treenode');
    expect(part?.className).toContain('ant-tree-treenode-checkbox-checked');
  });
});
