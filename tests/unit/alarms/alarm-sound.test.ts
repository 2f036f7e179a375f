import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlarmSound, type AlarmSound } from '../../../src/features/alarms/sound/alarm-sound';
import { createAlarmSoundController } from '../../../src/features/alarms/sound/alarm-sound-controller';
import { GLOBAL_MUTE_MS } from '../../../src/features/alarms/sound/alarm-mutes';
import { BROWSER_TIMERS } from '../../../src/features/alarms/sound/audio-types';
import { TONE_PATTERNS } from '../../../src/features/alarms/sound/tone-patterns';
import { makeAlarm } from './support/alarms';
import { createFakeAudio, type FakeAudio } from './support/fake-audio';
import { createFakeLive, type FakeLive } from './support/fake-live';

describe('tone patterns', () => {
  it('are higher and faster the more serious the level', () => {
    for (const [lower, higher] of [
      [1, 2],
      [2, 3],
      [3, 4],
    ] as const) {
      const low = TONE_PATTERNS[lower];
      const high = TONE_PATTERNS[higher];
      expect(Math.max(...high.beeps.map((beep) => beep.frequency))).toBeGreaterThan(Math.max(...low.beeps.map((beep) => beep.frequency)));
      expect(high.cycleMs).toBeLessThan(low.cycleMs);
      expect(high.beeps.length).toBeGreaterThan(low.beeps.length);
    }
  });
});

describe('the alarm sound', () => {
  let audio: FakeAudio;
  let fake: FakeLive;
  let sound: AlarmSound;

  const start = (state: 'running' | 'suspended' = 'running') => {
    audio = createFakeAudio(state);
    fake = createFakeLive();
    sound = createAlarmSound({ live$: fake.sources.live$, createContext: audio.factory, timers: BROWSER_TIMERS, now: Date.now });
    sound.start();
  };
  const bursts = () => audio.tones.length;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 22, 8, 0, 0));
  });
  afterEach(() => {
    sound.dispose();
    vi.useRealTimers();
  });

  it('repeats the level pattern until the alarm is acknowledged, then stops at once', () => {
    start();
    fake.push(makeAlarm({ severity: 3 }));
    const perBurst = TONE_PATTERNS[3].beeps.length;
    expect(bursts()).toBe(perBurst);
    expect(audio.tones.every((tone) => tone.frequency === 880)).toBe(true);
    vi.advanceTimersByTime(TONE_PATTERNS[3].cycleMs * 3);
    expect(bursts()).toBe(perBurst * 4);
    expect(sound.controller.getStatus().playing).toBe(3);

    fake.push(makeAlarm({ severity: 3, acknowledged: true, revision: 2 }), 'acknowledged');
    expect(sound.controller.getStatus().playing).toBeNull();
    expect(audio.tones.slice(-perBurst).every((tone) => tone.stopped)).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(bursts()).toBe(perBurst * 4);
  });

  it('plays the most serious waiting level and switches at once on escalation', () => {
    start();
    fake.push(makeAlarm({ id: 'blue', severity: 1 }));
    expect(sound.controller.getStatus().playing).toBe(1);
    fake.push(makeAlarm({ id: 'red', severity: 4 }));
    expect(sound.controller.getStatus().playing).toBe(4);
    expect(audio.tones.at(-1)?.frequency).toBeGreaterThan(900);
  });

  it('stays silent while the sound-and-light channel is off and sounds when it is switched on', () => {
    start();
    fake.soundLight({ globalWarnChannelState: 0 });
    fake.push(makeAlarm({ severity: 4 }));
    vi.advanceTimersByTime(10_000);
    expect(bursts()).toBe(0);
    fake.soundLight({ globalWarnChannelState: 1 });
    expect(bursts()).toBe(TONE_PATTERNS[4].beeps.length);
  });

  it('mutes one alarm until it escalates, without silencing the others', () => {
    start();
    const alarm = makeAlarm({ severity: 2 });
    fake.push(alarm);
    sound.mutes.muteAlarm(alarm.id, alarm.severity);
    expect(sound.controller.getStatus().playing).toBeNull();
    vi.advanceTimersByTime(10_000);
    const afterMute = bursts();

    fake.push(makeAlarm({ id: 'other', severity: 1 }));
    expect(sound.controller.getStatus().playing).toBe(1);

    fake.push(makeAlarm({ severity: 3, revision: 2 }), 'updated');
    expect(sound.controller.getStatus().playing).toBe(3);
    expect(bursts()).toBeGreaterThan(afterMute);
  });

  it('mutes everything for five minutes, then sounds again by itself', () => {
    start();
    fake.push(makeAlarm({ severity: 4 }));
    sound.mutes.muteAll();
    expect(sound.controller.getStatus().playing).toBeNull();
    const muted = bursts();
    vi.advanceTimersByTime(GLOBAL_MUTE_MS - 1_000);
    expect(bursts()).toBe(muted);
    vi.advanceTimersByTime(1_000);
    expect(sound.controller.getStatus().playing).toBe(4);
    expect(bursts()).toBeGreaterThan(muted);
  });

  it('does not sound cleared alarms, and falls silent when signed out', () => {
    start();
    fake.push(makeAlarm({ severity: 4, state: 'cleared', clearedAt: Date.now() }));
    expect(bursts()).toBe(0);
    fake.push(makeAlarm({ id: 'a2', severity: 2 }));
    expect(sound.controller.getStatus().playing).toBe(2);
    fake.emit({ type: 'session/changed', signedIn: false, at: Date.now() });
    expect(sound.controller.getStatus().playing).toBeNull();
  });

  it('reports a suspended context as not armed, and plays the waiting alarm once armed', async () => {
    start('suspended');
    fake.push(makeAlarm({ severity: 3 }));
    expect(sound.controller.getStatus()).toMatchObject({ supported: true, armed: false, playing: null });
    expect(bursts()).toBe(0);
    await expect(sound.controller.arm()).resolves.toBe(true);
    expect(audio.contexts[0]?.resumeCalls).toBe(1);
    expect(sound.controller.getStatus()).toMatchObject({ armed: true, playing: 3 });
    expect(bursts()).toBe(TONE_PATTERNS[3].beeps.length);
  });
});

describe('the sound controller without Web Audio', () => {
  it('reports that sound is not supported and never throws', async () => {
    const controller = createAlarmSoundController({ createContext: null, timers: BROWSER_TIMERS });
    controller.setDemand(4);
    expect(controller.getStatus()).toEqual({ supported: false, armed: false, playing: null, demanded: 4 });
    await expect(controller.arm()).resolves.toBe(false);
    controller.dispose();
  });
});
