import { useObservable } from '../../../lib/use-observable';
import type { MuteState } from './alarm-mutes';
import { useAlarmSound } from './alarm-sound-context';

/** The current mutes and the mute actions. */
export function useMutes() {
  const { mutes } = useAlarmSound();
  const state: MuteState = useObservable(mutes.state$, mutes.getState());
  return { state, mutes };
}
