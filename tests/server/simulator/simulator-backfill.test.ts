import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredReading } from '../../../server/src/lib/server-bus';
import { DEMO_DAMS } from '../../../server/src/monitoring/demo-network';
import { createIngestService } from '../../../server/src/monitoring/ingest/ingest-service';
import { monitoringPlugin } from '../../../server/src/monitoring/monitoring-plugin';
import { DamSimulator } from '../../../server/src/simulator/simulator';
import { simulatorPlugin } from '../../../server/src/simulator/simulator-plugin';
import { createMonitoringApp, type MonitoringContext } from '../monitoring/monitoring-test-app';

const STEP = 30 * 60_000;
const POINTS = DEMO_DAMS.reduce((sum, dam) => sum + dam.points.length, 0);
const quietLog = {
  info: () => undefined,
  error: (details: object) => {
    throw new Error(JSON.stringify(details));
  },
};

describe('the dam simulator against a database', () => {
  let ctx: MonitoringContext;
  const events: StoredReading[][] = [];

  beforeAll(async () => {
    ctx = await createMonitoringApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const readingCount = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('reading')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it('is not running in tests unless started: the app holds no readings', async () => {
    expect(ctx.config.simulator).toBe(false);
    expect(await readingCount()).toBe(0);
  });

  it('backfills 90 days of every demo point on the 30-minute grid, then fills only gaps, then streams', async () => {
    let now = Date.UTC(2026, 10, 20, 2, 0, 7);
    const bus = ctx.app.bus;
    bus.on('readings.stored', (readings) => events.push(readings));
    const simulator = new DamSimulator({
      db: ctx.database.db,
      ingest: createIngestService(ctx.database.db, bus),
      log: quietLog,
      now: () => now,
    });

    expect(await simulator.backfill()).toBe(POINTS * 90 * 48);
    expect(await readingCount()).toBe(POINTS * 90 * 48);
    expect(events).toHaveLength(0);
    const latest = await ctx.database.db.selectFrom('latestReading').select(['pointId', 'ts']).execute();
    expect(latest).toHaveLength(POINTS);
    expect(new Set(latest.map((row) => Number(row.ts)))).toEqual(new Set([Math.floor(now / STEP) * STEP]));
    const oldest = await ctx.database.db
      .selectFrom('reading')
      .select((eb) => eb.fn.min('ts').as('ts'))
      .executeTakeFirst();
    expect(Number(oldest?.ts)).toBe(Math.floor(now / STEP) * STEP - (90 * 48 - 1) * STEP);

    // A restart soon after writes nothing; after two hours down it fills the four missing slots per point.
    expect(await simulator.backfill()).toBe(0);
    now += 2 * 3_600_000;
    expect(await simulator.backfill()).toBe(POINTS * 4);

    // Live: each tick stores the points due and announces them once.
    now += 5_000;
    const first = await simulator.tick();
    expect(first).toBeGreaterThan(0);
    expect(events).toHaveLength(1);
    expect(events[0]).toHaveLength(first);
    expect(await simulator.tick()).toBe(0);
    now += 60_000;
    expect(await simulator.tick()).toBe(POINTS);
    expect(events).toHaveLength(2);
    expect(new Set(events[1]?.map((reading) => reading.ts))).toEqual(new Set([Math.floor(now / 5_000) * 5_000]));
  });

  it('runs from its plugin on ready and stops on close', async () => {
    const fresh = await createMonitoringApp();
    try {
      const app = Fastify();
      app.decorate('db', fresh.database.db);
      app.decorate('dialect', fresh.database.dialect);
      app.decorate('config', { ...fresh.config, simulator: true });
      app.decorate('bus', fresh.app.bus);
      await app.register(monitoringPlugin);
      await app.register(simulatorPlugin);
      await app.ready();
      let count = 0;
      for (let attempt = 0; attempt < 400 && count < POINTS * 90 * 48; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        count = Number(
          (
            await fresh.database.db
              .selectFrom('reading')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        );
      }
      expect(count).toBeGreaterThanOrEqual(POINTS * 90 * 48);
      await app.close();
    } finally {
      await fresh.close();
    }
  });
});
