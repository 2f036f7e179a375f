import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerBus, type StoredReading } from '../../../server/src/lib/server-bus';
import { createIngestService } from '../../../server/src/monitoring/ingest/ingest-service';
import { createMonitoringApp, type MonitoringContext } from './monitoring-test-app';

describe('the ingest service transaction', () => {
  let ctx: MonitoringContext;
  const ts = Date.now() - 60_000;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const count = async (pointId: string) =>
    Number(
      (
        await ctx.database.db
          .selectFrom('reading')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('pointId', '=', pointId)
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it('writes nothing of a batch when a statement fails inside it, and announces nothing', async () => {
    const bus = new ServerBus();
    const events: StoredReading[][] = [];
    bus.on('readings.stored', (readings) => events.push(readings));
    const service = createIngestService(ctx.database.db, bus);
    await service.points.resolve();
    // The cache still knows this point, but its row is gone: updating latest_reading breaks its foreign key
    // after the readings of both points were inserted.
    await ctx.database.db.deleteFrom('monitoringPoint').where('id', '=', 'mp-lj-tp1').execute();
    await expect(
      service.ingest([
        { pointId: 'mp-lj-sw1', ts, value: 12.8 },
        { pointId: 'mp-lj-tp1', ts, values: { x: 1, y: 1, z: -3 } },
      ]),
    ).rejects.toThrow();
    expect(await count('mp-lj-sw1')).toBe(0);
    expect(await count('mp-lj-tp1')).toBe(0);
    expect(events).toHaveLength(0);
  });

  it('keeps a committed batch committed when a bus listener throws', async () => {
    const bus = new ServerBus();
    bus.on('readings.stored', () => {
      throw new Error('a broken listener');
    });
    const errors: string[] = [];
    const service = createIngestService(ctx.database.db, bus, { log: { error: (_details, message) => errors.push(message) } });
    const result = await service.ingest([{ pointId: 'mp-lj-sw2', ts, value: 10.3 }]);
    expect(result).toMatchObject({ accepted: 1, committed: true });
    expect(await count('mp-lj-sw2')).toBe(1);
    expect(errors).toEqual(['a readings.stored listener failed']);
  });
});
