import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalizedError } from '../../../server/src/i18n/localized-error';
import { checkHttpTarget } from '../../../server/src/system-data/http-fence';
import { fenceSettings } from '../../../server/src/system-data/fence-settings';
import { readSqliteFile } from '../../../server/src/system-data/sqlite-read-worker';
import { createSystemDataApp, type SystemDataContext } from './system-data-fixture';

let ctx: SystemDataContext;
beforeAll(async () => {
  ctx = await createSystemDataApp();
});
afterAll(async () => {
  await ctx.close();
});

const sqlDefinition = (query: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Probe',
  enCode: `probe${Math.random().toString(36).slice(2, 8)}`,
  dataType: 1,
  query,
  requestParameters: '[]',
  ...extra,
});

async function save(query: string, extra: Record<string, unknown> = {}) {
  return ctx.call<string>('admin', { method: 'POST', url: '/api/system/DataInterface', payload: sqlDefinition(query, extra) });
}

describe('the SQL fence, at save', () => {
  it.each([
    ['DELETE FROM organize', /Only SELECT/],
    ['UPDATE organize SET full_name = 1', /Only SELECT/],
    ['DROP TABLE organize', /Only SELECT|cannot be read/],
    ['INSERT INTO organize (id) VALUES (1)', /Only SELECT/],
    ['SELECT id FROM organize; DELETE FROM organize', /Exactly one statement/],
    ['SELECT * FROM session', /table session|cannot be read/],
    ['SELECT * FROM captcha', /table captcha/],
    ['SELECT account, password_hash FROM users', /table users|column password_hash/],
    ['SELECT o.id FROM organize o JOIN sms_code s ON s.id = o.id', /table sms_code/],
    ['WITH t AS (SELECT id FROM scan_ticket) SELECT * FROM t', /table scan_ticket/],
    ["SELECT pg_read_file('/etc/passwd') FROM organize", /function pg_read_file/],
    ['SELECT id FROM organize WHERE id = @missing', /@missing/],
    ['SELEC id FROM', /cannot be read/],
  ])('%s is refused with a message', async (query, message) => {
    const answer = await save(query);
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(message);
  });

  it('a parameterised SELECT on allowed tables is saved, runs read-only with its values bound, and is logged', async () => {
    const saved = await save('SELECT id, full_name AS "fullName" FROM organize WHERE en_code = @code OR full_name = \'@code\'', {
      requestParameters: JSON.stringify([{ field: 'code', dataType: 'varchar', required: 1 }]),
    });
    expect(saved.code).toBe(200);
    const id = saved.data as string;
    const missing = await ctx.call('admin', { method: 'POST', url: `/api/system/DataInterface/${id}/Actions/Preview`, payload: {} });
    expect(missing.msg).toMatch(/parameter code is required/);
    const undeclared = await ctx.call('admin', {
      method: 'POST',
      url: `/api/system/DataInterface/${id}/Actions/Preview`,
      payload: { code: 'x', limitless: 1 },
    });
    expect({ code: undeclared.code, msg: undeclared.msg }).toEqual({
      code: 401,
      msg: 'limitless is not a parameter of this data interface',
    });
    const injected = await ctx.call<unknown[]>('admin', {
      method: 'POST',
      url: `/api/system/DataInterface/${id}/Actions/Preview`,
      payload: { code: "x' OR '1'='1" },
    });
    expect(injected.data).toEqual([]);
    const organize = await ctx.database.db.selectFrom('organize').select(['id', 'enCode']).limit(1).executeTakeFirstOrThrow();
    const found = await ctx.call<{ id: string }[]>('admin', {
      method: 'POST',
      url: `/api/system/DataInterface/${id}/Actions/Preview`,
      payload: { code: organize.enCode },
    });
    expect(found.data?.map((row) => row.id)).toEqual([organize.id]);
    const log = await ctx.call<{ list: { invokType: string; account: string }[] }>('admin', {
      method: 'GET',
      url: `/api/system/DataInterfaceLog/${id}`,
    });
    expect(log.data?.list.map((entry) => entry.invokType)).toEqual(['ok', 'ok', 'error']);
    expect(log.data?.list[0]?.account).toBe('admin');
  });

  it('a statement stored around the fence is checked again when it runs', async () => {
    const saved = await save('SELECT id FROM organize');
    await ctx.database.db
      .updateTable('dataInterface')
      .set({ query: 'SELECT id FROM login_log' })
      .where('id', '=', saved.data as string)
      .execute();
    const run = await ctx.call('duty', { method: 'GET', url: `/api/system/DataInterface/${saved.data as string}/Actions/Response` });
    expect(run.code).toBe(400);
    expect(run.msg).toMatch(/table login_log/);
  });

  it('the demo SQL definition lists organisations through the popup-select list, paged and filtered', async () => {
    const page = await ctx.call<{ list: { fullName: string }[]; pagination: { total: number } }>('duty', {
      method: 'POST',
      url: '/api/system/DataInterface/di-organize-list/Actions/List',
      payload: { currentPage: 1, pageSize: 2, keyword: '' },
    });
    expect(page.code).toBe(200);
    expect(page.data?.list.length).toBe(2);
    expect(page.data?.pagination.total).toBeGreaterThan(2);
    const first = page.data?.list[0]?.fullName as string;
    const byIds = await ctx.call<{ fullName: string }[]>('duty', {
      method: 'POST',
      url: '/api/system/DataInterface/di-organize-list/Actions/InfoByIds',
      payload: { ids: [first], propsValue: 'fullName' },
    });
    expect(byIds.data?.map((row) => row.fullName)).toEqual([first]);
  });

  it('only the data-interface page may read or change definitions', async () => {
    expect((await ctx.call('duty', { method: 'GET', url: '/api/system/DataInterface' })).code).toBe(403);
    expect(
      (await ctx.call('duty', { method: 'POST', url: '/api/system/DataInterface/di-organize-list/Actions/Preview', payload: {} })).code,
    ).toBe(403);
    expect(
      (await ctx.call('duty', { method: 'POST', url: '/api/system/DataInterface', payload: sqlDefinition('SELECT id FROM organize') }))
        .code,
    ).toBe(403);
  });
});

describe('the HTTP fence', () => {
  it.each([
    'http://127.0.0.1/x',
    'http://localhost:8080/',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://192.168.0.10/',
  ])('%s is refused at save', async (address) => {
    const answer = await ctx.call('admin', {
      method: 'POST',
      url: '/api/system/DataInterface',
      payload: {
        fullName: 'Probe',
        enCode: `http${Math.random().toString(36).slice(2, 8)}`,
        dataType: 3,
        path: address,
        requestMethod: 'GET',
      },
    });
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(/non-public address/);
  });

  it('a host an administrator allows by configuration passes; a file: URL never does', async () => {
    const settings = fenceSettings({ DATA_INTERFACE_ALLOWED_HOSTS: 'localhost, 127.0.0.1' });
    await expect(checkHttpTarget('http://127.0.0.1:8080/api/system/weather', settings)).resolves.toBeInstanceOf(URL);
    await expect(checkHttpTarget('file:///etc/passwd', settings)).rejects.toBeInstanceOf(LocalizedError);
  });

  it('the seeded HTTP definition pointing at this server stays disabled and refused', async () => {
    const run = await ctx.call('admin', { method: 'POST', url: '/api/system/DataInterface/di-weather/Actions/Preview', payload: {} });
    expect(run.code).toBe(400);
    expect(run.msg).toMatch(/non-public address/);
  });
});

describe('the SQL fence, at run', () => {
  it('a SQLite file is read through a read-only connection that is stopped at the time limit', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-fence-')), 'fence.db');
    const db = new SQLite(file);
    db.exec("CREATE TABLE organize (id TEXT); INSERT INTO organize VALUES ('a'), ('b');");
    db.close();
    const rows = await readSqliteFile({ path: file, text: 'SELECT id FROM organize ORDER BY id', values: [], timeoutMs: 5_000 });
    expect(rows).toEqual([{ id: 'a' }, { id: 'b' }]);
    await expect(readSqliteFile({ path: file, text: 'DELETE FROM organize RETURNING id', values: [], timeoutMs: 5_000 })).rejects.toThrow(
      /readonly|read-only/i,
    );
    // Millions of steps against a limit of 50 ms: the caller hears "took longer" and the worker is terminated. (Bounded,
    // so the abandoned thread ends soon after: SQLite cannot be interrupted mid-step.)
    const slow = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT count(*) FROM n';
    await expect(readSqliteFile({ path: file, text: slow, values: [], timeoutMs: 50 })).rejects.toThrow(/longer than 50 ms/);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
