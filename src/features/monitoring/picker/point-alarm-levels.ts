import { useMemo } from 'react';
import type { AlarmSeverity } from '../../../../server/src/wire/alarm';
import type { AlarmState } from '../../../../streams/stores/alarm-store';
import { useLiveStore } from '../../../lib/live/use-live-store';

/** The most serious active alarm of each point that has one. */
export type PointAlarmLevels = ReadonlyMap<string, AlarmSeverity>;

/** Levels from the live store's active alarms (the store keeps them most serious first). */
export function alarmLevelsOf(active: AlarmState['active']): PointAlarmLevels {
  const levels = new Map<string, AlarmSeverity>();
  for (const alarm of active) {
    const current = levels.get(alarm.pointId);
    if (current === undefined || alarm.severity > current) levels.set(alarm.pointId, alarm.severity);
  }
  return levels;
}

const selectActive = (state: AlarmState) => state.active;
const NO_ALARMS: AlarmState['active'] = [];

/** The open alarms by point, live from the alarm store (push and the 30 s poll). */
export function usePointAlarmLevels(): PointAlarmLevels {
  const active = useLiveStore('alarms', selectActive, NO_ALARMS);
  return useMemo(() => alarmLevelsOf(active), [active]);
}
