import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectEnvelope, type EnvelopeCall } from '../support/inject-envelope';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';
import { PEOPLE, RESERVOIR } from '../monitoring/monitoring-test-app';

// The work-order calls session 9 left untested, through the real app and database: job-class writes (declared fields
// only, rights by button, a released work-order form only), the fill-in list, a fill-in against a newer release
// (syncFormContent), the patrol object tree, the order list as CSV, and a work-order form that something uses refused
// deletion in the caller's language.

let ctx: TestContext;
const tokens: Record<string, string> = {};
const DAY = 86_400_000;
const CLASSES = '/api/BusWorkOrderJobClassify/BusWorkOrderJobClassify';
const FORMS = '/api/wovisualdev/Base';

type Person = keyof typeof PEOPLE;

const call = (person: Person, method: EnvelopeCall['method'], url: string, payload?: object, language = 'en') =>
  injectEnvelope(ctx.app, { method, url, token: tokens[person], body: payload, language });

const FIELDS = [
  { __vModel__: 'remark', __config__: { jnpfKey: 'textarea', label: '备注' } },
  { __vModel__: 'weather', __config__: { jnpfKey: 'input', label: '天气' } },
];

/** A released work-order form; its id. */
async function releasedForm(enCode: string, fields: object[] = FIELDS): Promise<string> {
  const created = await call('admin', 'POST', FORMS, {
    fullName: `表单${enCode}`,
    enCode,
    orderType: 'patrol',
    formData: JSON.stringify({ fields }),
  });
  expect(created.code).toBe(200);
  expect((await call('admin', 'POST', `${FORMS}/${created.data}/Actions/Release`, {})).code).toBe(200);
  return created.data as string;
}

let formId = '';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const person of ['admin', 'engineer', 'duty', 'viewer', 'riverDuty', 'outsider'] as const)
    tokens[person] = await signInAs(ctx, PEOPLE[person]);
  formId = await releasedForm('woGapsTest');
});

afterAll(async () => {
  await ctx.close();
});

describe('job-class writes', () => {
  const body = { fullName: '闸门检修', enCode: 'gateRepairGaps', orderType: 'repair' };

  it('edits and deletes by the page buttons, refusing others', async () => {
    const id = (await call('engineer', 'POST', CLASSES, body)).data as string;
    expect((await call('viewer', 'PUT', `${CLASSES}/${id}`, { ...body, fullName: '改名' })).code).toBe(403);
    // The duty officer edits job classes but holds no btn_remove.
    expect((await call('duty', 'DELETE', `${CLASSES}/${id}`)).code).toBe(403);
    expect((await call('engineer', 'PUT', `${CLASSES}/${id}`, { ...body, fullName: '闸门大修', isSafe: 1, templateId: formId })).code).toBe(
      200,
    );
    const stored = await call('viewer', 'GET', `${CLASSES}/${id}`);
    expect(stored.data).toMatchObject({ fullName: '闸门大修', isSafe: 1, templateId: formId, templateName: '表单woGapsTest' });
    expect((await call('engineer', 'DELETE', `${CLASSES}/${id}`)).code).toBe(200);
    expect((await call('engineer', 'GET', `${CLASSES}/${id}`)).code).toBe(404);
    expect((await call('engineer', 'PUT', `${CLASSES}/${id}`, body)).code).toBe(404);
  });

  it('refuses server-owned fields and a form that is not a released work-order form, storing nothing', async () => {
    const before = await ctx.database.db.selectFrom('workOrderJobClass').select('id').execute();
    for (const owned of [{ id: 'mine' }, { creatorTime: 1 }, { templateName: 'x' }])
      expect((await call('engineer', 'POST', CLASSES, { ...body, enCode: 'ownedGaps', ...owned })).code).toBe(401);
    expect((await call('engineer', 'POST', CLASSES, { ...body, enCode: 'plainFormGaps', templateId: 'form-dam-inspection' })).code).toBe(
      404,
    );
    const draft = (
      await call('admin', 'POST', FORMS, {
        fullName: '草稿',
        enCode: 'woDraftGaps',
        orderType: 'repair',
        formData: JSON.stringify({ fields: FIELDS }),
      })
    ).data as string;
    expect((await call('engineer', 'POST', CLASSES, { ...body, enCode: 'draftGaps', templateId: draft })).code).toBe(400);
    expect(await ctx.database.db.selectFrom('workOrderJobClass').select('id').execute()).toHaveLength(before.length);
  });
});

describe('fill-ins', () => {
  let orderId = '';
  let fillingId = '';

  beforeAll(async () => {
    orderId = (
      await call('duty', 'POST', '/api/order/engine/create', {
        title: '缺口巡查',
        orderType: 'patrol',
        templateId: formId,
        projectId: RESERVOIR,
        beginTime: Date.now(),
        endTime: Date.now() + DAY,
      })
    ).data as string;
    fillingId = (
      await call('duty', 'POST', '/api/datafilling/DataFilling', { templateId: formId, orderId, projectId: RESERVOIR, fillingStatus: 0 })
    ).msg;
    const saved = await call('duty', 'PUT', `/api/wovisualdev/OnlineDev/${formId}/${fillingId}`, {
      data: JSON.stringify({ remark: '坝顶积水', weather: '晴' }),
      fillingStatus: 1,
    });
    expect(saved.code).toBe(200);
  });

  it("lists a project's fill-ins to its members only, by order and status", async () => {
    const listed = await call('duty', 'GET', `/api/wovisualdev/OnlineDev/getDataFillingList?orderId=${orderId}`);
    expect(listed.data.list).toEqual([
      expect.objectContaining({ id: fillingId, templateId: formId, orderId, fillingStatus: 1, templateName: '表单woGapsTest' }),
    ]);
    expect(
      (await call('duty', 'GET', `/api/wovisualdev/OnlineDev/getDataFillingList?orderId=${orderId}&fillingStatus=2`)).data.list,
    ).toEqual([]);
    expect((await call('outsider', 'GET', `/api/wovisualdev/OnlineDev/getDataFillingList?orderId=${orderId}`)).data.list).toEqual([]);
  });

  it('reads a fill-in against the current release, dropping what the release no longer has', async () => {
    expect(
      (
        await call('admin', 'PUT', `${FORMS}/${formId}`, {
          fullName: '表单woGapsTest',
          enCode: 'woGapsTest',
          orderType: 'patrol',
          formData: JSON.stringify({ fields: [FIELDS[0]] }),
        })
      ).code,
    ).toBe(200);
    expect((await call('admin', 'POST', `${FORMS}/${formId}/Actions/Release`, {})).code).toBe(200);
    const synced = await call('duty', 'GET', `/api/wovisualdev/OnlineDev/syncFormContent/${fillingId}`);
    expect(synced.data).toMatchObject({ id: fillingId, fillingStatus: 1, dropped: ['weather'] });
    expect(JSON.parse(synced.data.data)).toEqual({ remark: '坝顶积水' });
    expect(JSON.parse(synced.data.formData).fields).toHaveLength(1);
    expect((await call('outsider', 'GET', `/api/wovisualdev/OnlineDev/syncFormContent/${fillingId}`)).code).toBe(403);
  });
});

describe('patrol objects and the order export', () => {
  it("answers a project's patrol object tree to its members", async () => {
    const tree = await call('duty', 'GET', '/api/inspectioncontent/InspectionContent/inspection-qingshui-dam');
    expect(tree.data).toMatchObject({ id: 'inspection-qingshui-dam', projectId: RESERVOIR });
    expect(tree.data.list.length).toBeGreaterThan(0);
    expect(tree.data.list[0]).toEqual(expect.objectContaining({ inspectionName: expect.any(String), children: expect.any(Array) }));
    expect((await call('outsider', 'GET', '/api/inspectioncontent/InspectionContent/inspection-qingshui-dam')).code).toBe(403);
    expect((await call('duty', 'GET', '/api/inspectioncontent/InspectionContent/no-such-tree')).code).toBe(404);
  });

  it('exports the filtered orders as CSV with names, by the list page button', async () => {
    const csv = await ctx.app.inject({
      method: 'POST',
      url: '/api/workordermanage/workOrder/Actions/Export',
      headers: { authorization: tokens.duty ?? '', 'accept-language': 'en', 'content-type': 'application/json' },
      payload: JSON.stringify({ keyword: '缺口巡查', projectId: RESERVOIR }),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('缺口巡查');
    expect(lines[1]).toContain('青水水库大坝');
    expect((await call('viewer', 'POST', '/api/workordermanage/workOrder/Actions/Export', {})).code).toBe(403);
    expect((await call('duty', 'POST', '/api/workordermanage/workOrder/Actions/Export', { extra: 1 })).code).toBe(401);
  });
});

describe('deleting a work-order form', () => {
  it('refuses a form that classes, plans or orders use, naming them in the caller language', async () => {
    const used = await releasedForm('woUsedGaps');
    await call('engineer', 'POST', CLASSES, { fullName: '堤防巡查', enCode: 'leveeGaps', orderType: 'patrol', templateId: used });
    const zh = await call('admin', 'DELETE', `${FORMS}/${used}`, undefined, 'zh-CN');
    expect(zh).toMatchObject({
      code: 400,
      msg: '工单表单正在使用，不能删除：作业分类 1 个、计划 0 个、工单 0 个、填报记录 0 条（如“堤防巡查”）',
    });
    const en = await call('admin', 'DELETE', `${FORMS}/${used}`, undefined, 'en');
    expect(en.msg).toContain('job classes: 1');
    expect((await call('admin', 'DELETE', `${FORMS}/${used}`, undefined, 'zh-TW')).msg).toContain('作業分類 1 個');
    expect((await call('admin', 'DELETE', `${FORMS}/${formId}`)).msg).toContain('work orders: 1');
    expect((await call('admin', 'GET', `${FORMS}/${used}`)).code).toBe(200);

    const unused = await releasedForm('woUnusedGaps');
    expect((await call('admin', 'DELETE', `${FORMS}/${unused}`)).code).toBe(200);
  });
});
