import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { AlarmSeverity } from '../alarm-types';
import type { Timers } from './audio-types';

/** Five minutes: long enough to phone the site, short enough that a forgotten mute cannot hide the next alarm. */
export const GLOBAL_MUTE_MS = 5 * 60_000;

export interface MuteState {
  /** Alarm id -> the level it was muted at; an escalation beyond it sounds again. */
  alarms: Readonly<Record<string, AlarmSeverity>>;
  /** Every tone is held back until this time (epoch ms), or null. */
  globalUntil: number | null;
}

export interface AlarmMutes {
  readonly state$: Observable<MuteState>;
  getState(): MuteState;
  muteAlarm(id: string, severity: AlarmSeverity): void;
  unmuteAlarm(id: string): void;
  /** Silences everything for `ms`; the tone comes back by itself when the time is up. */
  muteAll(ms?: number): void;
  unmuteAll(): void;
  /** Forgets every mute (sign-out). */
  reset(): void;
  dispose(): void;
}

const EMPTY: MuteState = { alarms: {}, globalUntil: null };

/** Per-alarm mutes and the time-limited global mute, shared by the top bar, the alarm page and the sound. */
export function createAlarmMutes(options: { now: () => number; timers: Timers }): AlarmMutes {
  const state = new BehaviorSubject<MuteState>(EMPTY);
  let expiry: unknown = null;
  const clearExpiry = () => {
    if (expiry !== null) options.timers.clearTimeout(expiry);
    expiry = null;
  };
  const set = (next: MuteState) => state.next(next);
  return {
    state$: state.pipe(distinctUntilChanged()),
    getState: () => state.value,
    muteAlarm(id, severity) {
      set({ ...state.value, alarms: { ...state.value.alarms, [id]: severity } });
    },
    unmuteAlarm(id) {
      if (!(id in state.value.alarms)) return;
      const { [id]: _removed, ...alarms } = state.value.alarms;
      set({ ...state.value, alarms });
    },
    muteAll(ms = GLOBAL_MUTE_MS) {
      clearExpiry();
      set({ ...state.value, globalUntil: options.now() + ms });
      expiry = options.timers.setTimeout(() => {
        expiry = null;
        set({ ...state.value, globalUntil: null });
      }, ms);
    },
    unmuteAll() {
      clearExpiry();
      if (state.value.globalUntil !== null) set({ ...state.value, globalUntil: null });
    },
    reset() {
      clearExpiry();
      set(EMPTY);
    },
    dispose() {
      clearExpiry();
      state.complete();
    },
  };
}

/** Whether this alarm's tone is muted at its current level. */
export function isAlarmMuted(mutes: MuteState, alarm: { id: string; severity: AlarmSeverity }): boolean {
  const mutedAt = mutes.alarms[alarm.id];
  return mutedAt !== undefined && mutedAt >= alarm.severity;
}
