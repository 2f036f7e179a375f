import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../monitoring/multipart';
import { createSystemDataApp, type SystemDataContext } from './system-data-fixture';

let ctx: SystemDataContext;
beforeAll(async () => {
  ctx = await createSystemDataApp();
});
afterAll(async () => {
  await ctx.close();
});

interface Node {
  id: string;
  enCode: string;
  fullName: string;
  children?: Node[];
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Entries');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importInto(typeId: string, content: Buffer) {
  const body = multipartBody({}, { name: 'entries.xlsx', content, type: 'application/octet-stream' });
  return ctx.call<{ created?: number; errors?: { row: number; field: string; reason: string }[] }>('admin', {
    method: 'POST',
    url: `/api/system/DictionaryData/${typeId}/Actions/Import`,
    payload: body.payload,
    headers: body.headers,
  });
}

describe('dictionary types and entries', () => {
  let typeId = '';
  let rootId = '';
  it('creates a tree type and nested entries; duplicates, cycles and a type with entries are refused', async () => {
    const type = await ctx.call<string>('admin', {
      method: 'POST',
      url: '/api/system/DictionaryType',
      payload: { fullName: 'Gate kinds', enCode: 'gateKind', isTree: 1 },
    });
    typeId = type.data as string;
    expect(
      (await ctx.call('admin', { method: 'POST', url: '/api/system/DictionaryType', payload: { fullName: 'Again', enCode: 'gateKind' } }))
        .msg,
    ).toMatch(/already has this code/);
    const root = await ctx.call<string>('admin', {
      method: 'POST',
      url: '/api/system/DictionaryData',
      payload: { dictionaryTypeId: typeId, fullName: 'Radial', enCode: 'radial' },
    });
    rootId = root.data as string;
    const child = await ctx.call<string>('admin', {
      method: 'POST',
      url: '/api/system/DictionaryData',
      payload: { dictionaryTypeId: typeId, parentId: rootId, fullName: 'Radial, small', enCode: 'radial.small' },
    });
    expect(child.code).toBe(200);
    const duplicate = await ctx.call('admin', {
      method: 'POST',
      url: '/api/system/DictionaryData',
      payload: { dictionaryTypeId: typeId, fullName: 'Twice', enCode: 'radial' },
    });
    expect(duplicate.msg).toMatch(/already has this code/);
    const cycle = await ctx.call('admin', {
      method: 'PUT',
      url: `/api/system/DictionaryData/${rootId}`,
      payload: { dictionaryTypeId: typeId, parentId: child.data as string, fullName: 'Radial', enCode: 'radial' },
    });
    expect(cycle.msg).toMatch(/under itself/);
    const tree = await ctx.call<{ list: Node[] }>('admin', { method: 'GET', url: `/api/system/DictionaryData/${typeId}` });
    expect(tree.data?.list.map((node) => [node.enCode, node.children?.map((c) => c.enCode)])).toEqual([['radial', ['radial.small']]]);
    const flat = await ctx.call<{ list: Node[] }>('admin', { method: 'GET', url: `/api/system/DictionaryData/${typeId}?isTree=0` });
    expect(flat.data?.list.map((node) => node.enCode)).toEqual(['radial', 'radial.small']);
    expect((await ctx.call('admin', { method: 'DELETE', url: `/api/system/DictionaryType/${typeId}` })).msg).toMatch(/still has entries/);
  });

  it('the cached reference list follows writes, and disabled entries leave it', async () => {
    const before = await ctx.call<{ list: { enCode: string; dictionaryList: Node[] }[] }>('duty', {
      method: 'GET',
      url: '/api/system/DictionaryData/All',
    });
    expect(before.data?.list.find((type) => type.enCode === 'patrolType')?.dictionaryList.map((entry) => entry.enCode)).toContain('daily');
    expect(before.data?.list.find((type) => type.enCode === 'gateKind')?.dictionaryList[0]?.children?.[0]?.enCode).toBe('radial.small');
    await ctx.call('admin', { method: 'PUT', url: `/api/system/DictionaryData/${rootId}/Actions/State` });
    const after = await ctx.call<{ list: { enCode: string; dictionaryList: Node[] }[] }>('duty', {
      method: 'GET',
      url: '/api/system/DictionaryData/All',
    });
    expect(after.data?.list.find((type) => type.enCode === 'gateKind')?.dictionaryList.map((entry) => entry.enCode)).toEqual([
      'radial.small',
    ]);
  });

  it('the generated patrol-type screen reads its entries by type id; the admin calls need the dictionary page', async () => {
    const options = await ctx.call<{ list: Node[] }>('duty', {
      method: 'GET',
      url: '/api/system/DictionaryData/dict-patrol-type/Data/Selector',
    });
    expect(options.data?.list.map((entry) => entry.enCode)).toEqual(['daily', 'periodic', 'special', 'flood']);
    expect((await ctx.call('duty', { method: 'GET', url: '/api/system/DictionaryType' })).code).toBe(403);
    expect(
      (
        await ctx.call('duty', {
          method: 'POST',
          url: '/api/system/DictionaryData',
          payload: { dictionaryTypeId: typeId, fullName: 'x', enCode: 'x' },
        })
      ).code,
    ).toBe(403);
  });

  it('exports a type as a workbook and imports one back, all or nothing', async () => {
    const exported = await ctx.raw('admin', { method: 'GET', url: `/api/system/DictionaryData/${typeId}/Action/Export` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    expect(workbook.worksheets[0]?.getRow(3).getCell(3).text).toBe('radial');

    const bad = await importInto(
      typeId,
      await xlsx([
        ['Name', 'Code', 'Parent code'],
        ['Flap', 'flap'],
        ['Flap, tall', 'flap.tall', 'flap'],
        ['', 'mitre'],
        ['Roller', 'roller', 'nowhere'],
      ]),
    );
    expect(bad.code).toBe(401);
    expect(bad.msg).toMatch(/Nothing was imported: 2 problem\(s\), the first on row 4/);
    expect(bad.data?.errors).toEqual([
      { row: 4, field: 'fullName', reason: expect.stringMatching(/name is required/) },
      { row: 5, field: 'parentCode', reason: expect.stringMatching(/parent code/) },
    ]);
    const unchanged = await ctx.call<{ list: Node[] }>('admin', { method: 'GET', url: `/api/system/DictionaryData/${typeId}?isTree=0` });
    expect(unchanged.data?.list.map((node) => node.enCode)).toEqual(['radial', 'radial.small']);

    const good = await importInto(
      typeId,
      await xlsx([
        ['Name', 'Code', 'Parent code'],
        ['Flap', 'flap'],
        ['Flap, tall', 'flap.tall', 'flap'],
      ]),
    );
    expect(good).toMatchObject({ code: 200, data: { created: 2 } });
    const tree = await ctx.call<{ list: Node[] }>('admin', { method: 'GET', url: `/api/system/DictionaryData/${typeId}` });
    expect(tree.data?.list.find((node) => node.enCode === 'flap')?.children?.map((c) => c.enCode)).toEqual(['flap.tall']);
  });
});

describe('print templates', () => {
  it('sanitises the HTML on the way in, copies, exports, offers enabled templates by type and lists their fields', async () => {
    const created = await ctx.call<string>('admin', {
      method: 'POST',
      url: '/api/system/printDev',
      payload: {
        fullName: 'Gate log',
        enCode: 'gateLog',
        type: 2,
        printTemplate: '<p onclick="steal()">{{ gateNo }}</p><script>alert(1)</script><b>{{opened}}</b>',
      },
    });
    const id = created.data as string;
    const one = await ctx.call<{ printTemplate: string }>('admin', { method: 'GET', url: `/api/system/printDev/${id}` });
    expect(one.data?.printTemplate).toBe('<p>{{ gateNo }}</p><b>{{opened}}</b>');
    expect(
      (
        await ctx.call('admin', {
          method: 'POST',
          url: '/api/system/printDev',
          payload: { fullName: 'x', enCode: 'gateLog', type: 1, printTemplate: '' },
        })
      ).msg,
    ).toMatch(/already has this code/);
    const copy = await ctx.call<string>('admin', { method: 'POST', url: `/api/system/printDev/${id}/Actions/Copy` });
    const copied = await ctx.call<{ enCode: string; enabledMark: number }>('admin', {
      method: 'GET',
      url: `/api/system/printDev/${copy.data as string}`,
    });
    expect(copied.data).toMatchObject({ enCode: 'gateLog_copy', enabledMark: 0 });
    const selector = await ctx.call<{ list: { enCode: string }[] }>('duty', { method: 'GET', url: '/api/system/printDev/Selector?type=2' });
    expect(selector.data?.list.map((item) => item.enCode)).toEqual(['workOrderPrint', 'gateLog']);
    const fields = await ctx.call<{ field: string }[]>('duty', { method: 'POST', url: '/api/system/printDev/Fields', payload: { id } });
    expect(fields.data?.map((field) => field.field)).toEqual(['gateNo', 'opened']);
    const exported = await ctx.raw('admin', { method: 'GET', url: `/api/system/printDev/${id}/Actions/Export` });
    expect(JSON.parse(exported.body)).toMatchObject({ enCode: 'gateLog', type: 2 });
    expect((await ctx.call('duty', { method: 'POST', url: `/api/system/printDev/${id}/Actions/Copy` })).code).toBe(403);
    expect((await ctx.call('admin', { method: 'DELETE', url: `/api/system/printDev/${id}` })).code).toBe(200);
  });
});
