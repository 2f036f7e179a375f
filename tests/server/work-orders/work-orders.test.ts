import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { createTestApp, type TestContext } from '../support/test-app';
import { injectEnvelope, type Answer } from '../support/inject-envelope';
import { signInAs } from '../current-user/sign-in-as';
import { PEOPLE, RESERVOIR, RIVER } from '../monitoring/monitoring-test-app';

// The work-order calls through the real app and database: forms, orders by hand, plans and the scheduler (across a
// restart), process status, fill-ins (read-only parts once completed) and who may do what.

let ctx: TestContext;
const tokens: Record<string, string> = {};
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const DAY = 86_400_000;

type Person = keyof typeof PEOPLE;
async function call(person: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Answer> {
  return injectEnvelope(ctx.app, { method, url, body: payload, token: tokens[person], language: 'en' });
}

const FORM_FIELDS = [
  { __vModel__: 'patrol', __config__: { jnpfKey: 'patrolContent', label: '巡查内容' } },
  { __vModel__: 'remark', __config__: { jnpfKey: 'textarea', label: '备注' } },
  { __vModel__: 'signature', __config__: { jnpfKey: 'signature', label: '巡查人签名', required: true }, inline: true },
];
const PATROL = [{ inspectionContent: '坝顶', inspectionPart: [{ inspectionName: '路面', remark: '完好' }] }];
let formId = '';

const weeklyPlan = (extra: object = {}) => ({
  title: '每周坝体巡查',
  orderType: 'patrol',
  projectId: RESERVOIR,
  templateId: formId,
  beginTime: Date.now() - 20 * DAY,
  endTime: Date.now() + 60 * DAY,
  executionScheduleDetail: { taskStatus: 3, weekDate: [1, 4], finishTime: 2 },
  ...extra,
});

const planOrders = async (planId: string) =>
  (await ctx.database.db.selectFrom('workOrder').select(['id', 'occurrenceBegin']).where('planId', '=', planId).execute()).length;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const person of ['admin', 'engineer', 'duty', 'viewer', 'riverDuty', 'outsider'] as const)
    tokens[person] = await signInAs(ctx, PEOPLE[person]);
  const created = await call('admin', 'POST', '/api/wovisualdev/Base', {
    fullName: '巡查工单表',
    enCode: 'woPatrolTest',
    orderType: 'patrol',
    formData: JSON.stringify({ fields: FORM_FIELDS }),
  });
  expect(created.code).toBe(200);
  formId = created.data as string;
  expect((await call('admin', 'POST', `/api/wovisualdev/Base/${formId}/Actions/Release`, {})).code).toBe(200);
});

afterAll(async () => {
  await ctx.close();
});

describe('work-order forms and job classes', () => {
  it('keeps work-order forms apart from visualdev forms', async () => {
    const woList = await call('admin', 'GET', '/api/wovisualdev/Base?pageSize=100');
    expect(woList.data.list.map((item: { id: string }) => item.id)).toContain(formId);
    expect(woList.data.list.find((item: { id: string }) => item.id === formId).orderType).toBe('patrol');
    const plain = await call('admin', 'GET', '/api/visualdev/Base?pageSize=100');
    expect(plain.data.list.map((item: { id: string }) => item.id)).not.toContain(formId);
    expect((await call('admin', 'GET', `/api/visualdev/Base/${formId}`)).code).toBe(404);
    const config = await call('duty', 'GET', `/api/wovisualdev/OnlineDev/${formId}/Config`);
    expect(config.data).toMatchObject({ id: formId, orderType: 'patrol' });
  });

  it('creates, lists and refuses job classes by the rights of their page', async () => {
    const body = { fullName: '坝体巡查', enCode: 'damPatrolTest', orderType: 'patrol', templateId: formId };
    expect((await call('viewer', 'POST', '/api/BusWorkOrderJobClassify/BusWorkOrderJobClassify', body)).code).toBe(403);
    const created = await call('engineer', 'POST', '/api/BusWorkOrderJobClassify/BusWorkOrderJobClassify', body);
    expect(created.code).toBe(200);
    expect((await call('engineer', 'POST', '/api/BusWorkOrderJobClassify/BusWorkOrderJobClassify', body)).code).toBe(400);
    const listed = await call('viewer', 'POST', '/api/BusWorkOrderJobClassify/BusWorkOrderJobClassify/getListByClassicTemp', {
      orderType: 'patrol',
    });
    expect(listed.data.list.find((item: { id: string }) => item.id === created.data)).toMatchObject({ templateName: '巡查工单表' });
    const unknown = await call('engineer', 'POST', '/api/BusWorkOrderJobClassify/BusWorkOrderJobClassify', {
      ...body,
      enCode: 'x1',
      extra: 1,
    });
    expect(unknown.code).toBe(401);
  });
});

describe('orders by hand', () => {
  it('creates an order and refuses bad input and strangers', async () => {
    const body = {
      title: '闸门维修',
      orderType: 'repair',
      projectId: RESERVOIR,
      urgency: 3,
      beginTime: '2026-12-01 08:00:00',
      endTime: '2026-12-02 18:00:00',
    };
    const created = await call('duty', 'POST', '/api/order/engine/create', body);
    expect(created.code).toBe(200);
    const detail = await call('duty', 'GET', `/api/workordermanage/workOrder/${created.data}`);
    expect(detail.data).toMatchObject({
      title: '闸门维修',
      status: 1,
      urgency: 3,
      beginDateTimeShow: '2026-12-01 08:00:00',
      nextStatuses: [2, 3, 4, 5],
    });
    expect((await call('duty', 'POST', '/api/order/engine/create', { ...body, endTime: '2026-11-30 08:00:00' })).code).toBe(401);
    expect((await call('duty', 'POST', '/api/order/engine/create', { ...body, beginTime: '2026-02-30 08:00:00' })).code).toBe(401);
    expect((await call('duty', 'POST', '/api/order/engine/create', { ...body, id: 'mine' })).code).toBe(401);
    expect((await call('viewer', 'POST', '/api/order/engine/create', body)).code).toBe(403);
    expect((await call('riverDuty', 'POST', '/api/order/engine/create', body)).code).toBe(403);
    expect((await call('outsider', 'GET', `/api/workordermanage/workOrder/${created.data}`)).code).toBe(403);
  });

  it('moves the process status only along the allowed transitions', async () => {
    const created = await call('duty', 'POST', '/api/order/engine/create', {
      title: '渗漏处理',
      orderType: 'repair',
      projectId: RESERVOIR,
      beginTime: Date.now(),
      endTime: Date.now() + DAY,
    });
    const url = `/api/workordermanage/workOrder/changeProcessStatus?processId=${created.data}`;
    expect((await call('viewer', 'POST', url, { status: 2 })).code).toBe(403);
    expect((await call('duty', 'POST', url, { status: 3, remark: '资料不全' })).code).toBe(200);
    expect((await call('duty', 'POST', url, { status: 1 })).code).toBe(200);
    expect((await call('duty', 'POST', url, { status: 2 })).code).toBe(200);
    const refused = await call('duty', 'POST', url, { status: 1 });
    expect(refused).toMatchObject({ code: 400, msg: 'A work order cannot go from "Adopted" to "Waiting"' });
    const detail = await call('duty', 'GET', `/api/workordermanage/workOrder/${created.data}`);
    expect(detail.data.history.map((event: { toStatus: number }) => event.toStatus)).toEqual([3, 1, 2]);
    expect(detail.data.nextStatuses).toEqual([]);
  });
});

describe('plans and the scheduler', () => {
  it('refuses a bad schedule with the spec messages', async () => {
    const noFrequency = await call(
      'engineer',
      'POST',
      '/api/order/engine/createPlanOrder',
      weeklyPlan({ executionScheduleDetail: { taskStatus: 3, weekDate: [], finishTime: 2 } }),
    );
    expect(noFrequency.code).toBe(401);
    const zh = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/engine/createPlanOrder',
      headers: { authorization: tokens.engineer ?? '', 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: JSON.stringify(weeklyPlan({ executionScheduleDetail: { taskStatus: 3, weekDate: [1] } })),
    });
    expect(zh.json()).toMatchObject({ code: 401, msg: '请选择单次工单完成时间' });
    const weekDay9 = await call(
      'engineer',
      'POST',
      '/api/order/engine/createPlanOrder',
      weeklyPlan({ executionScheduleDetail: { taskStatus: 3, weekDate: [9], finishTime: 2 } }),
    );
    expect(weekDay9.code).toBe(401);
    const tooLong = await call(
      'engineer',
      'POST',
      '/api/order/engine/createPlanOrder',
      weeklyPlan({ executionScheduleDetail: { taskStatus: 3, weekDate: [1], finishTime: 8 } }),
    );
    expect(tooLong.code).toBe(401);
    const endFirst = await call('engineer', 'POST', '/api/order/engine/createPlanOrder', weeklyPlan({ endTime: Date.now() - 30 * DAY }));
    expect(endFirst.code).toBe(401);
    expect((await call('viewer', 'POST', '/api/order/engine/createPlanOrder', weeklyPlan())).code).toBe(403);
    const plans = await ctx.database.db.selectFrom('workOrderPlan').select('id').where('title', '=', '每周坝体巡查').execute();
    expect(plans).toEqual([]);
  });

  it('creates due orders once, across a restart, and nothing after a stop', async () => {
    const created = await call('engineer', 'POST', '/api/order/engine/createPlanOrder', weeklyPlan());
    expect(created.code).toBe(200);
    const planId = created.data as string;
    const first = await planOrders(planId);
    // Mondays and Thursdays of three weeks (and tomorrow's, when due): at least five, at most eight.
    expect(first).toBeGreaterThanOrEqual(5);
    expect(first).toBeLessThanOrEqual(8);
    // Forget the cursor, as a crash between the two writes would: the unique key still keeps out twins.
    await ctx.database.db.updateTable('workOrderPlan').set({ createdUntil: null }).where('id', '=', planId).execute();
    await ctx.app.close();
    ctx.app = await buildApp({ config: ctx.config, database: ctx.database });
    await ctx.app.ready();
    expect(await planOrders(planId)).toBe(first);
    // A week later there are more; stopped, there are none beyond.
    await ctx.app.workOrderScheduler.runOnce(Date.now() + 7 * DAY);
    const later = await planOrders(planId);
    expect(later).toBe(first + 2);
    expect((await call('duty', 'PUT', `/api/workOrderPlan/WorkOrder/stopByOrderId/${planId}`)).code).toBe(403);
    expect((await call('engineer', 'PUT', `/api/workOrderPlan/WorkOrder/stopByOrderId/${planId}`)).code).toBe(200);
    await ctx.app.workOrderScheduler.runOnce(Date.now() + 30 * DAY);
    expect(await planOrders(planId)).toBe(later);
    const detail = await call('engineer', 'GET', `/api/workOrderPlan/WorkOrder/${planId}`);
    expect(detail.data).toMatchObject({ state: 0, orderCount: later });
  });

  it('moves one waiting plan order with editOrderPlan', async () => {
    const created = await call('engineer', 'POST', '/api/order/engine/createPlanOrder', weeklyPlan({ title: '月度检查' }));
    const order = await ctx.database.db
      .selectFrom('workOrder')
      .select('id')
      .where('planId', '=', created.data as string)
      .executeTakeFirstOrThrow();
    const moved = await call('engineer', 'POST', '/api/order/engine/editOrderPlan', {
      id: order.id,
      beginDateTimeShow: '2026-12-03 09:00:00',
      endDateTimeShow: '2026-12-04 09:00:00',
    });
    expect(moved.code).toBe(200);
    expect((await call('engineer', 'GET', `/api/workordermanage/workOrder/${order.id}`)).data.beginDateTimeShow).toBe(
      '2026-12-03 09:00:00',
    );
    const backwards = await call('engineer', 'POST', '/api/order/engine/editOrderPlan', {
      id: order.id,
      beginDateTimeShow: '2026-12-03 09:00:00',
      endDateTimeShow: '2026-12-01 09:00:00',
    });
    expect(backwards.code).toBe(401);
  });
});

describe('fill-ins', () => {
  it('saves drafts, checks the signature on completion and locks the patrol part', async () => {
    const order = await call('duty', 'POST', '/api/order/engine/create', {
      title: '汛前巡查',
      orderType: 'patrol',
      templateId: formId,
      projectId: RESERVOIR,
      beginTime: Date.now(),
      endTime: Date.now() + DAY,
    });
    const created = await call('duty', 'POST', '/api/datafilling/DataFilling', {
      templateId: formId,
      orderId: order.data,
      projectId: RESERVOIR,
      fillingStatus: 0,
    });
    expect(created.code).toBe(200);
    expect(created.msg).toBe(created.data);
    const fillingId = created.msg;
    const save = (person: Person, data: object, fillingStatus: 1 | 2) =>
      call(person, 'PUT', `/api/wovisualdev/OnlineDev/${formId}/${fillingId}`, { data: JSON.stringify(data), fillingStatus });
    expect((await save('duty', { patrol: PATROL }, 1)).code).toBe(200);
    const unsigned = await save('duty', { patrol: PATROL }, 2);
    expect(unsigned.code).toBe(401);
    expect((await save('duty', { patrol: PATROL, stranger: 1 }, 1)).code).toBe(401);
    expect((await save('riverDuty', { patrol: PATROL }, 1)).code).toBe(403);
    expect((await save('duty', { patrol: PATROL, signature: PNG }, 2)).code).toBe(200);
    const changed = [{ ...PATROL[0], inspectionContent: '坝坡' }];
    expect(await save('duty', { patrol: changed, signature: PNG }, 2)).toMatchObject({ code: 400 });
    expect((await save('duty', { patrol: PATROL, signature: PNG, remark: '补充说明' }, 2)).code).toBe(200);
    expect((await save('duty', { patrol: PATROL, signature: PNG }, 1)).code).toBe(400);
    const entries = await call('duty', 'GET', `/api/datafilling/DataFilling/fillingList/${order.data}`);
    expect(entries.data.list).toEqual([{ id: fillingId, templateId: formId, fillingStatus: 2 }]);
    const detail = await call('duty', 'GET', `/api/workordermanage/workOrder/${order.data}`);
    expect(detail.data.forms).toEqual([
      { enCode: 'woPatrolTest', fullName: '巡查工单表', templateId: formId, fillingStatus: 2, formId: fillingId },
    ]);
    expect((await call('outsider', 'GET', `/api/datafilling/DataFilling/${fillingId}`)).code).toBe(403);
  });

  it('answers the default assessment rows', async () => {
    const rows = await call('viewer', 'GET', '/api/datafilling/DataFilling/getList');
    expect(rows.code).toBe(200);
    expect(rows.data.length).toBeGreaterThan(0);
  });
});

describe('statistics and questions', () => {
  it('counts orders by type, status and month, and exports the counts as CSV', async () => {
    const stats = await call('viewer', 'GET', `/api/workordermanage/workOrder/statistics?projectId=${RESERVOIR}`);
    expect(stats.code).toBe(200);
    expect(stats.data.total).toBe(stats.data.byType.reduce((sum: number, row: { count: number }) => sum + row.count, 0));
    expect((await call('outsider', 'GET', `/api/workordermanage/workOrder/statistics?projectId=${RESERVOIR}`)).code).toBe(403);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/workordermanage/workOrder/statistics/export',
      headers: { authorization: tokens.engineer ?? '', 'accept-language': 'en' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('By kind,Count');
    expect((await call('viewer', 'GET', '/api/workordermanage/workOrder/statistics/export')).code).toBe(403);
  });

  it('links a reported question to an order of the same project only', async () => {
    const types = await call('duty', 'POST', '/api/questionType/QuestionType/getList', {});
    const typeId = types.data.list[0].id as string;
    const question = await call('duty', 'POST', '/api/issureWorkOrder/IssureWorkOrder', {
      projectId: RESERVOIR,
      questionTypeId: typeId,
      description: '下游坡面渗水',
    });
    const riverQuestion = await call('admin', 'POST', '/api/issureWorkOrder/IssureWorkOrder', {
      projectId: RIVER,
      questionTypeId: typeId,
      description: '河岸垃圾',
    });
    const order = await call('duty', 'POST', '/api/order/engine/create', {
      title: '渗水处理',
      orderType: 'repair',
      projectId: RESERVOIR,
      beginTime: Date.now(),
      endTime: Date.now() + DAY,
    });
    const link = (questionIds: string[]) =>
      call('duty', 'POST', '/api/issureWorkOrder/IssureWorkOrder/linkQuestionAndOrder', { orderId: order.data, questionIds });
    expect((await link([question.data, riverQuestion.data])).code).toBe(400);
    expect((await link([question.data])).code).toBe(200);
    const detail = await call('duty', 'GET', `/api/workordermanage/workOrder/${order.data}`);
    expect(detail.data.questions.map((row: { id: string }) => row.id)).toEqual([question.data]);
  });
});
