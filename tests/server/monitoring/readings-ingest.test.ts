import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredReading } from '../../../server/src/lib/server-bus';
import { createMonitoringApp, type MonitoringContext } from './monitoring-test-app';

const READINGS = { method: 'POST', url: '/api/monitoring/readings' } as const;

describe('POST /api/monitoring/readings', () => {
  let ctx: MonitoringContext;
  const batches: StoredReading[][] = [];
  const now = Date.now();
  const minutesAgo = (minutes: number) => now - minutes * 60_000;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
    ctx.app.bus.on('readings.stored', (readings) => batches.push(readings));
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function stored(pointId: string) {
    return ctx.database.db.selectFrom('reading').selectAll().where('pointId', '=', pointId).orderBy('ts').execute();
  }

  it('stores a valid batch, updates the latest reading and announces the batch once', async () => {
    batches.length = 0;
    const answer = await ctx.call('duty', {
      ...READINGS,
      payload: {
        readings: [
          { pointId: 'mp-qs-sw1', ts: minutesAgo(20), value: 179.31 },
          { pointId: 'mp-qs-sw1', ts: minutesAgo(10), value: 179.34 },
          // Points may be named by code; GNSS channels give the horizontal resultant as the value.
          { pointId: 'QS-TP1', ts: minutesAgo(10), values: { x: 12, y: 5, z: -40.5 } },
        ],
      },
    });
    expect(answer).toEqual({
      code: 200,
      msg: 'Success',
      data: { accepted: 3, rejected: [], duplicates: 0, received: 3, rejectedCount: 0 },
    });
    expect((await stored('mp-qs-sw1')).map((row) => [Number(row.ts), row.value])).toEqual([
      [minutesAgo(20), 179.31],
      [minutesAgo(10), 179.34],
    ]);
    const gnss = await stored('mp-qs-tp1');
    expect(gnss[0]?.value).toBe(13);
    expect(JSON.parse(gnss[0]?.valuesJson ?? '{}')).toEqual({ x: 12, y: 5, z: -40.5 });

    const latest = await ctx.call('viewer', { method: 'GET', url: '/api/monitoring/points/mp-qs-sw1/latest' });
    expect(latest.data).toMatchObject({ pointId: 'mp-qs-sw1', ts: minutesAgo(10), value: 179.34, values: null, quality: 0 });

    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(3);
    expect(batches[0]).toContainEqual({
      pointId: 'mp-qs-tp1',
      damId: 'dam-qingshui',
      projectId: 'prj-qingshui-dam',
      ts: minutesAgo(10),
      value: 13,
      values: { x: 12, y: 5, z: -40.5 },
      quality: 0,
    });
  });

  it('is idempotent on point and time: the same batch again is all duplicates and changes nothing', async () => {
    const payload = {
      readings: [
        { pointId: 'mp-qs-we2', ts: minutesAgo(30), value: 20.11 },
        { pointId: 'mp-qs-we2', ts: minutesAgo(25), value: 20.15 },
      ],
    };
    expect((await ctx.call('duty', { ...READINGS, payload })).data).toMatchObject({ accepted: 2, duplicates: 0 });
    batches.length = 0;
    const changed = { readings: payload.readings.map((reading) => ({ ...reading, value: 99 })) };
    expect((await ctx.call('engineer', { ...READINGS, payload: changed })).data).toEqual({
      accepted: 0,
      rejected: [],
      duplicates: 2,
      received: 2,
      rejectedCount: 0,
    });
    expect((await stored('mp-qs-we2')).map((row) => row.value)).toEqual([20.11, 20.15]);
    expect(batches).toHaveLength(0);
  });

  it('counts a reading repeated inside one batch as a duplicate', async () => {
    const answer = await ctx.call('duty', {
      ...READINGS,
      payload: {
        readings: [
          { pointId: 'mp-qs-we3', ts: minutesAgo(5), value: 10.5 },
          { pointId: 'mp-qs-we3', ts: minutesAgo(5), value: 10.6 },
        ],
      },
    });
    expect(answer.data).toMatchObject({ accepted: 1, duplicates: 1 });
    expect((await stored('mp-qs-we3')).map((row) => row.value)).toEqual([10.5]);
  });

  it('rejects bad readings one by one with their index and reason, and stores the good ones', async () => {
    batches.length = 0;
    const answer = await ctx.call('duty', {
      ...READINGS,
      payload: {
        readings: [
          { pointId: 'mp-qs-up1', ts: minutesAgo(3), value: 343.2 },
          { pointId: 'no-such-point', ts: minutesAgo(3), value: 1 },
          { pointId: 'mp-qs-up1', ts: now + 60 * 60_000, value: 343.3 },
          { pointId: 'mp-qs-up1', ts: minutesAgo(2), value: 'NaN' },
          { pointId: 'mp-qs-up1', ts: minutesAgo(1), value: '343.4' },
          { pointId: 'mp-qs-up1', ts: minutesAgo(1), value: null },
          { pointId: 'mp-qs-up1', ts: 1_700_000_000, value: 343.5 },
          { ts: minutesAgo(1), value: 1 },
          { pointId: 'mp-qs-tp2', ts: minutesAgo(1), values: { x: 1, q: 2 } },
          { pointId: 'mp-qs-up1', ts: minutesAgo(1), value: 1, values: { x: 1 } },
          'not an object',
          { pointId: 'mp-qs-up2', ts: minutesAgo(1), value: 226.8, quality: 7 },
          { pointId: 'mp-qs-up2', ts: minutesAgo(1), value: 226.8 },
        ],
      },
    });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ accepted: 2, duplicates: 0, received: 13, rejectedCount: 11 });
    expect(answer.data.rejected).toEqual([
      { index: 1, pointId: 'no-such-point', reason: 'unknown monitoring point no-such-point' },
      { index: 2, pointId: 'mp-qs-up1', reason: 'time is more than 5 minutes in the future' },
      { index: 3, pointId: 'mp-qs-up1', reason: 'value must be a number, got text "NaN"' },
      { index: 4, pointId: 'mp-qs-up1', reason: 'value must be a number, got text "343.4"' },
      { index: 5, pointId: 'mp-qs-up1', reason: 'value must be a number, got null' },
      { index: 6, pointId: 'mp-qs-up1', reason: 'time must be epoch milliseconds (this looks like seconds)' },
      { index: 7, reason: 'pointId is missing' },
      { index: 8, pointId: 'mp-qs-tp2', reason: 'values.q is not a channel of point QS-TP2 (x, y, z)' },
      { index: 9, pointId: 'mp-qs-up1', reason: 'point QS-UP1 takes a single value; values are not accepted' },
      { index: 10, reason: 'each reading must be an object { pointId, ts, value }' },
      { index: 11, pointId: 'mp-qs-up2', reason: 'quality must be 0 (good), 1 (suspect) or 2 (bad)' },
    ]);
    expect((await stored('mp-qs-up1')).map((row) => row.value)).toEqual([343.2]);
    expect((await stored('mp-qs-up2')).map((row) => row.value)).toEqual([226.8]);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((reading) => reading.pointId).sort()).toEqual(['mp-qs-up1', 'mp-qs-up2']);
  });

  it('stores nothing in atomic mode when any reading is rejected, and says so with code 400', async () => {
    batches.length = 0;
    const answer = await ctx.call('duty', {
      ...READINGS,
      payload: {
        atomic: true,
        readings: [
          { pointId: 'mp-qs-up4', ts: minutesAgo(4), value: 312.1 },
          { pointId: 'mp-qs-up4', ts: minutesAgo(3), value: 'broken' },
        ],
      },
    });
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('1 of 2 readings were rejected; nothing was stored');
    expect(answer.data).toMatchObject({ accepted: 0, rejectedCount: 1, rejected: [{ index: 1, pointId: 'mp-qs-up4' }] });
    expect(await stored('mp-qs-up4')).toEqual([]);
    expect(batches).toHaveLength(0);

    const clean = await ctx.call('duty', {
      ...READINGS,
      payload: { atomic: true, readings: [{ pointId: 'mp-qs-up4', ts: minutesAgo(4), value: 312.1 }] },
    });
    expect(clean.data).toMatchObject({ accepted: 1 });
  });

  it('flags a reading outside the instrument range as suspect instead of refusing it', async () => {
    await ctx.call('duty', { ...READINGS, payload: { readings: [{ pointId: 'mp-qs-up5', ts: minutesAgo(6), value: 900 }] } });
    expect((await stored('mp-qs-up5'))[0]?.quality).toBe(1);
  });

  it('keeps the newest reading as latest when older readings arrive late', async () => {
    await ctx.call('duty', { ...READINGS, payload: { readings: [{ pointId: 'mp-qs-up6', ts: minutesAgo(1), value: 98.1 }] } });
    const late = await ctx.call('duty', {
      ...READINGS,
      payload: {
        readings: [
          { pointId: 'mp-qs-up6', ts: minutesAgo(9), value: 97.5 },
          { pointId: 'mp-qs-up6', ts: minutesAgo(1), value: 1 },
        ],
      },
    });
    expect(late.data).toMatchObject({ accepted: 1, duplicates: 1 });
    const latest = await ctx.call('viewer', { method: 'GET', url: '/api/monitoring/points/mp-qs-up6/latest' });
    expect(latest.data).toMatchObject({ ts: minutesAgo(1), value: 98.1 });
  });

  it('reads local date-time texts in the dam time zone (Asia/Shanghai), or in the given timeZone', async () => {
    await ctx.call('duty', {
      ...READINGS,
      payload: { readings: [{ pointId: 'mp-qs-in1', ts: '2026-01-15 08:00:00', values: { d2: 7.1, d4: 6.5 } }] },
    });
    await ctx.call('duty', {
      ...READINGS,
      payload: { timeZone: 'UTC', readings: [{ pointId: 'mp-qs-in1', ts: '2026-01-15 08:00:00', value: 7.3 }] },
    });
    const rows = await stored('mp-qs-in1');
    expect(rows.map((row) => [Number(row.ts), row.value])).toEqual([
      [Date.UTC(2026, 0, 15, 0), 7.1],
      [Date.UTC(2026, 0, 15, 8), 7.3],
    ]);
    const badZone = await ctx.call('duty', { ...READINGS, payload: { timeZone: 'Mars/Olympus', readings: [] } });
    expect(badZone).toMatchObject({ code: 400, msg: 'timeZone "Mars/Olympus" is not a known IANA time zone' });
  });

  it('refuses an oversize batch as a whole', async () => {
    const readings = Array.from({ length: 50_001 }, (_, i) => ({ pointId: 'mp-qs-sw2', ts: now - 3_600_000 - i * 1000, value: 179 }));
    const answer = await ctx.call('duty', { ...READINGS, payload: { readings } });
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('A batch holds at most 50000 readings; this one has 50001. Split it; nothing was stored.');
    expect(await stored('mp-qs-sw2')).toEqual([]);
  });

  it('answers a body without a readings list with a validation error', async () => {
    expect(await ctx.call('duty', { ...READINGS, payload: { items: [] } })).toEqual({ code: 401, msg: 'readings is required' });
    expect(await ctx.call('duty', { ...READINGS, payload: { readings: {} } })).toEqual({ code: 401, msg: 'readings must be an array' });
  });

  it('refuses readings for a point once it is disabled', async () => {
    const accepted = await ctx.call('duty', {
      ...READINGS,
      payload: { readings: [{ pointId: 'mp-qs-rg2', ts: minutesAgo(2), value: 0.1 }] },
    });
    expect(accepted.data).toMatchObject({ accepted: 1 });
    const disabled = await ctx.call('engineer', {
      method: 'PUT',
      url: '/api/deploy/monitoringPointManagement/mp-qs-rg2',
      payload: { enabledMark: 0 },
    });
    expect(disabled.data).toMatchObject({ id: 'mp-qs-rg2', enabledMark: 0 });
    const answer = await ctx.call('duty', {
      ...READINGS,
      payload: { readings: [{ pointId: 'mp-qs-rg2', ts: minutesAgo(1), value: 0.2 }] },
    });
    expect(answer.data.rejected).toEqual([{ index: 0, pointId: 'mp-qs-rg2', reason: 'monitoring point QS-RG2 is disabled' }]);
  });
});
