import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoHistory } from '../../../server/src/monitoring/history/seed-history';
import { seriesEnvelopeStream } from '../../../server/src/monitoring/series/series-json';
import { createMonitoringApp, type MonitoringContext } from '../monitoring/monitoring-test-app';

// Seeding the demo history into a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL), for three points only:
// the whole network is for `npm start` and the bench.
describe('seeding the demo history', () => {
  let ctx: MonitoringContext;
  const now = Date.UTC(2026, 10, 20, 3, 17, 42);
  const pointIds = ['mp-qs-we2', 'mp-qs-tp1', 'mp-qs-in1'];
  let seeded: Awaited<ReturnType<typeof seedDemoHistory>>;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const countReadings = async () => {
    const row = await ctx.database.db
      .selectFrom('reading')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('is off in the test suites: a fresh database holds no readings', async () => {
    expect(ctx.config.seedHistory).toBe(false);
    expect(await countReadings()).toBe(0);
  });

  it('writes each point in batches and moves its latest reading to the newest row', async () => {
    seeded = await seedDemoHistory(ctx.database.db, { now, pointIds });
    expect(seeded.points).toBe(3);
    // Ninety days every ten minutes, less the gaps.
    expect(seeded.readings).toBeGreaterThan(3 * 11_000);
    expect(seeded.readings).toBeLessThan(3 * 12_960);
    expect(await countReadings()).toBe(seeded.readings);
    for (const pointId of pointIds) {
      const newest = await ctx.database.db
        .selectFrom('reading')
        .select(['ts', 'value', 'valuesJson', 'quality'])
        .where('pointId', '=', pointId)
        .orderBy('ts', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const latest = await ctx.database.db
        .selectFrom('latestReading')
        .select(['ts', 'value', 'valuesJson', 'quality', 'receivedAt'])
        .where('pointId', '=', pointId)
        .executeTakeFirstOrThrow();
      expect({ ...latest, ts: Number(latest.ts) }).toEqual({ ...newest, ts: Number(newest.ts), receivedAt: latest.receivedAt });
    }
    const gnss = await ctx.database.db
      .selectFrom('reading')
      .select('valuesJson')
      .where('pointId', '=', 'mp-qs-tp1')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(Object.keys(JSON.parse(gnss.valuesJson as string) as object)).toEqual(['x', 'y', 'z']);
  });

  it('writes nothing on a second run: a point that has readings is skipped', async () => {
    const again = await seedDemoHistory(ctx.database.db, { now: now + 3_600_000, pointIds });
    expect(again).toMatchObject({ points: 0, readings: 0 });
    expect(await countReadings()).toBe(seeded.readings);
  });

  it('serves the history through the series call, bad readings as null, the same in any chunk size', async () => {
    const from = now - 91 * 86_400_000;
    const answer = await ctx.call('viewer', { method: 'GET', url: `/api/monitoring/points/mp-qs-we2/series?from=${from}&to=${now}` });
    const stored = await ctx.database.db
      .selectFrom('reading')
      .select(['ts', 'value', 'quality'])
      .where('pointId', '=', 'mp-qs-we2')
      .orderBy('ts')
      .execute();
    expect(answer.data.ts).toEqual(stored.map((row) => Number(row.ts)));
    expect(answer.data.values).toEqual(stored.map((row) => (row.quality >= 2 ? null : row.value)));
    expect(answer.data.values.filter((v: number | null) => v === null).length).toBe(stored.filter((row) => row.quality >= 2).length);

    const head = { pointId: 'mp-qs-in1', channel: 'd4', unit: 'mm', intervalMs: 3_600_000, from, to: now };
    const read = async (rows?: number) => {
      let text = '';
      for await (const part of seriesEnvelopeStream(ctx.database.db, ctx.database.dialect, head, 'Success', rows)) text += String(part);
      return JSON.parse(text) as { data: { ts: number[]; values: (number | null)[] } };
    };
    const whole = await read();
    const inChunks = await read(997);
    expect(inChunks).toEqual(whole);
    expect(whole.data.ts.length).toBeGreaterThan(11_000);
    expect(whole.data.values.some((v) => typeof v === 'number' && v !== 0)).toBe(true);
  });
});
