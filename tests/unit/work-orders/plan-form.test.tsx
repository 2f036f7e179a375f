import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlanDrawer } from '../../../src/features/work-orders/plans/plan-drawer';
import { USER_EVENT_OPTIONS } from '../support/dom-setup';
import { okBody } from '../support/fake-api';
import { setUpRendering } from '../support/render-suite';
import { PROJECT_ID, renderWorkOrders } from './render-work-orders';

// The plan form (seed 001 sections 4 and 5): the spec's messages, a type change emptying every selection, and the
// schedule preview asked for only once 请选择频次 and 请选择单次工单完成时间 pass.

const PREVIEW = 'POST /api/order/engine/defaultJ';

const { serve, api } = setUpRendering({
  preload: () => import('../../../src/features/work-orders/plans/plan-drawer'),
  defaults: () => ({
    'GET /api/wovisualdev/Base': () => okBody({ list: [], pagination: { currentPage: 1, pageSize: 500, total: 0 } }),
    'POST /api/BusWorkOrderJobClassify/BusWorkOrderJobClassify/getListByClassicTemp': () => okBody({ list: [] }),
    [PREVIEW]: () =>
      okBody([
        {
          title: '周巡检',
          beginDateTimeShow: '2026-12-07 00:00:00',
          endDateTimeShow: '2026-12-08 23:59:59',
          originBeginDate: 1,
          originEndDate: 2,
        },
        {
          title: '周巡检',
          beginDateTimeShow: '2026-12-14 00:00:00',
          endDateTimeShow: '2026-12-15 23:59:59',
          originBeginDate: 3,
          originEndDate: 4,
        },
      ]),
  }),
});

/** The finish-time select's chosen text ('' when nothing is chosen). */
const finishTimeShown = () =>
  screen.getByLabelText('单次工单完成时间').closest('.ant-select')?.querySelector('.ant-select-selection-item')?.textContent ?? '';

const renderPlanForm = () =>
  renderWorkOrders(<PlanDrawer open onClose={() => undefined} onSaved={() => undefined} />, { path: '/projecManagement/recurringTasks' });

describe('the plan form', () => {
  // Long: a dozen steps through antd's drawer, selects and toasts in jsdom on a shared two-core machine.
  it('says 请选择频次, then 请选择单次工单完成时间, and previews only when both pass', { timeout: 60_000 }, async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderPlanForm();
    const previewButton = (await screen.findByText('预览工单')).closest('button') as HTMLElement;

    await user.click(previewButton);
    expect(await screen.findByText('请选择频次')).toBeInTheDocument();

    await user.click(screen.getByText('周'));
    expect(await screen.findByText('每周')).toBeInTheDocument();
    await user.click(previewButton);
    await waitFor(() => expect(screen.getAllByText('请选择频次').length).toBeGreaterThan(0));

    await user.click(screen.getByText('周一'));
    await user.click(previewButton);
    expect(await screen.findByText('请选择单次工单完成时间')).toBeInTheDocument();
    expect(api().calls(PREVIEW)).toHaveLength(0);

    await user.type(screen.getByLabelText('工单标题'), '周巡检');
    await user.click(screen.getByLabelText('单次工单完成时间'));
    await user.click(await screen.findByTitle('2天'));
    await user.click(previewButton);

    await waitFor(() => expect(api().calls(PREVIEW)).toHaveLength(1));
    const body = JSON.parse(String(api().calls(PREVIEW)[0]?.data)) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: '周巡检',
      projectId: PROJECT_ID,
      executionScheduleDetail: { taskStatus: 3, weekDate: [1], finishTime: 2 },
    });
    const table = screen.getByLabelText('工单预览');
    expect(await within(table).findByText('2026-12-14 00:00:00')).toBeInTheDocument();
  });

  it('empties the selections, the finish-time options and the label when the type changes', { timeout: 60_000 }, async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderPlanForm();
    await user.click(await screen.findByText('周'));
    await user.click(await screen.findByText('周三'));
    await user.click(screen.getByLabelText('单次工单完成时间'));
    expect(await screen.findByTitle('7天')).toBeInTheDocument();
    expect(screen.queryByTitle('8天')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('3天'));

    await user.click(screen.getByText('月'));
    expect(await screen.findByText('每月')).toBeInTheDocument();
    expect(screen.queryByText('每周')).not.toBeInTheDocument();
    expect(finishTimeShown()).toBe('');
    await user.type(screen.getByLabelText('单次工单完成时间'), '31');
    expect(await screen.findByTitle('31天')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByText('周'));
    expect(await screen.findByLabelText('周三')).not.toBeChecked();

    await user.click(screen.getByText('预览工单'));
    expect(await screen.findByText('请选择频次')).toBeInTheDocument();
    expect(api().calls(PREVIEW)).toHaveLength(0);
  });

  it('marks the empty schedule fields with 请至少选择一个 and 请选择 on save', async () => {
    const user = userEvent.setup(USER_EVENT_OPTIONS);
    serve();
    renderPlanForm();
    await user.click(await screen.findByText('周'));
    await user.click(screen.getByText('保 存'));
    expect(await screen.findByText('请至少选择一个')).toBeInTheDocument();
    expect(screen.getAllByText('请选择').length).toBeGreaterThan(0);
    expect(api().calls('POST /api/order/engine/createPlanOrder')).toHaveLength(0);
  });
});
