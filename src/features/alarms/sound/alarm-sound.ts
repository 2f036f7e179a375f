import { combineLatest, map, of, switchMap, type Observable, type Subscription } from 'rxjs';
import type { LiveStreams } from '../../../../streams/create-live-streams';
import { createAlarmMutes, type AlarmMutes } from './alarm-mutes';
import { createAlarmSoundController, type AlarmSoundController } from './alarm-sound-controller';
import type { AudioContextLike, Timers } from './audio-types';
import { soundDemand } from './sound-demand';

/** The audible alarm of a console: the tone player and the mutes, driven by the live alarm store. */
export interface AlarmSound {
  readonly controller: AlarmSoundController;
  readonly mutes: AlarmMutes;
  /** Starts following the live streams; calling it again does nothing. */
  start(): void;
  dispose(): void;
}

export interface AlarmSoundOptions {
  live$: Observable<LiveStreams | null>;
  createContext: (() => AudioContextLike) | null;
  timers: Timers;
  now: () => number;
}

/**
 * Sounds the most serious active, unacknowledged, unmuted alarm while the sound-and-light channel is on.
 * It follows the stores, not a screen, so alarms stay audible whatever page is open (or the lock screen);
 * signing out silences it and forgets the mutes.
 */
export function createAlarmSound(options: AlarmSoundOptions): AlarmSound {
  const controller = createAlarmSoundController({ createContext: options.createContext, timers: options.timers });
  const mutes = createAlarmMutes({ now: options.now, timers: options.timers });
  let subscription: Subscription | null = null;
  return {
    controller,
    mutes,
    start() {
      controller.prepare();
      subscription ??= options.live$
        .pipe(
          switchMap((live) => {
            if (!live) {
              mutes.reset();
              return of(null);
            }
            return combineLatest([live.stores.alarms.state$, live.stores.soundLight.state$, mutes.state$]).pipe(
              map(([alarms, soundLight, muteState]) =>
                soundDemand(alarms.active, soundLight.current?.globalWarnChannelState ?? null, muteState, options.now()),
              ),
            );
          }),
        )
        .subscribe((severity) => controller.setDemand(severity));
    },
    dispose() {
      subscription?.unsubscribe();
      subscription = null;
      controller.dispose();
      mutes.dispose();
    },
  };
}
