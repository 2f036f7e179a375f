import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonitoringApp, RESERVOIR, RIVER, type MonitoringContext } from './monitoring-test-app';
import { multipartBody } from './multipart';

describe('monitoring access rules', () => {
  let ctx: MonitoringContext;
  const ts = Date.now() - 60_000;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const count = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('reading')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it('answers 403 to a viewer sending readings or importing a file, and stores nothing', async () => {
    const json = await ctx.call('viewer', {
      method: 'POST',
      url: '/api/monitoring/readings',
      payload: { readings: [{ pointId: 'mp-qs-sw1', ts, value: 179 }] },
    });
    expect(json).toEqual({ code: 403, msg: 'Sending readings needs the administrator, engineer or duty officer role' });
    const chinese = await ctx.call('viewer', {
      method: 'POST',
      url: '/api/monitoring/readings',
      headers: { 'accept-language': 'zh-CN' },
      payload: { readings: [{ pointId: 'mp-qs-sw1', ts, value: 179 }] },
    });
    expect(chinese).toEqual({ code: 403, msg: '上传监测数据需要管理员、工程师或值班员角色' });
    const file = await ctx.call('viewer', {
      method: 'POST',
      url: '/api/monitoring/readings/import',
      ...multipartBody({}, { name: 'a.csv', content: `pointId,ts,value\nmp-qs-sw1,${ts},179\n` }),
    });
    expect(file.code).toBe(403);
    expect(await count()).toBe(0);
  });

  it('refuses a whole batch that touches a project the writer is not on', async () => {
    // patrol01 is a duty officer on the river project only.
    const own = await ctx.call('riverDuty', {
      method: 'POST',
      url: '/api/monitoring/readings',
      payload: { readings: [{ pointId: 'mp-lj-sw1', ts, value: 12.7 }] },
    });
    expect(own.data).toMatchObject({ accepted: 1 });
    const mixed = await ctx.call('riverDuty', {
      method: 'POST',
      url: '/api/monitoring/readings',
      payload: {
        readings: [
          { pointId: 'mp-lj-sw2', ts, value: 10.1 },
          { pointId: 'mp-qs-sw1', ts, value: 179 },
        ],
      },
    });
    expect(mixed).toEqual({ code: 403, msg: 'Some readings belong to a project you may not write to; nothing was stored' });
    expect(await count()).toBe(1);
  });

  it('lets the administrator write to any project', async () => {
    const answer = await ctx.call('admin', {
      method: 'POST',
      url: '/api/monitoring/readings',
      payload: { readings: [{ pointId: 'mp-qs-sw1', ts, value: 179.1 }] },
    });
    expect(answer.data).toMatchObject({ accepted: 1 });
  });

  it('keeps a project member out of another project points, dams and readings', async () => {
    const forbidden = { code: 403, msg: 'You are not a member of this project' };
    expect(
      await ctx.call('riverDuty', { method: 'GET', url: `/api/deploy/monitoringPointManagement/list?projectId=${RESERVOIR}` }),
    ).toEqual(forbidden);
    expect(await ctx.call('riverDuty', { method: 'GET', url: '/api/deploy/monitoringPointManagement/findById/mp-qs-sw1' })).toEqual(
      forbidden,
    );
    expect(
      await ctx.call('riverDuty', {
        method: 'POST',
        url: '/api/deploy/monitoringPointManagement/listMapByType',
        payload: { projectId: RESERVOIR },
      }),
    ).toEqual(forbidden);
    expect(await ctx.call('riverDuty', { method: 'GET', url: `/api/dam/list/${RESERVOIR}` })).toEqual(forbidden);
    expect(await ctx.call('riverDuty', { method: 'GET', url: '/api/monitoring/points/mp-qs-sw1/latest' })).toEqual(forbidden);
    expect(await ctx.call('riverDuty', { method: 'GET', url: '/api/monitoring/points/mp-qs-sw1/readings' })).toEqual(forbidden);
    expect(await ctx.call('riverDuty', { method: 'GET', url: `/api/monitoring/readings/latest?projectId=${RESERVOIR}` })).toEqual(
      forbidden,
    );

    const own = await ctx.call('riverDuty', { method: 'GET', url: `/api/deploy/monitoringPointManagement/list?projectId=${RIVER}` });
    expect(own.data.list.map((point: { code: string }) => point.code)).toEqual([
      'LJ-SW1',
      'LJ-SW2',
      'LJ-RG1',
      'LJ-UP1',
      'LJ-UP2',
      'LJ-TP1',
    ]);
  });

  it('lists only visible projects when no project is named', async () => {
    const outsider = await ctx.call('outsider', { method: 'GET', url: '/api/deploy/monitoringPointManagement/list' });
    expect(outsider.data.list).toEqual([]);
    expect((await ctx.call('outsider', { method: 'GET', url: '/api/dam/list' })).data.list).toEqual([]);
    const river = await ctx.call('riverDuty', { method: 'GET', url: '/api/deploy/monitoringPointManagement/list' });
    expect(new Set(river.data.list.map((point: { projectId: string }) => point.projectId))).toEqual(new Set([RIVER]));
    const admin = await ctx.call('admin', { method: 'GET', url: '/api/deploy/monitoringPointManagement/list' });
    expect(admin.data.list).toHaveLength(26);
  });

  it('keeps point changes to administrators and the project engineers', async () => {
    const change = { method: 'PUT', url: '/api/deploy/monitoringPointManagement/mp-qs-sw3', payload: { name: '下游水位' } } as const;
    expect((await ctx.call('duty', change)).code).toBe(403);
    expect((await ctx.call('viewer', change)).code).toBe(403);
    expect((await ctx.call('engineer', change)).data).toMatchObject({ name: '下游水位' });
  });

  it('answers malformed ids with a validation error before they reach a query', async () => {
    expect(await ctx.call('viewer', { method: 'GET', url: '/api/deploy/monitoringPointManagement/findById/mp%00x' })).toEqual({
      code: 401,
      msg: 'id is not in the expected format',
    });
    expect(await ctx.call('viewer', { method: 'GET', url: '/api/deploy/monitoringPointManagement/list?projectId=prj%00' })).toEqual({
      code: 401,
      msg: 'projectId is not in the expected format',
    });
    expect(
      (await ctx.call('viewer', { method: 'GET', url: `/api/deploy/monitoringPointManagement/list?projectId=${RESERVOIR}&keyword=a%00b` }))
        .code,
    ).toBe(401);
  });

  it('asks for a sign-in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/deploy/monitoringPointManagement/list?projectId=${RESERVOIR}` });
    expect(response.json().code).toBe(602);
  });
});
