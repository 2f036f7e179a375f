import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { injectEnvelope } from '../support/inject-envelope';
import { signInAs } from '../current-user/sign-in-as';
import type { Envelope } from '../../../server/src/wire/codes';
import type { Paged } from '../../../server/src/wire/envelope';
import type { OnlineDevConfig, OnlineDevExport, OnlineDevRecord, OnlineDevRow } from '../../../server/src/wire/online-dev';
import { field, formData, required } from '../forms/form-fixtures';

// Records of released forms under /api/visualdev/OnlineDev on a real database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): the demo's dam inspection form behind its type-3 page, create, list, edit, delete, batch delete,
// export, the checks against the released design (nothing stored on a refusal), and who may do what.

let ctx: TestContext;
const tokens: Record<string, string> = {};
const FORM = 'form-dam-inspection';
const API = '/api/visualdev/OnlineDev';
const SIGNED = 'data:image/png;base64,iVBORw0KGgo=';

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  person = 'admin',
): Promise<Envelope<T>> {
  return (await injectEnvelope(ctx.app, { method, url, body, token: tokens[person], language: 'zh-CN' })) as Envelope<T>;
}

const inspection = (extra: Record<string, unknown> = {}) => ({
  inspectionDate: Date.UTC(2026, 10, 20),
  inspector: 'usr-duty01',
  weather: '1',
  reservoirLevel: 102.35,
  findings: '右岸坝肩渗水',
  signature: SIGNED,
  ...extra,
});
const create = (record: object, person = 'admin') => call<string>('POST', `${API}/${FORM}`, { data: JSON.stringify(record) }, person);
const list = (body: object = {}, person = 'admin') =>
  call<Paged<OnlineDevRow>>('POST', `${API}/${FORM}/List`, { currentPage: 1, pageSize: 20, ...body }, person);
const stored = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('formRecord')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  for (const person of ['admin', 'duty01', 'duty02', 'viewer01']) tokens[person] = await signInAs(ctx, `usr-${person}`);
});

afterAll(async () => {
  await ctx.close();
});

describe('records of a released form', () => {
  it('gives the page its released design and the caller rights', async () => {
    const config = await call<OnlineDevConfig>('GET', `${API}/${FORM}/Config`);
    expect(config.code).toBe(200);
    expect(JSON.parse(config.data!.formData).fields[0].__config__.label).toBe('巡检日期');
    expect(config.data!.buttons).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_export']);
    const duty = await call<OnlineDevConfig>('GET', `${API}/${FORM}/Config`, undefined, 'duty01');
    expect(duty.data!.buttons).not.toContain('btn_remove');
  });

  it('creates, lists, searches, edits and deletes a record', async () => {
    const made = await create(inspection());
    expect(made.code).toBe(200);
    const id = made.data!;
    const page = await list();
    expect(page.data!.pagination.total).toBe(1);
    expect(page.data!.list[0]).toMatchObject({ id, findings: '右岸坝肩渗水', inspector: 'usr-duty01', creatorUserId: 'usr-admin' });
    expect((await list({ keyword: '坝肩' })).data!.pagination.total).toBe(1);
    expect((await list({ keyword: 'inspector' })).data!.pagination.total).toBe(0);
    expect((await list({ filters: { weather: '2' } })).data!.pagination.total).toBe(0);
    expect((await list({ filters: { reservoirLevel: [100, 110] } })).data!.pagination.total).toBe(1);

    expect((await call('PUT', `${API}/${FORM}/${id}`, { data: JSON.stringify(inspection({ findings: '无异常' })) })).code).toBe(200);
    const change = await call<OnlineDevRecord>('GET', `${API}/${FORM}/${id}/DataChange`);
    expect(JSON.parse(change.data!.data)).toMatchObject({ findings: '无异常' });
    expect(change.data!.lastModifyTime).toBeTypeOf('number');

    expect((await call('DELETE', `${API}/${FORM}/${id}`)).code).toBe(200);
    expect((await call('GET', `${API}/${FORM}/${id}`)).code).toBe(404);
  });

  it('refuses a missing required field, a wrong kind, an unknown field and an unknown user naming the label, storing nothing', async () => {
    const before = await stored();
    const missing = await create(inspection({ inspector: '' }));
    expect(missing).toMatchObject({ code: 401, msg: '巡检人不能为空' });
    const wrongKind = await create(inspection({ reservoirLevel: '很高' }));
    expect(wrongKind.code).toBe(401);
    expect(wrongKind.msg).toContain('库水位（m）');
    const unknown = await create(inspection({ colour: 'red' }));
    expect(unknown.code).toBe(401);
    expect(unknown.msg).toContain('colour');
    const stranger = await create(inspection({ inspector: 'usr-nobody' }));
    expect(stranger.code).toBe(401);
    expect(stranger.msg).toContain('巡检人');
    expect((await create(inspection({ signature: '' }))).msg).toContain('请签名');
    expect(await stored()).toBe(before);
  });

  it('refuses records of a form never released', async () => {
    await call('POST', '/api/visualdev/Base', {
      fullName: '闸门检查',
      enCode: 'gateCheck',
      formData: formData([required('gate', 'input', '闸门编号'), field('note', 'textarea', '备注')]),
    });
    const draft = await ctx.database.db
      .selectFrom('visualdevBase')
      .select('id')
      .where('enCode', '=', 'gateCheck')
      .executeTakeFirstOrThrow();
    const answer = await call('POST', `${API}/${draft.id}`, { data: JSON.stringify({ gate: 'G-1' }) });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('尚未发布');
    expect((await call('POST', `${API}/no-such-form`, { data: '{}' })).code).toBe(404);
    // A work-order form takes its records through fill-ins, not here.
    expect((await call('POST', `${API}/wo-form-patrol`, { data: '{}' })).code).toBe(404);
    expect((await call('GET', `${API}/wo-form-patrol/Config`)).code).toBe(404);
  });

  it('batch deletes all or nothing', async () => {
    const ids = [(await create(inspection())).data!, (await create(inspection())).data!];
    expect((await call('POST', `${API}/batchDelete/${FORM}`, { ids: [...ids, 'no-such-record'] })).code).toBe(404);
    expect((await list()).data!.pagination.total).toBe(2);
    expect((await call('POST', `${API}/batchDelete/${FORM}`, { ids })).code).toBe(200);
    expect((await list()).data!.pagination.total).toBe(0);
  });

  it('exports the filtered list as xlsx behind a signed link', async () => {
    await create(inspection({ findings: '导出一' }));
    await create(inspection({ findings: '另一条' }));
    const answer = await call<OnlineDevExport>('POST', `${API}/${FORM}/Actions/ExportData`, { keyword: '导出' });
    expect(answer.code).toBe(200);
    const unsigned = await ctx.app.inject({ method: 'GET', url: answer.data!.url.replace(/[?&]sig=[^&]*/, '') });
    expect(unsigned.json()).toMatchObject({ code: 602 });
    const download = await ctx.app.inject({ method: 'GET', url: answer.data!.url });
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toContain('发现问题');
    const row = (sheet.getRow(2).values as unknown[]).filter(Boolean);
    expect(row).toEqual(expect.arrayContaining(['导出一', '王海涛', '晴']));
  });
});

describe('rights', () => {
  it('needs the page for reads and its buttons for writes', async () => {
    expect((await list({}, 'viewer01')).code).toBe(403);
    expect((await create(inspection(), 'viewer01')).code).toBe(403);
    const own = (await create(inspection(), 'duty01')).data!;
    expect((await call('DELETE', `${API}/${FORM}/${own}`, undefined, 'duty01')).code).toBe(403);
  });

  it("keeps another user's records out of reach under scope self", async () => {
    const others = (await create(inspection({ findings: '李静的记录' }), 'duty02')).data!;
    const seen = await list({}, 'duty01');
    expect(seen.data!.list.every((row) => row.creatorUserId === 'usr-duty01')).toBe(true);
    expect((await call('GET', `${API}/${FORM}/${others}`, undefined, 'duty01')).code).toBe(404);
    expect((await call('PUT', `${API}/${FORM}/${others}`, { data: JSON.stringify(inspection()) }, 'duty01')).code).toBe(404);
    expect((await list({ keyword: '李静' }, 'duty02')).data!.pagination.total).toBe(1);
  });

  it('hides a column the caller is not granted from the list', async () => {
    const menu = await ctx.database.db
      .selectFrom('menu')
      .select('id')
      .where('enCode', '=', 'workOrder.damInspection')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('menuElement')
      .values([
        { id: 'col-findings', menuId: menu.id, kind: 'column', enCode: 'findings', fullName: '发现问题' },
        { id: 'col-level', menuId: menu.id, kind: 'column', enCode: 'reservoirLevel', fullName: '库水位' },
      ])
      .execute();
    await ctx.database.db
      .insertInto('roleGrant')
      .values({ roleId: 'role-duty-officer', itemKind: 'column', itemId: 'col-level' })
      .execute();
    const config = await call<OnlineDevConfig>('GET', `${API}/${FORM}/Config`, undefined, 'duty01');
    expect(config.data!.hiddenColumns).toEqual(['findings']);
    const row = (await list({}, 'duty01')).data!.list[0]!;
    expect(row).not.toHaveProperty('findings');
    expect(row).toHaveProperty('reservoirLevel');
  });
});
