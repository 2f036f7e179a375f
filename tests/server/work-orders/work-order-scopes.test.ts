import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectEnvelope, type EnvelopeCall } from '../support/inject-envelope';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';
import { RESERVOIR } from '../monitoring/monitoring-test-app';

// Issue 14's last gaps on the server, through the real app and database (SQLite, and PostgreSQL with
// TEST_DATABASE_URL): data scopes on orders and plans, the statistics' months counted by the database, the export of
// a work-order form's fill-ins, and the list of patrol object trees.

let ctx: TestContext;
const DAY = 86_400_000;
const FORMS = '/api/wovisualdev/Base';
const ORDERS = '/api/workordermanage/workOrder';

/**
 * Demo people: duty02 holds 'department' (调度中心) on the order list once out of the flood-duty group (below),
 * engineer01 'organization', viewer01 no grant ('self').
 */
const PEOPLE = {
  admin: 'usr-admin',
  duty01: 'usr-duty01',
  duty02: 'usr-duty02',
  engineer: 'usr-engineer01',
  viewer: 'usr-viewer01',
  outsider: 'usr-viewer02',
} as const;
type Person = keyof typeof PEOPLE;
const tokens: Partial<Record<Person, string>> = {};

const call = (person: Person, method: EnvelopeCall['method'], url: string, payload?: object, language = 'zh-CN') =>
  injectEnvelope(ctx.app, { method, url, token: tokens[person], body: payload, language });

const FIELDS = [
  { __vModel__: 'inspector', __config__: { jnpfKey: 'userSelect', label: '巡查人' } },
  {
    __vModel__: 'weather',
    __config__: { jnpfKey: 'select', label: '天气' },
    options: [
      { id: '1', fullName: '晴' },
      { id: '2', fullName: '雨' },
    ],
  },
  { __vModel__: 'remark', __config__: { jnpfKey: 'input', label: '备注' } },
];

let formId = '';

async function createOrder(person: Person, title: string, extra: object = {}): Promise<string> {
  const created = await call(person, 'POST', '/api/order/engine/create', {
    title,
    orderType: 'patrol',
    templateId: formId,
    projectId: RESERVOIR,
    beginTime: Date.now(),
    endTime: Date.now() + DAY,
    ...extra,
  });
  expect(created.code).toBe(200);
  return created.data as string;
}

const listedTitles = async (person: Person, keyword: string) =>
  ((await call(person, 'GET', `${ORDERS}?keyword=${encodeURIComponent(keyword)}&pageSize=50`)).data.list as { title: string }[])
    .map((row) => row.title)
    .sort();

beforeAll(async () => {
  ctx = await createTestApp();
  // The flood-duty group widens its members to the organisation; without it duty02 keeps her role's department.
  await ctx.database.db.deleteFrom('userGroupMember').where('userId', '=', PEOPLE.duty02).execute();
  for (const person of Object.keys(PEOPLE) as Person[]) tokens[person] = await signInAs(ctx, PEOPLE[person]);
  const created = await call('admin', 'POST', FORMS, {
    fullName: '范围巡查表',
    enCode: 'woScopeTest',
    orderType: 'patrol',
    formData: JSON.stringify({ fields: FIELDS }),
  });
  formId = created.data as string;
  expect((await call('admin', 'POST', `${FORMS}/${formId}/Actions/Release`, {})).code).toBe(200);
});

afterAll(async () => {
  await ctx.close();
});

describe('data scopes on orders and plans', () => {
  it('lists and opens the orders each scope covers: department, organisation, self', async () => {
    const dispatch = await createOrder('duty01', '范围-调度中心');
    const damSafety = await createOrder('engineer', '范围-大坝安全');
    const assigned = await createOrder('engineer', '范围-指派赵敏', { assigneeId: PEOPLE.viewer });

    expect(await listedTitles('engineer', '范围-')).toEqual(['范围-大坝安全', '范围-指派赵敏', '范围-调度中心'].sort());
    expect(await listedTitles('duty02', '范围-')).toEqual(['范围-调度中心']);
    expect(await listedTitles('viewer', '范围-')).toEqual(['范围-指派赵敏']);

    expect((await call('duty02', 'GET', `${ORDERS}/${dispatch}`)).code).toBe(200);
    // Out of scope reads as unknown, never as forbidden.
    expect(await call('duty02', 'GET', `${ORDERS}/${damSafety}`)).toMatchObject({ code: 404, msg: '工单不存在' });
    expect((await call('viewer', 'GET', `${ORDERS}/${dispatch}`)).code).toBe(404);
    expect((await call('viewer', 'GET', `${ORDERS}/${assigned}`)).code).toBe(200);
    expect((await call('engineer', 'GET', `${ORDERS}/${dispatch}`)).code).toBe(200);
  });

  it('lists and opens plans by the recurring-tasks scope', async () => {
    const plan = await call('engineer', 'POST', '/api/order/engine/createPlanOrder', {
      title: '范围计划-大坝安全',
      orderType: 'patrol',
      projectId: RESERVOIR,
      templateId: formId,
      beginTime: Date.now() + 60 * DAY,
      endTime: Date.now() + 90 * DAY,
      executionScheduleDetail: { taskStatus: 3, weekDate: [1], finishTime: 1 },
    });
    expect(plan.code).toBe(200);
    const titles = async (person: Person) =>
      ((await call(person, 'GET', '/api/workOrderPlan/WorkOrder?keyword=范围计划')).data.list as { title: string }[]).map(
        (row) => row.title,
      );
    expect(await titles('engineer')).toEqual(['范围计划-大坝安全']);
    expect(await titles('duty02')).toEqual([]);
    expect((await call('duty02', 'GET', `/api/workOrderPlan/WorkOrder/${plan.data}`)).code).toBe(404);
    expect((await call('engineer', 'GET', `/api/workOrderPlan/WorkOrder/${plan.data}`)).code).toBe(200);
  });
});

describe('statistics within the data scope', () => {
  it("counts the orders the caller's list shows, not every order of his projects", async () => {
    // June 2025, a window no other test writes in: one order by each of three units' people.
    const beginTime = Date.UTC(2025, 5, 10);
    const creators = [PEOPLE.duty01, PEOPLE.engineer, PEOPLE.admin];
    await ctx.database.db
      .insertInto('workOrder')
      .values(
        creators.map((creatorUserId, index) => ({
          id: `stat-scope-${index}`,
          orderNo: `SCOPE${index}`,
          title: `统计范围${index}`,
          orderType: 'repair',
          projectId: RESERVOIR,
          creatorUserId,
          createdAt: Date.now(),
          status: 1,
          beginTime,
          endTime: beginTime + DAY,
        })),
      )
      .execute();
    const window = `projectId=${RESERVOIR}&from=${Date.UTC(2025, 5, 1)}&to=${Date.UTC(2025, 6, 1)}`;
    const total = async (person: Person) => {
      const stats = await call(person, 'GET', `${ORDERS}/statistics?${window}`);
      expect(stats.code).toBe(200);
      return stats.data.total as number;
    };
    expect(await total('admin')).toBe(3);
    // duty02's department (调度中心) holds duty01's order alone.
    expect(await total('duty02')).toBe(1);
  });
});

describe('statistics by month', () => {
  it("counts months in the site's zone in the database, on either side of a month's edge", async () => {
    const base = { orderType: 'repair', projectId: RESERVOIR, creatorUserId: PEOPLE.admin, createdAt: Date.now(), status: 1 };
    // 2026-01-31 23:59 and 2026-02-01 00:30 in Shanghai (UTC+8); 2026-03-31 16:00 UTC is 1 April there.
    const begins = [Date.UTC(2026, 0, 31, 15, 59), Date.UTC(2026, 0, 31, 16, 30), Date.UTC(2026, 1, 10, 8), Date.UTC(2026, 2, 31, 16)];
    await ctx.database.db
      .insertInto('workOrder')
      .values(
        begins.map((beginTime, index) => ({
          ...base,
          id: `stat-month-${index}`,
          orderNo: `STAT${index}`,
          title: `统计${index}`,
          beginTime,
          endTime: beginTime + DAY,
        })),
      )
      .execute();
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2026, 4, 1);
    const stats = await call('admin', 'GET', `${ORDERS}/statistics?projectId=${RESERVOIR}&from=${from}&to=${to}`);
    expect(stats.data.total).toBe(4);
    expect(stats.data.byMonth).toEqual([
      { month: '2026-01', orderType: 'repair', count: 1 },
      { month: '2026-02', orderType: 'repair', count: 2 },
      { month: '2026-04', orderType: 'repair', count: 1 },
    ]);
  });
});

describe("a work-order form's fill-ins as xlsx", () => {
  it('writes names, not ids, with order and status, for the list export button only', async () => {
    const orderId = await createOrder('duty01', '导出巡查');
    const saved = await call('duty01', 'POST', `/api/wovisualdev/OnlineDev/${formId}`, {
      data: JSON.stringify({ inspector: PEOPLE.duty01, weather: '2', remark: '坝顶积水' }),
      fillingStatus: 1,
      orderId,
      projectId: RESERVOIR,
    });
    expect(saved.code).toBe(200);
    const order = await call('duty01', 'GET', `${ORDERS}/${orderId}`);

    const exported = await call('duty01', 'POST', `/api/wovisualdev/OnlineDev/${formId}/Actions/ExportData`, { orderId });
    expect(exported.msg).toBe('Success');
    expect(exported.data.name).toBe('范围巡查表.xlsx');
    const file = await ctx.app.inject({ method: 'GET', url: exported.data.url });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const row = (index: number) => ((sheet?.getRow(index).values ?? []) as unknown[]).slice(1);
    expect(row(1)).toEqual(['巡查人', '天气', '备注', '工单编号', '项目', '填报状态', '创建人', '创建时间']);
    expect(row(2).slice(0, 7)).toEqual(['王海涛', '雨', '坝顶积水', order.data.orderNo, '青水水库大坝', '填报中', '王海涛']);
    expect(sheet?.rowCount).toBe(2);

    // The viewer holds the list but not its export button; a plain form is not a work-order form; bodies are closed.
    expect((await call('viewer', 'POST', `/api/wovisualdev/OnlineDev/${formId}/Actions/ExportData`, {})).code).toBe(403);
    expect((await call('duty01', 'POST', '/api/wovisualdev/OnlineDev/form-dam-inspection/Actions/ExportData', {})).code).toBe(404);
    expect((await call('duty01', 'POST', `/api/wovisualdev/OnlineDev/${formId}/Actions/ExportData`, { data: 1 })).code).toBe(401);
  });
});

describe('patrol object trees', () => {
  it("lists the trees of the caller's projects by name, for the designer", async () => {
    const listed = await call('duty02', 'GET', '/api/inspectioncontent/InspectionContent?keyword=清水');
    expect(listed.data.list).toEqual([
      expect.objectContaining({ id: 'inspection-qingshui-dam', projectId: RESERVOIR, projectName: '青水水库大坝' }),
    ]);
    expect(listed.data.list[0].contentCount).toBeGreaterThan(0);
    expect(listed.data.pagination.total).toBe(1);
    expect((await call('outsider', 'GET', '/api/inspectioncontent/InspectionContent')).data.list).toEqual([]);
    expect((await call('duty02', 'GET', '/api/inspectioncontent/InspectionContent?projectId=prj-lanjiang-patrol')).code).toBe(403);
  });
});
