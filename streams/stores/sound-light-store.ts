import type { Observable } from 'rxjs';
import { castDraft, produce } from 'immer';
import type { BusEvent } from '../bus/bus-events';
import type { SoundLightState } from '../protocol/sound-light';
import type { Store } from './create-store';
import { createStore } from './create-store';

export interface SoundLightStoreState {
  /** Null until the first poll answers. */
  current: SoundLightState | null;
  updatedAt: number | null;
}

export const initialSoundLightState: SoundLightStoreState = { current: null, updatedAt: null };

/** Pure reducer: a poll replaces the state; a pushed global switch change patches it until the next poll. */
export function reduceSoundLight(state: SoundLightStoreState, event: BusEvent): SoundLightStoreState {
  switch (event.type) {
    case 'sound-light/state':
      return produce(state, (draft) => {
        draft.current = castDraft(event.state);
        draft.updatedAt = event.at;
      });
    case 'sound-light/changed':
      if (event.projectId !== null || !state.current) return state;
      return produce(state, (draft) => {
        if (!draft.current) return;
        if (event.globalWarnState !== null) draft.current.globalWarnState = event.globalWarnState;
        if (event.globalWarnChannelState !== null) draft.current.globalWarnChannelState = event.globalWarnChannelState;
        draft.updatedAt = event.at;
      });
    case 'session/changed':
      return event.signedIn ? state : initialSoundLightState;
    default:
      return state;
  }
}

/** Whether the sound-and-light switch is on. */
export function isSoundLightOn(state: SoundLightStoreState): boolean {
  return state.current?.globalWarnChannelState === 1;
}

/** Number of lines in the warning lists (water quality, water level and dam safety). */
export function countWarnings(state: SoundLightStoreState): number {
  const current = state.current;
  if (!current) return 0;
  return current.waterQualityWarnList.length + current.waterLevelWarnList.length + current.safetyWarnList.length;
}

/** The sound-and-light switch and warning lists, from the 30 s poll and the `sound-light` topic. */
export function createSoundLightStore(events$: Observable<BusEvent>): Store<SoundLightStoreState> {
  return createStore(initialSoundLightState, reduceSoundLight, events$);
}
