import type { Db } from '../../db/database';
import type { PointType } from '../../db/tables/monitoring';
import type { PointLabel } from './alarm-dto';
import { ruleFromRow, staleAfterMs, type AlarmRule } from './alarm-rules';
import type { AlarmOwner } from './alarm-store';
import { isSeverity, type SeverityName } from './severity';
import { loadSeverityNames } from './severity-names-repo';
import type { Threshold } from './threshold-levels';

/** Everything the engine needs to judge one point's readings. */
export interface PointConfig {
  owner: AlarmOwner;
  label: PointLabel;
  type: PointType;
  /** The point is enabled (monitoring_point.enabled_mark) and its rule is enabled. */
  active: boolean;
  thresholds: Threshold[];
  rule: AlarmRule;
  names: SeverityName[];
  staleAfterMs: number;
}

export async function loadThresholds(db: Db, pointId: string): Promise<Threshold[]> {
  const rows = await db
    .selectFrom('pointThreshold')
    .select(['severity', 'upper', 'lower'])
    .where('pointId', '=', pointId)
    .orderBy('severity')
    .execute();
  return rows.flatMap((row) => (isSeverity(row.severity) ? [{ severity: row.severity, upper: row.upper, lower: row.lower }] : []));
}

export async function loadRule(db: Db, pointId: string): Promise<AlarmRule> {
  return ruleFromRow(await db.selectFrom('pointAlarmRule').selectAll().where('pointId', '=', pointId).executeTakeFirst());
}

/** Null when the point does not exist (deleted since its readings were stored). */
export async function loadPointConfig(db: Db, pointId: string): Promise<PointConfig | null> {
  const point = await db
    .selectFrom('monitoringPoint')
    .select(['id', 'projectId', 'damId', 'name', 'unit', 'type', 'intervalSeconds', 'enabledMark'])
    .where('id', '=', pointId)
    .executeTakeFirst();
  if (!point) return null;
  const [thresholds, rule, names] = await Promise.all([
    loadThresholds(db, pointId),
    loadRule(db, pointId),
    loadSeverityNames(db, point.projectId),
  ]);
  return {
    owner: { pointId: point.id, projectId: point.projectId, damId: point.damId },
    label: { name: point.name, unit: point.unit },
    type: point.type,
    active: point.enabledMark === 1 && rule.enabled,
    thresholds,
    rule,
    names,
    staleAfterMs: staleAfterMs(rule, point.intervalSeconds * 1000),
  };
}
