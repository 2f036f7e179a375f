import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../monitoring/multipart';
import { login } from '../oauth/support/sign-in-fixtures';
import type { ShellTestContext } from './shell-fixture';
import { ORG, createUsersAdminApp, envelope } from './users-admin-fixture';

let ctx: ShellTestContext;
beforeAll(async () => {
  ctx = await createUsersAdminApp();
  // A second "Field team", so a bare name is ambiguous and only the path tells them apart.
  await ctx.database.db
    .insertInto('organize')
    .values({
      id: 'dept-a-field',
      parentId: ORG.a,
      category: 'department',
      enCode: 'A-FIELD',
      fullName: 'Field team',
      sortCode: 90,
      createdAt: 1_700_000_000_000,
    })
    .execute();
});
afterAll(async () => {
  await ctx.close();
});

type Who = keyof ShellTestContext['tokens'];
const EN = { 'accept-language': 'en' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readWorkbook(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  return workbook;
}

function sheetRows(sheet: ExcelJS.Worksheet | undefined): string[][] {
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

async function xlsxFile(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function exportUsers(payload: Record<string, unknown>, who: Who = 'admin', headers: Record<string, string> = {}) {
  return ctx.as(who, { method: 'POST', url: '/api/permission/Users/Actions/Export', payload, headers });
}

async function importFile(file: { name: string; content: Buffer | string }, who: Who = 'manager', headers: Record<string, string> = {}) {
  const body = multipartBody({}, { ...file, type: 'application/octet-stream' });
  return envelope<{
    created: number;
    users: { account: string; initialPassword: string }[];
    errors: { row: number; field: string; reason: string }[];
  }>(
    await ctx.as(who, {
      method: 'POST',
      url: '/api/permission/Users/Actions/Import',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    }),
  );
}

async function accountsLike(prefix: string): Promise<string[]> {
  const rows = await ctx.database.db
    .selectFrom('users')
    .select('account')
    .where('account', 'like', `${prefix}%`)
    .orderBy('account')
    .execute();
  return rows.map((row) => row.account);
}

describe('POST /api/permission/Users/Actions/Export', () => {
  it('answers an xlsx of every matching user with the header in the caller language', async () => {
    const response = await exportUsers({ organizeId: ORG.a }, 'admin', EN);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="users.xlsx"; filename*=UTF-8''users.xlsx`);
    const rows = sheetRows((await readWorkbook(response)).worksheets[0]);
    expect(rows[0]).toEqual(['Account', 'Name', 'Organisation', 'Position', 'Roles', 'Mobile phone', 'Email', 'Status', 'Created']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['admin', 'manager01', 'limited01', 'staff01', 'chief', 'gone01', 'closed01']);
    // 1_700_000_000_000 is 2023-11-14 22:13:20 UTC: the site's zone (Asia/Shanghai) unless the caller names one.
    expect(rows[1]).toEqual([
      'admin',
      '林志远',
      '澜江水务/调度中心',
      '值班调度员',
      '系统管理员',
      '13600571001',
      '',
      'Enabled',
      '2023-11-15 06:13:20',
    ]);
    expect(rows[6]?.[7]).toBe('Disabled');
    const utc = sheetRows((await readWorkbook(await exportUsers({ keyword: 'chief', timeZone: 'UTC' }))).worksheets[0]);
    expect(utc).toEqual([
      ['账号', '姓名', '所属组织', '岗位', '角色', '手机号', '邮箱', '状态', '创建时间'],
      ['chief', '赵总', '澜江水务', '', '', '', '', '启用', '2023-11-14 22:13:20'],
    ]);
  });

  it('names the file in the caller language and follows keyword and sort', async () => {
    const response = await exportUsers({ keyword: 'bulk00', sidx: 'account', sort: 'desc' });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="users.xlsx"; filename*=UTF-8''${encodeURIComponent('用户列表')}.xlsx`,
    );
    const rows = sheetRows((await readWorkbook(response)).worksheets[0]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'bulk009',
      'bulk008',
      'bulk007',
      'bulk006',
      'bulk005',
      'bulk004',
      'bulk003',
      'bulk002',
      'bulk001',
    ]);
  });

  it('leaves out the columns the caller may not see', async () => {
    // role-limited holds the account and name columns of the four the fixture's user menu defines.
    const response = await exportUsers({ organizeId: ORG.dam }, 'limited');
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(sheetRows((await readWorkbook(response)).worksheets[0])).toEqual([
      ['账号', '姓名', '所属组织', '岗位', '角色', '状态', '创建时间'],
      ['limited01', '李静', '澜江水务/大坝安全部', '', '只读管理', '启用', '2023-11-15 06:13:20'],
      ['staff01', '张建国', '澜江水务/大坝安全部/监测组', '', '普通员工', '启用', '2023-11-15 06:13:20'],
    ]);
    // Sorting by a hidden column is refused as in the list.
    expect(envelope(await exportUsers({ sidx: 'mobilePhone' }, 'limited')).code).toBe(401);
  });

  it('answers the JSON envelope when refused', async () => {
    const refused = await exportUsers({}, 'staff');
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json().code).toBe(403);
    expect((await exportUsers({ organizeId: 'no-such-org' })).json().code).toBe(404);
    expect((await exportUsers({ timeZone: 'Mars/Olympus' })).json().code).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/permission/Users/Actions/Export', payload: {} });
    expect(anonymous.json().code).toBe(602);
  });
});

describe('POST /api/permission/Users/Actions/ImportTemplate', () => {
  it('answers the empty template with its header row and a notes sheet holding an example row', async () => {
    const response = await ctx.as('manager', { method: 'POST', url: '/api/permission/Users/Actions/ImportTemplate' });
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('用户导入模板')}.xlsx`);
    const workbook = await readWorkbook(response);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['用户', '说明']);
    expect(sheetRows(workbook.worksheets[0])).toEqual([['账号', '姓名', '手机号', '邮箱', '所属组织', '岗位', '状态']]);
    const notes = sheetRows(workbook.worksheets[1]);
    expect(notes[1]).toEqual(['账号', '姓名', '手机号', '邮箱', '所属组织', '岗位', '状态']);
    expect(notes[2]).toEqual(['chenxiao', '陈晓', '13800138000', 'chenxiao@example.com', '澜江水务/调度中心', '值班调度员', '启用']);
  });

  it('needs btn_import', async () => {
    expect((await ctx.as('limited', { method: 'POST', url: '/api/permission/Users/Actions/ImportTemplate' })).json().code).toBe(403);
  });
});

describe('POST /api/permission/Users/Actions/Import', () => {
  it('creates every user of a good xlsx in one go; each signs in with the initial password it answers', async () => {
    const file = await xlsxFile([
      ['Account', 'Name', 'Mobile phone', 'Email', 'Organisation', 'Position', 'Status'],
      ['imp01', '导入一', '13800138201', 'imp01@lanjiang.cn', '澜江水务/大坝安全部/监测组', 'DUTY', '启用'],
      [],
      ['imp02', '导入二', null, null, '调度中心', '值班调度员', 0],
      ['imp03', '导入三', 13800138203, null, 'Alpha Hydro/Field team', null, null],
    ]);
    const answer = await importFile({ name: 'users.xlsx', content: file });
    expect(answer).toMatchObject({ code: 200, msg: '成功导入 3 个用户', data: { created: 3 } });
    const users = answer.data?.users ?? [];
    expect(users.map((user) => user.account)).toEqual(['imp01', 'imp02', 'imp03']);
    for (const user of users) expect(user.initialPassword).toMatch(/^[A-Za-z0-9]{12}$/);

    const rows = await ctx.database.db
      .selectFrom('users')
      .select(['account', 'organizeId', 'departmentId', 'positionId', 'mobilePhone', 'enabledMark'])
      .where('account', 'in', ['imp01', 'imp02', 'imp03'])
      .orderBy('account')
      .execute();
    expect(rows).toEqual([
      {
        account: 'imp01',
        organizeId: ORG.a,
        departmentId: ORG.damSensors,
        positionId: 'pos-duty',
        mobilePhone: '13800138201',
        enabledMark: 1,
      },
      { account: 'imp02', organizeId: ORG.a, departmentId: ORG.dispatch, positionId: 'pos-duty', mobilePhone: null, enabledMark: 0 },
      { account: 'imp03', organizeId: ORG.b, departmentId: ORG.bField, positionId: null, mobilePhone: '13800138203', enabledMark: 1 },
    ]);
    const [first, , third] = users;
    expect((await login(ctx.app, { account: 'imp01', password: first?.initialPassword ?? '' })).body.code).toBe(200);
    expect((await login(ctx.app, { account: 'imp03', password: third?.initialPassword ?? '' })).body.code).toBe(200);
  });

  it('reads CSV with a byte-order mark and headers in Chinese', async () => {
    const csv = '\uFEFF账号,姓名,手机号,邮箱,所属组织,岗位,状态\r\ncsv01,表格一,13800138301,,Alpha Hydro,,禁用\r\n';
    const answer = await importFile({ name: '用户.csv', content: csv });
    expect(answer).toMatchObject({ code: 200, data: { created: 1 } });
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['organizeId', 'departmentId', 'enabledMark'])
      .where('account', '=', 'csv01')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ organizeId: ORG.b, departmentId: null, enabledMark: 0 });
  });

  it('writes nothing when one row is bad, and lists every error with its row', async () => {
    const file = await xlsxFile([
      ['账号', '姓名', '手机号', '邮箱', '所属组织', '岗位', '状态'],
      ['bad01', '好行', '13800138401', null, '调度中心', null, null],
      ['bad02', '坏手机', '1380013', null, '调度中心', null, null],
      ['BAD01', '重复', null, null, '调度中心', null, null],
      ['STAFF01', '已有', null, null, 'Nowhere', 'ghost', 'maybe'],
      ['bad05', '歧义', null, null, 'Field team', null, null],
    ]);
    const zh = await importFile({ name: 'users.xlsx', content: file });
    expect(zh.code).toBe(401);
    expect(zh.msg).toBe('第 3 行：手机号格式不正确（共 4 行有误）');
    const en = await importFile({ name: 'users.xlsx', content: file }, 'manager', EN);
    expect(en.msg).toBe('Row 3: mobile phone is invalid (4 rows have errors)');
    expect(en.data?.errors).toEqual([
      { row: 3, field: 'mobilePhone', reason: 'mobile phone is invalid' },
      { row: 4, field: 'account', reason: 'account BAD01 repeats row 2' },
      { row: 5, field: 'organize', reason: 'organisation "Nowhere" does not exist' },
      { row: 5, field: 'enabledMark', reason: 'status must be enabled (1) or disabled (0)' },
      { row: 5, field: 'account', reason: 'Account STAFF01 already exists' },
      { row: 6, field: 'organize', reason: 'organisation "Field team" matches more than one, give the full path or the code' },
    ]);
    expect(await accountsLike('bad')).toEqual([]);

    const one = await importFile({ name: 'users.csv', content: 'account,realName,organize\nbad09,单行,Nowhere\n' }, 'manager', EN);
    expect(one).toMatchObject({ code: 401, msg: 'Row 2: organisation "Nowhere" does not exist' });
    expect(await accountsLike('bad')).toEqual([]);
  });

  it('refuses files it cannot take', async () => {
    const msgOf = async (name: string, content: string | Buffer) => (await importFile({ name, content }, 'manager', EN)).msg;
    expect(await msgOf('users.txt', 'account\n')).toBe('Only .xlsx and .csv files can be imported');
    expect(await msgOf('users.xls', 'binary')).toBe('Only .xlsx and .csv files can be imported');
    expect(await msgOf('users.xlsx', 'not a zip')).toBe('The file could not be read; please use the import template');
    expect(await msgOf('users.csv', 'account,realName\nx1,y\n')).toBe('Required columns are missing: Organisation');
    expect(await msgOf('users.csv', 'account,realName,organize\n')).toBe('The file holds no users');
    const tooMany = ['account,realName,organize', ...Array.from({ length: 5001 }, (_, i) => `many${i},n,Alpha Hydro`)].join('\n');
    expect(await msgOf('users.csv', tooMany)).toBe('At most 5,000 rows can be imported at once; the file has 5,001');
    expect(await msgOf('users.csv', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'))).toBe('The file must be at most 5 MB');
    const fieldsOnly = multipartBody({ note: 'x' });
    const noFile = await ctx.as('manager', {
      method: 'POST',
      url: '/api/permission/Users/Actions/Import',
      payload: fieldsOnly.payload,
      headers: { ...fieldsOnly.headers, ...EN },
    });
    expect(noFile.json()).toEqual({ code: 401, msg: 'Send the file in the "file" field' });
    const broken = await ctx.as('manager', {
      method: 'POST',
      url: '/api/permission/Users/Actions/Import',
      payload: fieldsOnly.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=not-the-one', ...EN },
    });
    expect(broken.json()).toEqual({ code: 401, msg: 'The file could not be read; please use the import template' });
    expect(await accountsLike('many')).toEqual([]);
  });

  it('needs btn_import and a session', async () => {
    const file = { name: 'users.csv', content: 'account,realName,organize\nperm01,权限,Alpha Hydro\n' };
    expect((await importFile(file, 'limited')).code).toBe(403);
    expect((await importFile(file, 'staff')).code).toBe(403);
    const body = multipartBody({}, file);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/permission/Users/Actions/Import',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.json().code).toBe(602);
    expect(await accountsLike('perm')).toEqual([]);
  });
});
