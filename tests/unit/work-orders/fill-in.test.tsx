import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../server/src/wire/work-orders';
import { GeneratedFormFields } from '../../../src/features/forms/render/generated-form-fields';
import { parseFormFields } from '../../../src/features/forms/render/parse-form-fields';
import { recordFromValues, valuesFromRecord } from '../../../src/features/forms/render/value-conversion';
import { FillingStatusButtons } from '../../../src/features/work-orders/detail/filling-status-buttons';
import { FillInPage } from '../../../src/features/work-orders/fill-in/fill-in-page';
import type { FormRenderer } from '../../../src/features/work-orders/fill-in/form-renderer';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { menuNode, permissionEntry } from '../support/wire-fixtures';
import { PROJECT_ID, renderWorkOrders } from './render-work-orders';

// Fill-in (seed 001 section 4): the status buttons of an order's forms (未填报 creates the record first, the others
// open the existing one) and the fill-in page, read-only at status 2 or 3.

const RENDERER: FormRenderer = { parseFormFields, recordFromValues, valuesFromRecord, Fields: GeneratedFormFields };

const ORDER = {
  id: 'wo-1',
  projectId: PROJECT_ID,
  forms: [
    { enCode: 'patrol', fullName: '巡检记录', templateId: 'tpl-a', fillingStatus: 0, formId: null },
    { enCode: 'repair', fullName: '维修记录', templateId: 'tpl-b', fillingStatus: 1, formId: 'fill-b' },
    { enCode: 'assess', fullName: '考核记录', templateId: 'tpl-c', fillingStatus: 2, formId: 'fill-c' },
  ],
} as unknown as OrderDetail;

const FORM_DATA = JSON.stringify({
  fields: [{ __vModel__: 'remark', __config__: { jnpfKey: 'input', label: '巡查说明', required: true } }],
});

const { serve, api } = setUpRendering({
  preload: () =>
    Promise.all([
      import('../../../src/features/work-orders/fill-in/fill-in-page'),
      import('../../../src/features/forms/render/generated-form-fields'),
    ]),
  defaults: () => ({
    'POST /api/datafilling/DataFilling': () => ({ body: { code: 200, msg: 'fill-new', data: { id: 'fill-new' } } }),
    'GET /api/wovisualdev/OnlineDev/tpl-b/Config': () =>
      okBody({ id: 'tpl-b', fullName: '维修记录', enCode: 'repair', orderType: 'repair', formData: FORM_DATA, columnData: '{}' }),
    'PUT /api/wovisualdev/OnlineDev/tpl-b/fill-b': () => okBody(null),
  }),
});

const record = (fillingStatus: number, data: string) => () =>
  okBody({
    id: 'fill-b',
    templateId: 'tpl-b',
    templateName: '维修记录',
    orderId: 'wo-1',
    projectId: PROJECT_ID,
    fillingStatus,
    data,
    creatorUserId: 'usr-duty01',
    creatorUserName: '王海涛',
    creatorTime: 1,
    lastModifyTime: null,
  });

describe('the fill-in status buttons', () => {
  it('label each form by its status; 未填报 creates the record, then opens it with status 0', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    const { router } = renderWorkOrders(<FillingStatusButtons order={ORDER} />, {
      path: '/projecManagement/workOrderManagement/detail?id=wo-1',
    });
    for (const label of ['未填报', '填报中', '填报完成', '查看']) expect(await screen.findByText(label)).toBeInTheDocument();

    await user.click(screen.getByText('未填报'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/model/tpl-a'));
    expect(router.state.location.search).toBe('?id=fill-new&fillingStatus=0');
    const created = JSON.parse(String(api().calls('POST /api/datafilling/DataFilling')[0]?.data)) as unknown;
    expect(created).toEqual({ templateId: 'tpl-a', orderId: 'wo-1', projectId: PROJECT_ID, fillingStatus: 0 });
  });

  it("offers the export of a started form's fill-ins to holders of the order list's export button", async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({
      'POST /api/wovisualdev/OnlineDev/tpl-b/Actions/ExportData': () =>
        okBody({ url: '/api/visualdev/OnlineDev/exports/k?sig=s', name: '维修记录.xlsx' }),
    });
    const path = '/projecManagement/workOrderManagement/detail?id=wo-1';
    const menuList = [menuNode({ id: 'menu-wo-list', enCode: 'workOrder.list', fullName: '工单管理', type: 2 })];
    const view = renderWorkOrders(<FillingStatusButtons order={ORDER} />, { path, menuList });
    expect(await screen.findByText('未填报')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出填报/ })).toBeNull();
    view.unmount();

    renderWorkOrders(<FillingStatusButtons order={ORDER} />, {
      path,
      menuList,
      permissionList: [permissionEntry('menu-wo-list', { button: ['btn_export'] })],
    });
    // Forms with a fill-in (填报中, 填报完成), not the one never started.
    const buttons = await screen.findAllByRole('button', { name: /导出填报/ });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(api().calls('POST /api/wovisualdev/OnlineDev/tpl-b/Actions/ExportData')).toHaveLength(1));
    const body = JSON.parse(String(api().calls('POST /api/wovisualdev/OnlineDev/tpl-b/Actions/ExportData')[0]?.data)) as object;
    expect(body).toMatchObject({ orderId: 'wo-1' });
  });

  it('opens an existing record without creating another', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    const { router } = renderWorkOrders(<FillingStatusButtons order={ORDER} />, {
      path: '/projecManagement/workOrderManagement/detail?id=wo-1',
    });
    await user.click(await screen.findByText('填报中'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/model/tpl-b'));
    expect(router.state.location.search).toBe('?id=fill-b&fillingStatus=1');
    expect(api().calls('POST /api/datafilling/DataFilling')).toHaveLength(0);
  });
});

describe('the fill-in page', () => {
  it('is read-only at status 2 and 3: no save, no complete, the fields locked', async () => {
    for (const status of [2, 3]) {
      serve({ 'GET /api/datafilling/DataFilling/fill-b': record(2, JSON.stringify({ remark: '闸门正常' })) });
      const view = renderWorkOrders(<FillInPage renderer={RENDERER} />, {
        path: `/model/tpl-b?id=fill-b&fillingStatus=${status}`,
        pattern: '/model/:templateId',
      });
      const input = await screen.findByDisplayValue('闸门正常');
      expect(input).toHaveAttribute('readonly');
      expect(screen.queryByText('提交完成')).not.toBeInTheDocument();
      expect(screen.queryByText('保 存')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('completes only when the checks pass, then opens the form read-only', { timeout: 40_000 }, async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve({ 'GET /api/datafilling/DataFilling/fill-b': record(1, '{}') });
    const { router } = renderWorkOrders(<FillInPage renderer={RENDERER} />, {
      path: '/model/tpl-b?id=fill-b&fillingStatus=1',
      pattern: '/model/:templateId',
    });
    const input = await screen.findByLabelText('巡查说明');
    expect(input).toBeEnabled();

    await user.click(screen.getByText('提交完成'));
    expect(await screen.findByText('巡查说明不能为空')).toBeInTheDocument();
    expect(api().calls('PUT /api/wovisualdev/OnlineDev/tpl-b/fill-b')).toHaveLength(0);

    await user.type(screen.getByLabelText('巡查说明'), '闸门正常');
    await user.click(screen.getByText('提交完成'));
    await waitFor(() => expect(api().calls('PUT /api/wovisualdev/OnlineDev/tpl-b/fill-b')).toHaveLength(1));
    const saved = JSON.parse(String(api().calls('PUT /api/wovisualdev/OnlineDev/tpl-b/fill-b')[0]?.data)) as {
      data: string;
      fillingStatus: number;
    };
    expect(saved.fillingStatus).toBe(2);
    expect(JSON.parse(saved.data)).toEqual({ remark: '闸门正常' });
    await waitFor(() => expect(router.state.location.search).toBe('?id=fill-b&fillingStatus=2'));
  });
});
