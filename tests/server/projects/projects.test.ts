import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectGroupOption } from '../../../server/src/routes/projects/project-options';
import { createTestApp, type TestContext } from '../support/test-app';
import { call, signInAs } from '../current-user/sign-in-as';

const QINGSHUI = {
  label: '青水水库大坝',
  value: 'prj-qingshui-dam',
  latitude: 30.21372,
  longitude: 119.36518,
  orgId: 'dept-dam-safety',
  projectTypeId: 'reservoir',
  menuProjectType: 2,
};
const LANJIANG = {
  label: '澜江河道巡查',
  value: 'prj-lanjiang-patrol',
  latitude: 30.04871,
  longitude: 119.95426,
  orgId: 'dept-river-patrol',
  projectTypeId: 'river-patrol',
  menuProjectType: 3,
};

describe('project calls', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const options = async (userId: string) => {
    const body = await call(ctx, 'POST', '/api/busProject/BusProject/getProject', await signInAs(ctx, userId), {});
    expect(body.code).toBe(200);
    return body.data as ProjectGroupOption[];
  };

  it('gives an administrator every project, grouped, as manager', async () => {
    const groups = await options('usr-admin');
    expect(groups.map((g) => g.label)).toEqual(['水库工程', '河道工程']);
    for (const group of groups) expect(group.value).toMatch(/^grp-[0-9a-f]{12}$/);
    expect(groups[0]?.value).not.toBe(groups[1]?.value);
    expect(groups[0]?.children).toEqual([{ ...QINGSHUI, isManager: 1 }]);
    expect(groups[1]?.children).toEqual([{ ...LANJIANG, isManager: 1 }]);
  });

  it('gives other people only their projects, with their own manager flag', async () => {
    expect(await options('usr-engineer01')).toEqual([
      { label: '水库工程', value: expect.any(String), children: [{ ...QINGSHUI, isManager: 1 }] },
    ]);
    expect(await options('usr-patrol01')).toEqual([
      { label: '河道工程', value: expect.any(String), children: [{ ...LANJIANG, isManager: 1 }] },
    ]);
    const engineer02 = await options('usr-engineer02');
    expect(engineer02.flatMap((g) => g.children).map((p) => [p.value, p.isManager])).toEqual([
      ['prj-qingshui-dam', 0],
      ['prj-lanjiang-patrol', 0],
    ]);
  });

  it('gives a person without memberships an empty list', async () => {
    expect(await options('usr-viewer02')).toEqual([]);
  });

  it('keeps a group id stable across calls and people', async () => {
    const [a, b] = [await options('usr-admin'), await options('usr-duty02')];
    expect(b[0]?.value).toBe(a[0]?.value);
  });

  it('lists the projects without an exhibition page as {list}', async () => {
    const token = await signInAs(ctx, 'usr-duty01');
    const body = await call(ctx, 'POST', '/api/wxprojectexhibition/WXProjectExhibition/getNoExhibitionProject', token, {});
    expect(body.code).toBe(200);
    expect((body.data as { list: { id: string; fullName: string }[] }).list.map((p) => [p.id, p.fullName])).toEqual([
      ['prj-qingshui-dam', '青水水库大坝'],
      ['prj-lanjiang-patrol', '澜江河道巡查'],
    ]);
    const empty = await call(
      ctx,
      'POST',
      '/api/wxprojectexhibition/WXProjectExhibition/getNoExhibitionProject',
      await signInAs(ctx, 'usr-viewer02'),
    );
    expect(empty).toMatchObject({ code: 200, data: { list: [] } });
  });

  it('asks for sign-in (602) on the project calls', async () => {
    expect((await call(ctx, 'POST', '/api/busProject/BusProject/getProject', undefined, {})).code).toBe(602);
    expect((await call(ctx, 'POST', '/api/wxprojectexhibition/WXProjectExhibition/getNoExhibitionProject')).code).toBe(602);
  });

  it('answers the app QR text: the configured download address, else this console', async () => {
    const fallback = await ctx.app.inject({
      method: 'GET',
      url: '/api/busProject/BusProject/getAppCode',
      headers: { host: 'sluice.example.org:8080' },
    });
    expect(fallback.json()).toEqual({ code: 200, msg: 'Success', data: 'http://sluice.example.org:8080/' });
    await ctx.database.db
      .insertInto('sysConfig')
      .values({ key: 'appDownloadUrl', value: 'https://app.lanjiang-water.cn/sluice.apk' })
      .execute();
    expect((await call(ctx, 'GET', '/api/busProject/BusProject/getAppCode')).data).toBe('https://app.lanjiang-water.cn/sluice.apk');
  });
});
