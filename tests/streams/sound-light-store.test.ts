import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../../streams/bus/bus-events';
import type { SoundLightState } from '../../streams/protocol/sound-light';
import { parseSoundLight } from '../../streams/protocol/sound-light';
import { countWarnings, initialSoundLightState, isSoundLightOn, reduceSoundLight } from '../../streams/stores/sound-light-store';

const polled: SoundLightState = {
  globalWarnState: 1,
  globalWarnChannelState: 1,
  waterQualityWarnList: [{ pointName: 'Intake', attrName: 'Turbidity', alertValue: 12, unit: 'NTU' }],
  waterLevelWarnList: [{ pointName: 'Reservoir', attrName: 'Level', alertValue: '181.2', unit: 'm' }],
  safetyWarnList: [{ pointName: 'Crest GNSS', attrName: 'Surface displacement', alertValue: 40, unit: 'mm' }],
};
const changed = (projectId: string | null, channel: number | null): BusEvent => ({
  type: 'sound-light/changed',
  projectId,
  globalWarnState: null,
  globalWarnChannelState: channel,
  at: 5,
});

describe('sound-light store reducer', () => {
  it('takes the polled state and reports the switch and the warning count', () => {
    const state = reduceSoundLight(initialSoundLightState, { type: 'sound-light/state', state: polled, at: 1 });
    expect(state.current).toEqual(polled);
    expect(isSoundLightOn(state)).toBe(true);
    expect(countWarnings(state)).toBe(3);
  });

  it('applies a pushed global switch change until the next poll', () => {
    const state = reduceSoundLight(initialSoundLightState, { type: 'sound-light/state', state: polled, at: 1 });
    const off = reduceSoundLight(state, changed(null, 0));
    expect(isSoundLightOn(off)).toBe(false);
    expect(off.current?.waterLevelWarnList).toEqual(polled.waterLevelWarnList);
    expect(reduceSoundLight(off, changed('proj-9', 1))).toBe(off);
  });

  it('ignores a push before the first poll and resets on sign-out', () => {
    expect(reduceSoundLight(initialSoundLightState, changed(null, 1))).toBe(initialSoundLightState);
    const state = reduceSoundLight(initialSoundLightState, { type: 'sound-light/state', state: polled, at: 1 });
    expect(reduceSoundLight(state, { type: 'session/changed', signedIn: false, at: 2 })).toBe(initialSoundLightState);
  });
});

describe('parseSoundLight', () => {
  it('reads numbers sent as text and drops unreadable list items', () => {
    expect(
      parseSoundLight({ globalWarnState: '0', globalWarnChannelState: '1', waterQualityWarnList: [null, { pointName: 'A' }] }),
    ).toEqual({
      globalWarnState: 0,
      globalWarnChannelState: 1,
      waterQualityWarnList: [{ pointName: 'A', attrName: '', alertValue: null, unit: '' }],
      waterLevelWarnList: [],
      safetyWarnList: [],
    });
    expect(parseSoundLight({ globalWarnState: 1 })).toBeNull();
  });
});
