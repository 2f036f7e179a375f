import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { injectEnvelope } from '../support/inject-envelope';
import { signInAs } from '../current-user/sign-in-as';
import type { Envelope } from '../../../server/src/wire/codes';
import type { Paged } from '../../../server/src/wire/envelope';
import type { OnlineDevExport, OnlineDevRecord, OnlineDevRow } from '../../../server/src/wire/online-dev';
import { field, formData } from '../forms/form-fixtures';

// Issue 14: list cells and the export show names, not ids. A form holding every kind of id the server names (people,
// units, an organisation path, positions, roles, a region path, a dictionary entry, a fixed option, a related record)
// is listed and exported on a real database; the record itself keeps its ids for the edit form.

let ctx: TestContext;
let token = '';
const API = '/api/visualdev/OnlineDev';
const RELATED = 'form-dam-inspection';
let formId = '';
let region: { ids: string[]; names: string } = { ids: [], names: '' };

async function call<T = unknown>(method: 'GET' | 'POST', url: string, body?: object): Promise<Envelope<T>> {
  return (await injectEnvelope(ctx.app, { method, url, body, token, language: 'zh-CN' })) as Envelope<T>;
}

const FIELDS = [
  field('who', 'userSelect', '负责人'),
  field('unit', 'depSelect', '部门'),
  field('org', 'organizeSelect', '单位'),
  field('post', 'posSelect', '岗位'),
  field('roles', 'roleSelect', '角色', { multiple: true }),
  field('place', 'address', '地址', { level: 2 }),
  field('kind', 'dicSelect', '巡查类型', {}, { dictionaryType: 'patrolType' }),
  field('grade', 'select', '等级', { options: [{ id: '1', fullName: '一级' }] }),
  field('source', 'relationForm', '来源巡检', { modelId: RELATED, relationField: 'findings' }),
  field('note', 'input', '备注'),
];

beforeAll(async () => {
  ctx = await createTestApp();
  token = await signInAs(ctx, 'usr-admin');
  const db = ctx.database.db;
  const district = await db.selectFrom('area').select(['id', 'fullName', 'parentId']).where('type', '=', 3).executeTakeFirstOrThrow();
  const city = await db
    .selectFrom('area')
    .select(['id', 'fullName', 'parentId'])
    .where('id', '=', district.parentId)
    .executeTakeFirstOrThrow();
  const province = await db.selectFrom('area').select(['id', 'fullName']).where('id', '=', city.parentId).executeTakeFirstOrThrow();
  region = { ids: [province.id, city.id, district.id], names: `${province.fullName}/${city.fullName}/${district.fullName}` };
  const made = await call<string>('POST', '/api/visualdev/Base', {
    fullName: '名称显示',
    enCode: 'namesShown',
    formData: formData(FIELDS),
  });
  formId = made.data!;
  expect((await call('POST', `/api/visualdev/Base/${formId}/Actions/Release`)).code).toBe(200);
});

afterAll(async () => {
  await ctx.close();
});

describe('names beside ids', () => {
  it('lists and exports names, keeping the ids in the record', async () => {
    const related = await call<string>('POST', `${API}/${RELATED}`, {
      data: JSON.stringify({
        inspectionDate: Date.UTC(2026, 10, 20),
        inspector: 'usr-duty01',
        weather: '1',
        reservoirLevel: 101,
        findings: '左岸护坡块石松动',
        signature: 'data:image/png;base64,iVBORw0KGgo=',
      }),
    });
    const record = {
      who: 'usr-duty01',
      unit: 'dept-dam-safety',
      org: ['org-lanjiang', 'dept-dam-safety'],
      post: 'pos-dam-engineer',
      roles: ['role-engineer', 'role-duty-officer'],
      place: region.ids,
      kind: 'dict-patrol-type-daily',
      grade: '1',
      source: related.data!,
      note: '普通文字',
    };
    const made = await call<string>('POST', `${API}/${formId}`, { data: JSON.stringify(record) });
    expect(made.code).toBe(200);

    const page = await call<Paged<OnlineDevRow>>('POST', `${API}/${formId}/List`, { currentPage: 1, pageSize: 20 });
    const row = page.data!.list[0]!;
    const shown = {
      who: '王海涛',
      unit: '大坝安全部',
      org: '澜江水务集团/大坝安全部',
      post: '大坝安全工程师',
      roles: '工程师, 值班员',
      place: region.names,
      kind: '日常巡查',
      grade: '一级',
      source: '左岸护坡块石松动',
    };
    expect(row.displayText).toEqual(shown);
    // The raw values stay ids: the edit form sends them back.
    expect(row).toMatchObject({ who: 'usr-duty01', roles: ['role-engineer', 'role-duty-officer'], source: related.data! });
    const stored = await call<OnlineDevRecord>('GET', `${API}/${formId}/${made.data!}`);
    expect(JSON.parse(stored.data!.data)).toEqual(record);

    const exported = await call<OnlineDevExport>('POST', `${API}/${formId}/Actions/ExportData`, {});
    const download = await ctx.app.inject({ method: 'GET', url: exported.data!.url });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const cells = (workbook.worksheets[0]!.getRow(2).values as unknown[]).filter(Boolean);
    expect(cells).toEqual(expect.arrayContaining([...Object.values(shown), '普通文字']));
    expect(cells).not.toContain('usr-duty01');
  });

  it('shows a name changed since the page was first listed', async () => {
    await ctx.database.db.updateTable('position').set({ fullName: '大坝安全主任工程师' }).where('id', '=', 'pos-dam-engineer').execute();
    const page = await call<Paged<OnlineDevRow>>('POST', `${API}/${formId}/List`, { currentPage: 1, pageSize: 20 });
    expect(page.data!.list[0]!.displayText.post).toBe('大坝安全主任工程师');
  });
});
