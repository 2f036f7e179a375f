import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG, createShellTestApp, type ShellTestContext } from './shell-fixture';
import { envelope, sessionFor } from './users-admin-fixture';

interface PositionItem {
  id: string;
  fullName: string;
  enCode: string;
  organizeId: string;
  organizeName: string;
  sortCode: number;
  enabledMark: number;
}

let ctx: ShellTestContext;
let positionKeeper: string;
beforeAll(async () => {
  ctx = await createShellTestApp();
  const db = ctx.database.db;
  // pos-duty (值班调度员, code duty, dispatch, sort 0) comes with the shell fixture.
  await db
    .insertInto('position')
    .values([
      { id: 'pos-dam-engineer', organizeId: ORG.dam, enCode: 'dam-engineer', fullName: '大坝安全工程师', sortCode: 20, enabledMark: 1 },
      { id: 'pos-sensor-tech', organizeId: ORG.damSensors, enCode: 'sensor-tech', fullName: '监测技术员', sortCode: 10, enabledMark: 1 },
      { id: 'pos-retired', organizeId: ORG.dam, enCode: 'retired', fullName: '已撤销岗位', sortCode: 30, enabledMark: 0 },
      { id: 'pos-field', organizeId: ORG.bField, enCode: 'FIELD-LEAD', fullName: 'Field lead', sortCode: 5, enabledMark: 1 },
    ])
    .execute();
  // Someone who manages positions but not users.
  await db
    .insertInto('menu')
    .values({ id: 'menu-position', parentId: '-1', enCode: 'system.position', fullName: '岗位管理', type: 2, enabledMark: 1 })
    .execute();
  await db.insertInto('role').values({ id: 'role-positions', enCode: 'positions', fullName: '岗位管理员' }).execute();
  await db.insertInto('roleGrant').values({ roleId: 'role-positions', itemKind: 'menu', itemId: 'menu-position' }).execute();
  await db.insertInto('userRole').values({ userId: 'u-chief', roleId: 'role-positions' }).execute();
  positionKeeper = await sessionFor(ctx, 'u-chief');
});
afterAll(async () => {
  await ctx.close();
});

async function listPositions(query: Record<string, string>, token = ctx.tokens.admin) {
  return envelope<{ list: PositionItem[]; pagination: { currentPage: number; pageSize: number; total: number } }>(
    await ctx.app.inject({ method: 'GET', url: '/api/permission/Position', query, headers: { authorization: token } }),
  );
}

const ids = (body: { data?: { list: PositionItem[] } }) => body.data?.list.map((item) => item.id);

describe('GET /api/permission/Position', () => {
  it('pages the enabled positions by sort code with their organisation path', async () => {
    const body = await listPositions({ currentPage: '1', pageSize: '2' });
    expect(body.code).toBe(200);
    expect(body.data?.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 4 });
    expect(body.data?.list[0]).toEqual({
      id: 'pos-duty',
      fullName: '值班调度员',
      enCode: 'duty',
      organizeId: ORG.dispatch,
      organizeName: '澜江水务/调度中心',
      sortCode: 0,
      enabledMark: 1,
    });
    expect(ids(await listPositions({ currentPage: '2', pageSize: '2' }))).toEqual(['pos-sensor-tech', 'pos-dam-engineer']);
  });

  it('matches the keyword on name and code, case-insensitively', async () => {
    expect(ids(await listPositions({ keyword: '工程师' }))).toEqual(['pos-dam-engineer']);
    expect(ids(await listPositions({ keyword: 'field-' }))).toEqual(['pos-field']);
    expect(ids(await listPositions({ keyword: 'nothing like it' }))).toEqual([]);
  });

  it('filters by an organisation and the units below it', async () => {
    expect(ids(await listPositions({ organizeId: ORG.dam }))).toEqual(['pos-sensor-tech', 'pos-dam-engineer']);
    expect(ids(await listPositions({ organizeId: ORG.b }))).toEqual(['pos-field']);
    expect((await listPositions({ organizeId: 'no-such-org' })).code).toBe(404);
  });

  it('answers disabled positions only when asked', async () => {
    expect(ids(await listPositions({ enabledMark: '0' }))).toEqual(['pos-retired']);
    expect(ids(await listPositions({ enabledMark: 'all', organizeId: ORG.dam }))).toEqual([
      'pos-sensor-tech',
      'pos-dam-engineer',
      'pos-retired',
    ]);
    expect(ids(await listPositions({ enabledMark: '1', organizeId: ORG.dam }))).toEqual(['pos-sensor-tech', 'pos-dam-engineer']);
    expect((await listPositions({ enabledMark: 'sometimes' })).code).toBe(401);
  });

  it('sorts by sortCode, fullName or enCode only', async () => {
    // Lower-case codes only: how upper case sorts against lower case depends on the database's collation.
    expect(ids(await listPositions({ sidx: 'enCode', sort: 'desc', organizeId: ORG.a }))).toEqual([
      'pos-sensor-tech',
      'pos-duty',
      'pos-dam-engineer',
    ]);
    expect(ids(await listPositions({ sidx: 'sortCode', sort: 'desc' }))).toEqual([
      'pos-dam-engineer',
      'pos-sensor-tech',
      'pos-field',
      'pos-duty',
    ]);
    const refused = await listPositions({ sidx: 'organizeId' });
    expect(refused).toMatchObject({ code: 401, msg: 'sidx must be one of: sortCode, fullName, enCode' });
  });

  it('is open to people with the user page or the position page, and no one else', async () => {
    expect((await listPositions({}, ctx.tokens.limited)).code).toBe(200);
    expect((await listPositions({}, positionKeeper)).code).toBe(200);
    expect((await listPositions({}, ctx.tokens.staff)).code).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/permission/Position' });
    expect(anonymous.json().code).toBe(602);
  });
});

describe('GET /api/permission/Position/{id}', () => {
  it('answers one position, enabled or not', async () => {
    const one = envelope<PositionItem>(await ctx.as('limited', { method: 'GET', url: '/api/permission/Position/pos-retired' }));
    expect(one).toMatchObject({
      code: 200,
      data: { id: 'pos-retired', fullName: '已撤销岗位', organizeName: '澜江水务/大坝安全部', enabledMark: 0 },
    });
    expect(envelope(await ctx.as('admin', { method: 'GET', url: '/api/permission/Position/nope' })).code).toBe(404);
    expect(envelope(await ctx.as('staff', { method: 'GET', url: '/api/permission/Position/pos-duty' })).code).toBe(403);
  });
});
