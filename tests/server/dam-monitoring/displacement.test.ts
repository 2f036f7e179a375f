import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDamApp, DAY, HOUR, POINT, storeReadings, T0, type DamContext } from './dam-fixture';

let ctx: DamContext;

const BASE = '/api/workDisplacement/workDisplacement';
const RANGE = `from=${T0}&to=${T0 + DAY}`;

/** An inclinometer reading: QS-IN1 has depths 2, 4, ... 20 m; these move the top three and leave the rest at 0. */
const deepValues = (top: number) => {
  const values: Record<string, number> = {};
  for (let depth = 2; depth <= 20; depth += 2) values[`d${depth}`] = 0;
  return { ...values, d2: top, d4: top / 2, d6: top / 4 };
};

beforeAll(async () => {
  ctx = await createDamApp();
  const db = ctx.database.db;
  await storeReadings(db, POINT.surface, [
    { ts: T0, value: 5, values: { x: 3, y: 4, z: -1 } },
    { ts: T0 + HOUR, value: 10, values: { x: 6, y: 8, z: -2 } },
    { ts: T0 + 2 * HOUR, value: 99, values: { x: 99, y: 0, z: -99 }, quality: 2 },
    { ts: T0 + 3 * HOUR, value: 13, values: { x: 5, y: 12, z: -4 } },
  ]);
  await storeReadings(db, POINT.deep, [
    { ts: T0, value: 4, values: deepValues(4) },
    { ts: T0 + 12 * HOUR, value: 8, values: deepValues(8) },
    { ts: T0 + 18 * HOUR, value: 80, values: deepValues(80), quality: 2 },
  ]);
  await db
    .insertInto('pointThreshold')
    .values([
      { pointId: POINT.deep, severity: 2, upper: 12, lower: null, updatedAt: T0 },
      { pointId: POINT.deep, severity: 4, upper: 18, lower: -18, updatedAt: T0 },
    ])
    .onConflict((oc) =>
      oc.columns(['pointId', 'severity']).doUpdateSet((eb) => ({ upper: eb.ref('excluded.upper'), lower: eb.ref('excluded.lower') })),
    )
    .execute();
  await db.deleteFrom('pointThreshold').where('pointId', '=', POINT.deep).where('severity', 'in', [1, 3]).execute();
});

afterAll(async () => {
  await ctx.close();
});

describe('surface series', () => {
  it('surfaceLevelData: x, y and the horizontal resultant, a bad reading as a gap', async () => {
    const answer = await ctx.get('viewer', `${BASE}/surfaceLevelData/${POINT.surface}?${RANGE}`);
    expect(answer.data).toEqual({
      pointId: POINT.surface,
      unit: 'mm',
      from: T0,
      to: T0 + DAY,
      downsampled: false,
      bucketMs: null,
      ts: [T0, T0 + HOUR, T0 + 2 * HOUR, T0 + 3 * HOUR],
      x: [3, 6, null, 5],
      y: [4, 8, null, 12],
      resultant: [5, 10, null, 13],
    });
  });

  it('surfaceVerticalData: the settlement channel, in bucket means of the good readings past the limit', async () => {
    const raw = await ctx.get('viewer', `${BASE}/surfaceVerticalData/${POINT.surface}?${RANGE}`);
    expect(raw.data.z).toEqual([-1, -2, null, -4]);
    const buckets = await ctx.get('viewer', `${BASE}/surfaceVerticalData/${POINT.surface}?from=${T0}&to=${T0 + 4 * HOUR - 1}&limit=2`);
    expect(buckets.data).toMatchObject({ downsampled: true, bucketMs: 2 * HOUR, ts: [T0, T0 + 2 * HOUR], z: [-1.5, -4] });
  });

  it('refuses an inclinometer, a non-member and a range over the limit', async () => {
    expect((await ctx.get('viewer', `${BASE}/surfaceLevelData/${POINT.deep}?${RANGE}`)).code).toBe(400);
    expect((await ctx.get('outsider', `${BASE}/surfaceLevelData/${POINT.surface}?${RANGE}`)).code).toBe(403);
    expect((await ctx.get('engineer', `${BASE}/surfaceVerticalData/mp-lj-tp1?${RANGE}`)).code).toBe(403);
    expect((await ctx.get('viewer', `${BASE}/surfaceLevelData/no-such-point`)).code).toBe(404);
    expect((await ctx.get('viewer', `${BASE}/surfaceLevelData/${POINT.surface}?from=0&to=${T0}`)).code).toBe(401);
  });
});

describe('inclinometer profiles', () => {
  it('deepLevelData: cumulative displacement per depth at each asked date, with the threshold profile', async () => {
    const answer = await ctx.get('viewer', `${BASE}/deepLevelData/${POINT.deep}?dates=${T0 + 13 * HOUR},${T0 - 1},${T0 + 19 * HOUR}`);
    expect(answer.code).toBe(200);
    const data = answer.data;
    expect(data).toMatchObject({ pointId: POINT.deep, unit: 'mm', kind: 'cumulative' });
    expect(data.depths).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    expect(data.profiles.map((profile: { at: number; ts: number | null }) => [profile.at, profile.ts])).toEqual([
      [T0 - 1, null],
      [T0 + 13 * HOUR, T0 + 12 * HOUR],
      // The 18:00 reading is bad: the profile falls back to 12:00.
      [T0 + 19 * HOUR, T0 + 12 * HOUR],
    ]);
    expect(data.profiles[0].values).toEqual(Array(10).fill(null));
    expect(data.profiles[1].values).toEqual([8, 4, 2, 0, 0, 0, 0, 0, 0, 0]);
    expect(data.thresholds).toEqual([
      { severity: 2, upper: Array(10).fill(12), lower: Array(10).fill(null) },
      { severity: 4, upper: Array(10).fill(18), lower: Array(10).fill(-18) },
    ]);
  });

  it('deepVerticalData: the change from each depth to the next deeper one, over evenly spread dates', async () => {
    const answer = await ctx.get('viewer', `${BASE}/deepVerticalData/${POINT.deep}?from=${T0}&to=${T0 + 12 * HOUR}&count=3`);
    expect(answer.data.kind).toBe('incremental');
    expect(answer.data.profiles.map((profile: { at: number }) => profile.at)).toEqual([T0, T0 + 6 * HOUR, T0 + 12 * HOUR]);
    expect(answer.data.profiles[2].values).toEqual([4, 2, 2, 0, 0, 0, 0, 0, 0, 0]);
    expect(answer.data.thresholds).toEqual([]);
  });

  it('refuses a surface point, malformed dates and too many dates', async () => {
    expect((await ctx.get('viewer', `${BASE}/deepLevelData/${POINT.surface}?${RANGE}`)).code).toBe(400);
    const malformed = await ctx.get('viewer', `${BASE}/deepLevelData/${POINT.deep}?dates=yesterday`);
    expect(malformed.code).toBe(401);
    expect(malformed.msg).toContain('dates');
    const many = Array.from({ length: 21 }, (_, index) => T0 + index).join(',');
    expect((await ctx.get('viewer', `${BASE}/deepLevelData/${POINT.deep}?dates=${many}`)).code).toBe(401);
    expect((await ctx.get('viewer', `${BASE}/deepLevelData/${POINT.deep}?count=1`)).code).toBe(401);
    expect((await ctx.get('outsider', `${BASE}/deepVerticalData/${POINT.deep}`)).code).toBe(403);
  });
});

describe('statistics', () => {
  it('horizontalStatisticsStatistics and surfaceVerticalStatistics: resultant and settlement per surface point', async () => {
    const horizontal = await ctx.get('viewer', `${BASE}/horizontalStatisticsStatistics?pointId=${POINT.surface}&${RANGE}`);
    expect(horizontal.data.list).toEqual([
      expect.objectContaining({ pointId: POINT.surface, count: 3, min: 5, max: 13, first: 5, last: 13, change: 8, ratePerDay: 64 }),
    ]);
    const vertical = await ctx.get('viewer', `${BASE}/surfaceVerticalStatistics?projectId=prj-qingshui-dam&${RANGE}`);
    const tp1 = vertical.data.list.find((item: { pointId: string }) => item.pointId === POINT.surface);
    expect(tp1).toMatchObject({ count: 3, min: -4, max: -1, first: -1, last: -4, change: -3 });
    expect(tp1.mean).toBeCloseTo(-7 / 3, 10);
  });

  it('deepStatistics: the largest movement per inclinometer', async () => {
    const answer = await ctx.get('viewer', `${BASE}/deepStatistics?${RANGE}`);
    const in1 = answer.data.list.find((item: { pointId: string }) => item.pointId === POINT.deep);
    expect(in1).toMatchObject({ count: 2, min: 4, max: 8, mean: 6, change: 4, ratePerDay: 8 });
    expect(answer.data.list.every((item: { pointId: string; unit: string }) => item.pointId.startsWith('mp-') && item.unit === 'mm')).toBe(
      true,
    );
  });

  it('refuse a non-member', async () => {
    expect((await ctx.get('outsider', `${BASE}/deepStatistics?projectId=prj-qingshui-dam`)).code).toBe(403);
    expect((await ctx.get('engineer', `${BASE}/horizontalStatisticsStatistics?pointId=mp-lj-tp1`)).code).toBe(403);
  });
});
