import type { AlarmState } from '../../../../streams/stores/alarm-store';
import type { AlarmDto, AlarmSeverity } from '../alarm-types';

export interface BellSummary {
  /** Active alarms by level. */
  counts: Record<AlarmSeverity, number>;
  total: number;
  /** An active alarm nobody has acknowledged exists: the bell pulses. */
  attention: boolean;
  /** The level that colours the bell: the most serious unacknowledged active alarm, else the most serious active one. */
  highest: AlarmSeverity | null;
  /** Open alarms (active, or cleared and unacknowledged), newest first, for the panel. */
  newest: AlarmDto[];
}

const highestOf = (alarms: readonly AlarmDto[]): AlarmSeverity | null =>
  alarms.reduce<AlarmSeverity | null>((top, alarm) => (top === null || alarm.severity > top ? alarm.severity : top), null);

/** What the top bar shows, derived from the live alarm store (push and poll merged). */
export function summarizeBell(state: AlarmState): BellSummary {
  const waiting = state.active.filter((alarm) => !alarm.acknowledged);
  const open = new Map<string, AlarmDto>();
  for (const alarm of [...state.active, ...state.unacknowledged]) open.set(alarm.id, alarm);
  return {
    counts: { 1: state.counts[1], 2: state.counts[2], 3: state.counts[3], 4: state.counts[4] },
    total: state.counts.total,
    attention: waiting.length > 0,
    highest: highestOf(waiting) ?? highestOf(state.active),
    newest: [...open.values()].sort((a, b) => b.raisedAt - a.raisedAt || a.id.localeCompare(b.id)),
  };
}
