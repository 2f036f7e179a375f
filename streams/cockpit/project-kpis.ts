import type { AlarmState } from '../stores/alarm-store';
import type { ReadingsState } from '../stores/readings-store';

/** Active alarms of one project by severity (4 most serious), and how many nobody has acknowledged. */
export interface ProjectAlarmCounts {
  1: number;
  2: number;
  3: number;
  4: number;
  total: number;
  unacknowledged: number;
}

/** The alarm store's counts narrowed to one project (the store holds every project the user can see). */
export function projectAlarmCounts(state: AlarmState, projectId: string): ProjectAlarmCounts {
  const counts: ProjectAlarmCounts = { 1: 0, 2: 0, 3: 0, 4: 0, total: 0, unacknowledged: 0 };
  for (const alarm of state.active) {
    if (alarm.projectId !== projectId) continue;
    counts[alarm.severity] += 1;
    counts.total += 1;
  }
  for (const alarm of state.unacknowledged) if (alarm.projectId === projectId) counts.unacknowledged += 1;
  return counts;
}

/** Whether two counts say the same (an alarm of another project, or a reading, changes the store but not them). */
export function sameAlarmCounts(a: ProjectAlarmCounts, b: ProjectAlarmCounts): boolean {
  return a[1] === b[1] && a[2] === b[2] && a[3] === b[3] && a[4] === b[4] && a.total === b.total && a.unacknowledged === b.unacknowledged;
}

/** A point's reporting interval, to tell a silent sensor from one between two readings. */
export interface PointCadence {
  id: string;
  intervalMs: number;
}

/** A point is offline once three reporting intervals pass without a reading: the series' gap rule, kept the same. */
export const OFFLINE_AFTER_INTERVALS = 3;

/**
 * How many of `points` reported within three of their intervals before `now`, reading each point's newest time from
 * the live store, or from `fallbackTs` (the point list's own latest reading) before the live store has one.
 */
export function pointsOnline(
  latest: ReadingsState['latest'],
  points: readonly PointCadence[],
  now: number,
  fallbackTs: (pointId: string) => number | null = () => null,
): number {
  let online = 0;
  for (const point of points) {
    const ts = latest[point.id]?.ts ?? fallbackTs(point.id);
    if (ts !== null && now - ts <= OFFLINE_AFTER_INTERVALS * point.intervalMs) online += 1;
  }
  return online;
}

interface Timed {
  ts: number;
  value: number;
}

/**
 * The value of the newer of two readings of one point (either may be missing): the live feed's and the one a list
 * loaded. After an outage the list, loaded again, knows readings the feed never pushed.
 */
export function newerValue(live: Timed | null | undefined, listed: Timed | null | undefined): number | undefined {
  if (!live) return listed?.value;
  if (!listed) return live.value;
  return listed.ts > live.ts ? listed.value : live.value;
}
