import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonitoringApp, RESERVOIR, RIVER, type MonitoringContext } from './monitoring-test-app';

const LIST = '/api/deploy/monitoringPointManagement/list';

describe('monitoring points and dams', () => {
  let ctx: MonitoringContext;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists a project points with the contract fields, in display order', async () => {
    const answer = await ctx.call('viewer', { method: 'GET', url: `${LIST}?projectId=${RESERVOIR}&_t=${Date.now()}` });
    expect(answer.code).toBe(200);
    expect(answer.data.pagination).toBeUndefined();
    expect(answer.data.list).toHaveLength(20);
    expect(answer.data.list[0]).toMatchObject({
      monitoringPointId: 'mp-qs-sw1',
      name: '坝前库水位',
      type: 'water-level',
      unit: 'm',
      latitude: 30.21412,
      longitude: 119.36521,
      damId: 'dam-qingshui',
      projectId: RESERVOIR,
      code: 'QS-SW1',
      damName: '青水水库主坝',
      latest: null,
    });
    const counts: Record<string, number> = {};
    for (const point of answer.data.list) counts[point.type] = (counts[point.type] ?? 0) + 1;
    expect(counts).toEqual({
      'water-level': 3,
      rainfall: 2,
      'seepage-flow': 3,
      'osmotic-pressure': 6,
      'surface-displacement': 4,
      'deep-displacement': 2,
    });
    const units = new Set(answer.data.list.map((point: { unit: string }) => point.unit));
    expect(units).toEqual(new Set(['m', 'mm', 'L/s', 'kPa']));
  });

  it('filters by type and keyword, and pages when currentPage is given', async () => {
    const piezometers = await ctx.call('viewer', { method: 'GET', url: `${LIST}?projectId=${RESERVOIR}&type=osmotic-pressure` });
    expect(piezometers.data.list.map((point: { code: string }) => point.code)).toEqual([
      'QS-UP1',
      'QS-UP2',
      'QS-UP3',
      'QS-UP4',
      'QS-UP5',
      'QS-UP6',
    ]);
    const page = await ctx.call('viewer', { method: 'GET', url: `${LIST}?projectId=${RESERVOIR}&currentPage=2&pageSize=8` });
    expect(page.data.pagination).toEqual({ currentPage: 2, pageSize: 8, total: 20 });
    expect(page.data.list.map((point: { code: string }) => point.code)).toEqual([
      'QS-UP1',
      'QS-UP2',
      'QS-UP3',
      'QS-UP4',
      'QS-UP5',
      'QS-UP6',
      'QS-TP1',
      'QS-TP2',
    ]);
    const keyword = await ctx.call('viewer', {
      method: 'GET',
      url: `${LIST}?projectId=${RESERVOIR}&keyword=${encodeURIComponent('渗流')}`,
    });
    expect(keyword.data.list.map((point: { code: string }) => point.code)).toEqual(['QS-WE1', 'QS-WE2', 'QS-WE3']);
    const sorted = await ctx.call('viewer', { method: 'GET', url: `${LIST}?projectId=${RESERVOIR}&sidx=code&sort=desc&type=rainfall` });
    expect(sorted.data.list.map((point: { code: string }) => point.code)).toEqual(['QS-RG2', 'QS-RG1']);
    expect(await ctx.call('viewer', { method: 'GET', url: `${LIST}?projectId=${RESERVOIR}&type=temperature` })).toEqual({
      code: 401,
      msg: 'type has a value that is not allowed',
    });
    expect((await ctx.call('viewer', { method: 'GET', url: `${LIST}?projectId=${RESERVOIR}&sidx=password` })).code).toBe(401);
  });

  it('answers the point picker (organizationId, pageNum, pageSize 99999) with rows too', async () => {
    const answer = await ctx.call('duty', { method: 'GET', url: `${LIST}?organizationId=org-lanjiang&pageNum=1&pageSize=99999` });
    expect(answer.data.total).toBe(26);
    expect(answer.data.rows).toHaveLength(26);
    expect(answer.data.rows[0]).toMatchObject({ monitoringPointId: expect.any(String), name: expect.any(String) });
    const department = await ctx.call('duty', { method: 'GET', url: `${LIST}?organizationId=dept-river-patrol` });
    expect(new Set(department.data.list.map((point: { projectId: string }) => point.projectId))).toEqual(new Set([RIVER]));
  });

  it('finds one point by id, or says it does not exist', async () => {
    const answer = await ctx.call('viewer', { method: 'GET', url: '/api/deploy/monitoringPointManagement/findById/mp-qs-in2' });
    expect(answer.data).toMatchObject({ monitoringPointId: 'mp-qs-in2', type: 'deep-displacement', unit: 'mm', section: '左坝肩' });
    expect(answer.data.channels).toHaveLength(10);
    expect(answer.data.channels[0]).toEqual({ key: 'd2', label: '2 m', unit: 'mm', depth: 2 });
    expect(await ctx.call('viewer', { method: 'GET', url: '/api/deploy/monitoringPointManagement/findById/nope' })).toEqual({
      code: 404,
      msg: 'No such monitoring point',
    });
  });

  it('groups a project points by type, every type present', async () => {
    const answer = await ctx.call('viewer', {
      method: 'POST',
      url: '/api/deploy/monitoringPointManagement/listMapByType',
      payload: { projectId: RIVER },
    });
    expect(answer.code).toBe(403);
    const river = await ctx.call('duty', {
      method: 'POST',
      url: '/api/deploy/monitoringPointManagement/listMapByType',
      payload: { projectId: RIVER },
    });
    expect(Object.keys(river.data)).toEqual([
      'water-level',
      'rainfall',
      'seepage-flow',
      'osmotic-pressure',
      'surface-displacement',
      'deep-displacement',
    ]);
    expect(river.data['water-level'].map((point: { code: string }) => point.code)).toEqual(['LJ-SW1', 'LJ-SW2']);
    expect(river.data['seepage-flow']).toEqual([]);
    expect(river.data['surface-displacement'][0]).toMatchObject({
      monitoringPointId: 'mp-lj-tp1',
      channels: [{ key: 'x' }, { key: 'y' }, { key: 'z' }],
    });
  });

  it('lists a project dams with their characteristic levels', async () => {
    const answer = await ctx.call('viewer', { method: 'GET', url: `/api/dam/list/${RESERVOIR}` });
    expect(answer.data.list).toEqual([
      expect.objectContaining({
        damId: 'dam-qingshui',
        name: '青水水库主坝',
        damType: 'earth-rockfill',
        projectId: RESERVOIR,
        crestElevation: 185,
        normalPoolLevel: 181,
        floodLimitLevel: 178.5,
        timeZone: 'Asia/Shanghai',
        pointCount: 20,
      }),
    ]);
    const admin = await ctx.call('admin', { method: 'GET', url: '/api/dam/list/no-such-project' });
    expect(admin).toEqual({ code: 404, msg: 'No such project' });
  });

  it('creates a point an engineer can feed at once, and refuses a taken code', async () => {
    const payload = {
      damId: 'dam-qingshui',
      type: 'osmotic-pressure',
      code: 'QS-UP7',
      name: '0+360 心墙下游渗压',
      instrument: '振弦式渗压计',
      unit: 'kPa',
      latitude: 30.2137,
      longitude: 119.3669,
      elevation: 126.5,
      section: '0+360',
      rangeMin: 0,
      rangeMax: 700,
      intervalSeconds: 600,
    };
    const created = await ctx.call('engineer', { method: 'POST', url: '/api/deploy/monitoringPointManagement', payload });
    expect(created.data).toMatchObject({ code: 'QS-UP7', projectId: RESERVOIR, damId: 'dam-qingshui', channels: [], enabledMark: 1 });
    const reading = await ctx.call('duty', {
      method: 'POST',
      url: '/api/monitoring/readings',
      payload: { readings: [{ pointId: 'QS-UP7', ts: Date.now() - 1000, value: 301.5 }] },
    });
    expect(reading.data).toMatchObject({ accepted: 1 });
    expect(await ctx.call('engineer', { method: 'POST', url: '/api/deploy/monitoringPointManagement', payload })).toEqual({
      code: 400,
      msg: 'A monitoring point with code QS-UP7 already exists',
    });
    const badRange = await ctx.call('engineer', {
      method: 'PUT',
      url: `/api/deploy/monitoringPointManagement/${created.data.id}`,
      payload: { rangeMin: 800 },
    });
    expect(badRange).toEqual({ code: 401, msg: 'rangeMin must be below rangeMax' });
    const riverEngineer = await ctx.call('riverDuty', {
      method: 'POST',
      url: '/api/deploy/monitoringPointManagement',
      payload: { ...payload, code: 'QS-UP8' },
    });
    expect(riverEngineer.code).toBe(403);
    const dotted = await ctx.call('engineer', {
      method: 'POST',
      url: '/api/deploy/monitoringPointManagement',
      payload: { ...payload, code: 'QS.UP9' },
    });
    expect(dotted).toEqual({ code: 401, msg: 'code is not in the expected format' });
  });
});
