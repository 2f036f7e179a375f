import type { Db } from '../../db/database';
import type { PointType } from '../../db/tables/monitoring';
import { DEMO_DAMS } from '../demo-network';

const SEEDED_KEY = 'alarms.demoSettingsSeeded';

// Deadbands a dam engineer would start from: about one instrument resolution step above the noise.
const DEADBAND: Partial<Record<PointType, number>> = {
  'water-level': 0.05,
  'seepage-flow': 0.2,
  'osmotic-pressure': 2,
  'surface-displacement': 0.5,
  'deep-displacement': 0.5,
};
/** A reservoir rising or falling a metre within an hour needs someone's attention whatever the level. */
const WATER_LEVEL_RATE = { rateLimit: 1, rateWindowSeconds: 3600, rateSeverity: 2 } as const;

/**
 * Gives the demo points the thresholds of demo-network.ts and a deadband per instrument type, once: a marker in
 * sys_config keeps a restart from restoring thresholds someone has since removed. Returns the points configured.
 */
export async function seedAlarmSettings(db: Db, now = Date.now()): Promise<number> {
  const seeded = await db.selectFrom('sysConfig').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (seeded) return 0;
  const demoPoints = DEMO_DAMS.flatMap((dam) => dam.points);
  const existing = new Set(
    (
      await db
        .selectFrom('monitoringPoint')
        .select('id')
        .where(
          'id',
          'in',
          demoPoints.map((point) => point.id),
        )
        .execute()
    ).map((row) => row.id),
  );
  if (existing.size === 0) return 0;
  let configured = 0;
  await db.transaction().execute(async (trx) => {
    for (const point of demoPoints) {
      if (!existing.has(point.id) || point.thresholds.length === 0) continue;
      await trx
        .insertInto('pointThreshold')
        .values(
          point.thresholds.map((t) => ({
            pointId: point.id,
            severity: t.severity,
            upper: t.upper ?? null,
            lower: t.lower ?? null,
            updatedAt: now,
            updatedBy: null,
          })),
        )
        .onConflict((oc) => oc.columns(['pointId', 'severity']).doNothing())
        .execute();
      const rate = point.type === 'water-level' ? WATER_LEVEL_RATE : {};
      await trx
        .insertInto('pointAlarmRule')
        .values({
          pointId: point.id,
          hysteresisMode: 'absolute',
          hysteresis: DEADBAND[point.type] ?? 0,
          rateLimit: null,
          staleAfterSeconds: null,
          ...rate,
          updatedAt: now,
          updatedBy: null,
        })
        .onConflict((oc) => oc.column('pointId').doNothing())
        .execute();
      configured += 1;
    }
    await trx
      .insertInto('sysConfig')
      .values({ key: SEEDED_KEY, value: String(now) })
      .execute();
  });
  return configured;
}
