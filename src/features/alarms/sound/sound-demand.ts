import type { AlarmDto, AlarmSeverity } from '../alarm-types';
import { isAlarmMuted, type MuteState } from './alarm-mutes';

/** The alarms that call for a tone: active, not acknowledged, not muted at their level. */
export function soundingAlarms(alarms: readonly AlarmDto[], mutes: MuteState): AlarmDto[] {
  return alarms.filter((alarm) => alarm.state === 'active' && !alarm.acknowledged && !isAlarmMuted(mutes, alarm));
}

/**
 * Which level to sound, or null for silence: the most serious alarm still waiting, unless the sound-and-light
 * channel is off or everything is muted for now. An unknown channel (before the first poll answers) counts as
 * on, because the server's default is on and a missed alarm is worse than an extra beep.
 */
export function soundDemand(alarms: readonly AlarmDto[], channelState: number | null, mutes: MuteState, now: number): AlarmSeverity | null {
  if (channelState === 0) return null;
  if (mutes.globalUntil !== null && mutes.globalUntil > now) return null;
  let highest: AlarmSeverity | null = null;
  for (const alarm of soundingAlarms(alarms, mutes)) if (highest === null || alarm.severity > highest) highest = alarm.severity;
  return highest;
}
