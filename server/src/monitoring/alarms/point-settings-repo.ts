import type { Db } from '../../db/database';
import { missing } from '../../i18n/localized-error';
import type { AlarmRule } from './alarm-rules';
import { loadRule, loadThresholds } from './point-config';
import type { Threshold } from './threshold-levels';

export interface PointRef {
  id: string;
  projectId: string;
  name: string;
  unit: string;
}

/** The point a settings call is about; 404 when it does not exist. */
export async function findPointRef(db: Db, pointId: string): Promise<PointRef> {
  const point = await db
    .selectFrom('monitoringPoint')
    .select(['id', 'projectId', 'name', 'unit'])
    .where('id', '=', pointId)
    .executeTakeFirst();
  if (!point) throw missing('monitoring.no-such-point');
  return point;
}

/** Replaces a point's thresholds as a whole (an empty list removes them) and returns what is now stored. */
export async function saveThresholds(
  db: Db,
  pointId: string,
  list: readonly Threshold[],
  userId: string,
  now: number,
): Promise<Threshold[]> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('pointThreshold').where('pointId', '=', pointId).execute();
    if (list.length === 0) return;
    await trx
      .insertInto('pointThreshold')
      .values(
        list.map((entry) => ({
          pointId,
          severity: entry.severity,
          upper: entry.upper,
          lower: entry.lower,
          updatedAt: now,
          updatedBy: userId,
        })),
      )
      .execute();
  });
  return loadThresholds(db, pointId);
}

/** Stores a point's full rule (insert or replace) and returns it as now stored. */
export async function saveRule(db: Db, pointId: string, rule: AlarmRule, userId: string, now: number): Promise<AlarmRule> {
  const values = {
    enabled: rule.enabled ? 1 : 0,
    debounceCount: rule.debounceCount,
    hysteresisMode: rule.hysteresisMode,
    hysteresis: rule.hysteresis,
    rateLimit: rule.rateLimit,
    rateWindowSeconds: rule.rateWindowSeconds,
    rateSeverity: rule.rateSeverity,
    staleAfterSeconds: rule.staleAfterSeconds,
    staleSeverity: rule.staleSeverity,
    updatedAt: now,
    updatedBy: userId,
  };
  await db
    .insertInto('pointAlarmRule')
    .values({ pointId, ...values })
    .onConflict((oc) => oc.column('pointId').doUpdateSet(values))
    .execute();
  return loadRule(db, pointId);
}
