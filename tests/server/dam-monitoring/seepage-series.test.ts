import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDamApp, DAY, HOUR, POINT, storeReadings, T0, type DamContext } from './dam-fixture';

let ctx: DamContext;

const SEEPAGE = '/api/workSeepage/workSeepage';
const MINUTE = 60_000;
const RANGE = `from=${T0}&to=${T0 + DAY}`;

beforeAll(async () => {
  ctx = await createDamApp();
  const db = ctx.database.db;
  // Reservoir level every hour; the 03:00 reading is bad.
  await storeReadings(
    db,
    POINT.level,
    Array.from({ length: 6 }, (_, hour) => ({ ts: T0 + hour * HOUR, value: 170 + hour, quality: hour === 3 ? 2 : 0 })),
  );
  // Pressure ten minutes past each hour: 80, 82, 84, then a bad spike, then 86; and 85 at 03:20.
  await storeReadings(db, POINT.osmotic, [
    { ts: T0 + 10 * MINUTE, value: 80 },
    { ts: T0 + HOUR + 10 * MINUTE, value: 82 },
    { ts: T0 + 2 * HOUR + 10 * MINUTE, value: 84 },
    { ts: T0 + 3 * HOUR + 10 * MINUTE, value: 500, quality: 2 },
    { ts: T0 + 3 * HOUR + 20 * MINUTE, value: 85 },
    { ts: T0 + 4 * HOUR + 10 * MINUTE, value: 86 },
  ]);
  await storeReadings(
    db,
    'mp-qs-up3',
    Array.from({ length: 12 }, (_, k) => ({ ts: T0 + 5 * HOUR + k * 10 * MINUTE, value: 100 + k })),
  );
  await storeReadings(
    db,
    POINT.level,
    Array.from({ length: 11 }, (_, k) => ({ ts: T0 + 5 * HOUR + (k + 1) * 10 * MINUTE, value: 201 + k })),
  );
  await storeReadings(db, POINT.flow, [
    { ts: T0 + HOUR, value: 2 },
    { ts: T0 + 5 * HOUR, value: 1 },
  ]);
  await storeReadings(db, POINT.rain, [
    { ts: T0 + HOUR, value: 2.5 },
    { ts: T0 + 2 * HOUR, value: 7.5 },
  ]);
  await storeReadings(db, POINT.rain2, [{ ts: T0 + HOUR, value: 4 }]);
});

afterAll(async () => {
  await ctx.close();
});

describe('realTimeData/{code}', () => {
  it('answers the newest reading and the 24 hours before it, bad readings as gaps', async () => {
    const answer = await ctx.get('viewer', `${SEEPAGE}/realTimeData/QS-UP1`);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ pointId: POINT.osmotic, code: 'QS-UP1', type: 'osmotic-pressure', unit: 'kPa' });
    expect(answer.data.latest).toMatchObject({ ts: T0 + 4 * HOUR + 10 * MINUTE, value: 86 });
    expect(answer.data.values).toEqual([80, 82, 84, null, 85, 86]);
    expect(answer.data.ts[0]).toBe(T0 + 10 * MINUTE);
  });

  it('answers 404 for an unknown code and 403 outside the caller projects', async () => {
    expect((await ctx.get('viewer', `${SEEPAGE}/realTimeData/NO-SUCH`)).code).toBe(404);
    expect((await ctx.get('outsider', `${SEEPAGE}/realTimeData/QS-UP1`)).code).toBe(403);
    expect((await ctx.get('engineer', `${SEEPAGE}/realTimeData/LJ-UP1`)).code).toBe(403);
  });
});

describe('osmoticPressureData/{code}', () => {
  it('pairs each good pressure reading with the reservoir level at that time', async () => {
    const answer = await ctx.get('viewer', `${SEEPAGE}/osmoticPressureData/QS-UP1?${RANGE}`);
    expect(answer.data).toMatchObject({ pointId: POINT.osmotic, levelPointId: POINT.level, levelUnit: 'm', downsampled: false });
    expect(answer.data.list).toEqual([
      { ts: T0 + 10 * MINUTE, pressure: 80, level: 170 },
      { ts: T0 + HOUR + 10 * MINUTE, pressure: 82, level: 171 },
      { ts: T0 + 2 * HOUR + 10 * MINUTE, pressure: 84, level: 172 },
      // The 03:00 level is bad and the 02:00 one more than 3 x its 5-minute interval old: no level.
      { ts: T0 + 3 * HOUR + 20 * MINUTE, pressure: 85, level: null },
      { ts: T0 + 4 * HOUR + 10 * MINUTE, pressure: 86, level: 174 },
    ]);
  });

  it('answers bucket means of pressure and level past the limit', async () => {
    const raw = await ctx.get('viewer', `${SEEPAGE}/osmoticPressureData/QS-UP1?${RANGE}&limit=10`);
    expect(raw.data).toMatchObject({ downsampled: false, bucketMs: null });
    // QS-UP3: 12 readings in two hours, limit 10: ten 12-minute buckets.
    const from = T0 + 5 * HOUR;
    const answer = await ctx.get('viewer', `${SEEPAGE}/osmoticPressureData/QS-UP3?from=${from}&to=${from + 2 * HOUR - 1}&limit=10`);
    expect(answer.data).toMatchObject({ downsampled: true, bucketMs: 12 * MINUTE });
    expect(answer.data.list).toHaveLength(10);
    // First bucket: pressures 100 and 101; levels 175 (05:00) and 201 (05:10).
    expect(answer.data.list[0]).toEqual({ ts: from, pressure: 100.5, level: 188 });
  });

  it('refuses a point of another kind and a reversed range', async () => {
    expect((await ctx.get('viewer', `${SEEPAGE}/osmoticPressureData/QS-WE1?${RANGE}`)).code).toBe(400);
    expect((await ctx.get('viewer', `${SEEPAGE}/osmoticPressureData/QS-UP1?from=${T0 + 1}&to=${T0}`)).code).toBe(401);
  });
});

describe('statistics', () => {
  it('osmoticPressureStatistics: min, max, mean, first, last, change and rate per point, bad readings left out', async () => {
    const answer = await ctx.get('viewer', `${SEEPAGE}/osmoticPressureStatistics?projectId=prj-qingshui-dam&${RANGE}`);
    expect(answer.data).toMatchObject({ from: T0, to: T0 + DAY });
    const up1 = answer.data.list.find((item: { pointId: string }) => item.pointId === POINT.osmotic);
    expect(up1).toEqual({
      pointId: POINT.osmotic,
      pointCode: 'QS-UP1',
      pointName: expect.any(String),
      damId: expect.any(String),
      unit: 'kPa',
      count: 5,
      min: 80,
      max: 86,
      mean: 83.4,
      first: 80,
      firstTs: T0 + 10 * MINUTE,
      last: 86,
      lastTs: T0 + 4 * HOUR + 10 * MINUTE,
      change: 6,
      ratePerDay: 36,
    });
    const quiet = answer.data.list.find((item: { pointId: string }) => item.pointId === 'mp-qs-up2');
    expect(quiet).toMatchObject({ count: 0, min: null, mean: null, change: null, ratePerDay: null });
    expect(answer.data.list.every((item: { pointId: string }) => item.pointId.startsWith('mp-qs-up'))).toBe(true);
  });

  it('seepageStatistics: flow statistics and the rain of the same dam', async () => {
    const answer = await ctx.get('engineer', `/api/dmsRealFlow/dmsRealFlow/seepageStatistics?pointId=${POINT.flow}&${RANGE}`);
    expect(answer.data.list).toEqual([
      expect.objectContaining({ pointId: POINT.flow, count: 2, first: 2, last: 1, change: -1, ratePerDay: -6 }),
    ]);
    expect(answer.data.rainfall).toEqual([
      expect.objectContaining({ pointId: POINT.rain, total: 10, count: 2 }),
      expect.objectContaining({ pointId: POINT.rain2, total: 4, count: 1 }),
    ]);
    expect(answer.data.rainfallTotal).toBe(7);
  });

  it('refuse a non-member and a range over the limit', async () => {
    expect((await ctx.get('outsider', `${SEEPAGE}/osmoticPressureStatistics?projectId=prj-qingshui-dam`)).code).toBe(403);
    expect((await ctx.get('engineer', `/api/dmsRealFlow/dmsRealFlow/seepageStatistics?pointId=mp-lj-up1`)).code).toBe(403);
    const long = await ctx.get('viewer', `${SEEPAGE}/osmoticPressureStatistics?from=0&to=${T0}`);
    expect(long.code).toBe(401);
  });
});
