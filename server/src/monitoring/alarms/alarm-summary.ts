import type { Db } from '../../db/database';
import type { SeverityName } from './severity';

export interface SeveritySummary extends SeverityName {
  active: number;
  activeUnacknowledged: number;
  clearedUnacknowledged: number;
}

/** Counts of open alarms for the top bar: everything a duty officer still has to look at. */
export interface AlarmSummary {
  open: number;
  active: number;
  activeUnacknowledged: number;
  clearedUnacknowledged: number;
  /** The most serious active level, 0 when nothing is active. */
  highestActiveSeverity: number;
  bySeverity: SeveritySummary[];
}

export async function summarizeAlarms(db: Db, projectIds: readonly string[], names: readonly SeverityName[]): Promise<AlarmSummary> {
  const rows =
    projectIds.length === 0
      ? []
      : await db
          .selectFrom('alarm')
          .select((eb) => ['severity', 'state', 'acknowledged', eb.fn.countAll<number>().as('count')])
          .where('projectId', 'in', projectIds as string[])
          .where('closedAt', 'is', null)
          .groupBy(['severity', 'state', 'acknowledged'])
          .execute();
  const bySeverity: SeveritySummary[] = names.map((name) => ({ ...name, active: 0, activeUnacknowledged: 0, clearedUnacknowledged: 0 }));
  const summary: AlarmSummary = {
    open: 0,
    active: 0,
    activeUnacknowledged: 0,
    clearedUnacknowledged: 0,
    highestActiveSeverity: 0,
    bySeverity,
  };
  for (const row of rows) {
    const count = Number(row.count);
    const level = bySeverity.find((entry) => entry.severity === row.severity);
    summary.open += count;
    if (row.state === 'active') {
      summary.active += count;
      summary.highestActiveSeverity = Math.max(summary.highestActiveSeverity, row.severity);
      if (level) level.active += count;
      if (row.acknowledged === 0) {
        summary.activeUnacknowledged += count;
        if (level) level.activeUnacknowledged += count;
      }
    } else if (row.acknowledged === 0) {
      summary.clearedUnacknowledged += count;
      if (level) level.clearedUnacknowledged += count;
    }
  }
  return summary;
}
