import type { Db } from '../../db/database';
import { DEFAULT_ALARM_RULE, staleAfterMs } from './alarm-rules';
import { staleMessage } from './alarm-message';
import type { Transition } from './alarm-store';
import { loadPointConfig, type PointConfig } from './point-config';
import { isSeverity } from './severity';

export interface StaleChange {
  config: PointConfig;
  transition: Transition;
}

/**
 * One pass over every point: which have gone silent for longer than their stale window (and have no active stale
 * alarm yet), and which have an active stale alarm but are reporting again, were disabled, or had the check
 * switched off. A point that has never reported is not stale: it is still being commissioned.
 * One query for all points; full settings are loaded only for the points that change.
 */
export async function findStaleChanges(db: Db, now: number): Promise<StaleChange[]> {
  const rows = await db
    .selectFrom('monitoringPoint as p')
    .leftJoin('latestReading as l', 'l.pointId', 'p.id')
    .leftJoin('pointAlarmRule as r', 'r.pointId', 'p.id')
    .select([
      'p.id', 'p.enabledMark', 'p.intervalSeconds', 'l.ts as latestTs', 'l.value as latestValue',
      'r.enabled', 'r.staleAfterSeconds', 'r.staleSeverity',
    ])
    .execute();
  const active = await db
    .selectFrom('alarm')
    .select('pointId')
    .where('kind', '=', 'stale')
    .where('state', '=', 'active')
    .where('closedAt', 'is', null)
    .execute();
  const alarmed = new Set(active.map((row) => row.pointId));

  const changes: StaleChange[] = [];
  for (const row of rows) {
    const checked = row.enabledMark === 1 && (row.enabled ?? 1) === 1;
    const rule = { ...DEFAULT_ALARM_RULE, staleAfterSeconds: row.staleAfterSeconds ?? null };
    const windowMs = staleAfterMs(rule, row.intervalSeconds * 1000);
    const latestTs = row.latestTs === null ? null : Number(row.latestTs);
    const silent = checked && latestTs !== null && now - latestTs > windowMs;
    if (silent === alarmed.has(row.id)) continue;
    const config = await loadPointConfig(db, row.id);
    if (!config) continue;
    const severity = row.staleSeverity !== null && isSeverity(row.staleSeverity) ? row.staleSeverity : DEFAULT_ALARM_RULE.staleSeverity;
    changes.push({
      config,
      transition: silent
        ? { kind: 'stale', to: severity, at: now, value: row.latestValue, threshold: null, direction: null, message: staleMessage(latestTs as number, now, windowMs) }
        : { kind: 'stale', to: 0, at: now, value: row.latestValue, threshold: null, direction: null, message: 'Data is arriving again' },
    });
  }
  return changes;
}
