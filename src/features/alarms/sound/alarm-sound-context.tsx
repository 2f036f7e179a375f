import { createContext, useContext, type ReactNode } from 'react';
import { consoleLive$ } from '../../../lib/live/console-live';
import { createAlarmSound, type AlarmSound } from './alarm-sound';
import { BROWSER_TIMERS, browserAudioContext } from './audio-types';

let consoleSound: AlarmSound | null = null;

/** The console's one audible alarm, created on first use (the top bar) and kept for the life of the page. */
function consoleAlarmSound(): AlarmSound {
  consoleSound ??= createAlarmSound({
    live$: consoleLive$,
    createContext: browserAudioContext(),
    timers: BROWSER_TIMERS,
    now: Date.now,
  });
  return consoleSound;
}

const AlarmSoundContext = createContext<AlarmSound | null>(null);

/** Overrides the audible alarm below it (tests pass one with a fake AudioContext). */
export function AlarmSoundProvider({ sound, children }: { sound: AlarmSound; children: ReactNode }) {
  return <AlarmSoundContext.Provider value={sound}>{children}</AlarmSoundContext.Provider>;
}

/** The audible alarm in use: the provided one, else the console's. */
export function useAlarmSound(): AlarmSound {
  return useContext(AlarmSoundContext) ?? consoleAlarmSound();
}
