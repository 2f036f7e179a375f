import type { AudioContextLike, GainLike, OscillatorLike } from '../../../../src/features/alarms/sound/audio-types';

/** A Web Audio stand-in that records the tones it was asked to play. */
export interface FakeAudio {
  factory: () => AudioContextLike;
  /** Every oscillator started, with its pitch and start time. */
  readonly tones: { frequency: number; at: number; stopped: boolean }[];
  readonly contexts: FakeContext[];
}

export interface FakeContext extends AudioContextLike {
  resumeCalls: number;
  /** The browser's autoplay policy lets go (or a click resumed it). */
  allow(): void;
}

const param = () => ({ setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined, cancelScheduledValues: () => undefined });

/** `initialState` 'suspended' plays a browser that blocks sound until a user gesture. */
export function createFakeAudio(initialState: 'running' | 'suspended' = 'running'): FakeAudio {
  const tones: FakeAudio['tones'] = [];
  const contexts: FakeContext[] = [];
  const factory = (): AudioContextLike => {
    const listeners = new Set<() => void>();
    let state = initialState;
    const context: FakeContext = {
      get state() {
        return state;
      },
      currentTime: 0,
      destination: {},
      resumeCalls: 0,
      async resume() {
        context.resumeCalls += 1;
        state = 'running';
        for (const listener of listeners) listener();
      },
      allow() {
        state = 'running';
        for (const listener of listeners) listener();
      },
      async close() {
        state = 'suspended';
      },
      createOscillator(): OscillatorLike {
        let frequency = 0;
        const tone = { frequency: 0, at: 0, stopped: false };
        return {
          type: 'sine',
          frequency: { ...param(), setValueAtTime: (value: number) => (frequency = value) },
          connect: () => undefined,
          disconnect: () => undefined,
          start: (when = 0) => {
            tone.frequency = frequency;
            tone.at = when;
            tones.push(tone);
          },
          stop: (when?: number) => {
            if (when === undefined) tone.stopped = true;
          },
        };
      },
      createGain(): GainLike {
        return { gain: param(), connect: () => undefined, disconnect: () => undefined };
      },
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    };
    contexts.push(context);
    return context;
  };
  return { factory, tones, contexts };
}
