import type { Db } from '../../db/database';
import type { AlarmKind } from '../../wire/alarm';
import { DEFAULT_ALARM_RULE, staleAfterMs } from './alarm-rules';
import { staleMessage } from './alarm-message';
import type { Transition } from './alarm-store';
import { loadPointConfig, type PointConfig } from './point-config';
import { isSeverity } from './severity';

export interface ScanChange {
  config: PointConfig;
  transition: Transition;
}

/**
 * One pass over every point. A point silent for longer than its stale window gets a stale alarm; one reporting
 * again loses it. A point that is disabled, or whose rule is switched off, loses every active alarm: no reading will
 * arrive to clear them otherwise. A point that has never reported is not stale: it is still being commissioned.
 * One query for all points; full settings are loaded only for the points that change.
 */
export async function scanPoints(db: Db, now: number): Promise<ScanChange[]> {
  const rows = await db
    .selectFrom('monitoringPoint as p')
    .leftJoin('latestReading as l', 'l.pointId', 'p.id')
    .leftJoin('pointAlarmRule as r', 'r.pointId', 'p.id')
    .select([
      'p.id',
      'p.enabledMark',
      'p.intervalSeconds',
      'l.ts as latestTs',
      'l.value as latestValue',
      'r.enabled',
      'r.staleAfterSeconds',
      'r.staleSeverity',
    ])
    .execute();
  const active = await db
    .selectFrom('alarm')
    .select(['pointId', 'kind'])
    .where('state', '=', 'active')
    .where('closedAt', 'is', null)
    .execute();
  const activeKinds = new Map<string, Set<AlarmKind>>();
  for (const row of active) {
    const kinds = activeKinds.get(row.pointId) ?? new Set<AlarmKind>();
    kinds.add(row.kind);
    activeKinds.set(row.pointId, kinds);
  }

  const changes: ScanChange[] = [];
  for (const row of rows) {
    const kinds = activeKinds.get(row.id) ?? new Set<AlarmKind>();
    const checked = row.enabledMark === 1 && (row.enabled ?? 1) === 1;
    const latestTs = row.latestTs === null ? null : Number(row.latestTs);
    const windowMs = staleAfterMs({ ...DEFAULT_ALARM_RULE, staleAfterSeconds: row.staleAfterSeconds ?? null }, row.intervalSeconds * 1000);
    const silent = checked && latestTs !== null && now - latestTs > windowMs;
    const wanted: Transition[] = [];
    const base = { at: now, value: row.latestValue, threshold: null, direction: null } as const;
    if (silent && !kinds.has('stale')) {
      const severity = row.staleSeverity !== null && isSeverity(row.staleSeverity) ? row.staleSeverity : DEFAULT_ALARM_RULE.staleSeverity;
      wanted.push({ ...base, kind: 'stale', to: severity, message: staleMessage(latestTs as number, now, windowMs) });
    }
    if (!silent && kinds.has('stale')) wanted.push({ ...base, kind: 'stale', to: 0, message: '' });
    if (!checked) {
      for (const kind of ['threshold', 'rate'] as const) if (kinds.has(kind)) wanted.push({ ...base, kind, to: 0, message: '' });
    }
    if (wanted.length === 0) continue;
    const config = await loadPointConfig(db, row.id);
    if (!config) continue;
    for (const transition of wanted) changes.push({ config, transition });
  }
  return changes;
}
