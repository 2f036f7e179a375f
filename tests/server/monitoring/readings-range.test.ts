import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonitoringApp, RESERVOIR, type MonitoringContext } from './monitoring-test-app';

describe('reading ranges and latest readings', () => {
  let ctx: MonitoringContext;
  const end = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
  const start = end - 2999 * 60_000;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
    // 3,000 minutes of seepage (value = minute index / 100, inside the weir's range) and of GNSS (x = minute index).
    const readings = [];
    for (let i = 0; i < 3000; i += 1) {
      readings.push({ pointId: 'mp-qs-we2', ts: start + i * 60_000, value: i / 100 });
      readings.push({ pointId: 'mp-qs-tp1', ts: start + i * 60_000, values: { x: i, y: 0, z: -1 } });
    }
    const answer = await ctx.call('duty', { method: 'POST', url: '/api/monitoring/readings', payload: { readings } });
    expect(answer.data.accepted).toBe(6000);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers the raw readings oldest first when they fit the limit', async () => {
    const answer = await ctx.call('viewer', {
      method: 'GET',
      url: `/api/monitoring/points/mp-qs-we2/readings?from=${end - 9 * 60_000}&to=${end}`,
    });
    expect(answer.data).toMatchObject({ pointId: 'mp-qs-we2', unit: 'L/s', downsampled: false, bucketMs: null });
    expect(answer.data.list.map((item: { value: number }) => item.value)).toEqual([
      29.9, 29.91, 29.92, 29.93, 29.94, 29.95, 29.96, 29.97, 29.98, 29.99,
    ]);
    expect(answer.data.list[0]).toEqual({ ts: end - 9 * 60_000, value: 29.9, values: null, quality: 0 });
  });

  it('downsamples into at most `limit` buckets with mean, min, max and count', async () => {
    const answer = await ctx.call('viewer', {
      method: 'GET',
      url: `/api/monitoring/points/mp-qs-we2/readings?from=${start}&to=${end}&limit=100`,
    });
    const { list, downsampled, bucketMs } = answer.data;
    expect(downsampled).toBe(true);
    expect(list.length).toBeLessThanOrEqual(100);
    expect(list.reduce((sum: number, item: { count: number }) => sum + item.count, 0)).toBe(3000);
    const first = list[0];
    expect(first.ts).toBe(start);
    expect(first.min).toBe(0);
    expect(first.max).toBe((first.count - 1) / 100);
    expect(first.value).toBeCloseTo((first.count - 1) / 200, 6);
    expect(bucketMs).toBe(Math.ceil((end - start + 1) / 100));
    expect(list[list.length - 1].max).toBe(29.99);
  });

  it('keeps the channel values of each bucket last reading when downsampling a GNSS point', async () => {
    const answer = await ctx.call('viewer', {
      method: 'GET',
      url: `/api/monitoring/points/mp-qs-tp1/readings?from=${start}&to=${end}&limit=10`,
    });
    expect(answer.data.downsampled).toBe(true);
    for (const item of answer.data.list) {
      expect(item.values).toEqual({ x: (item.lastTs - start) / 60_000, y: 0, z: -1 });
    }
  });

  it('reads local date-time bounds in the dam time zone and refuses reversed ones', async () => {
    const local = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const answer = await ctx.call('viewer', {
      method: 'GET',
      url: `/api/monitoring/points/mp-qs-we2/readings?from=${encodeURIComponent(local(end - 60_000))}&to=${encodeURIComponent(local(end))}`,
    });
    expect(answer.data.list.map((item: { value: number }) => item.value)).toEqual([29.98, 29.99]);
    expect(await ctx.call('viewer', { method: 'GET', url: `/api/monitoring/points/mp-qs-we2/readings?from=${end}&to=${start}` })).toEqual({
      code: 401,
      msg: 'from must not be after to',
    });
    expect((await ctx.call('viewer', { method: 'GET', url: '/api/monitoring/points/mp-qs-we2/readings?from=yesterday' })).code).toBe(401);
    expect(await ctx.call('viewer', { method: 'GET', url: '/api/monitoring/points/nope/readings' })).toEqual({
      code: 404,
      msg: 'No such monitoring point',
    });
  });

  it('gives the latest reading of every point of a project in one call', async () => {
    const answer = await ctx.call('viewer', { method: 'GET', url: `/api/monitoring/readings/latest?projectId=${RESERVOIR}` });
    expect(answer.data.list).toHaveLength(20);
    const weir = answer.data.list.find((item: { pointId: string }) => item.pointId === 'mp-qs-we2');
    expect(weir.latest).toMatchObject({ ts: end, value: 29.99, quality: 0 });
    expect(answer.data.list.find((item: { pointId: string }) => item.pointId === 'mp-qs-sw1').latest).toBeNull();
    const none = await ctx.call('viewer', { method: 'GET', url: '/api/monitoring/points/mp-qs-sw1/latest' });
    expect(none).toEqual({ code: 200, msg: 'Success', data: null });
  });
});
