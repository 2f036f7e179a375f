import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { AlarmSeverity } from '../alarm-types';
import type { AudioContextLike, GainLike, OscillatorLike, Timers } from './audio-types';
import { TONE_PATTERNS } from './tone-patterns';

export interface SoundStatus {
  /** Web Audio exists in this browser. */
  supported: boolean;
  /** The audio context runs: tones can be heard. False while the browser holds sound back until a click. */
  armed: boolean;
  /** The level whose pattern is repeating now, or null when silent. */
  playing: AlarmSeverity | null;
  /**
   * The level the alarms call for, or null when nothing should sound (no alarm waiting, muted, channel off). Set even
   * while the browser holds sound back, so `demanded !== null && !armed` means an alarm nobody can hear.
   */
  demanded: AlarmSeverity | null;
}

export interface AlarmSoundController {
  readonly status$: Observable<SoundStatus>;
  getStatus(): SoundStatus;
  /** The level to sound (the most serious alarm still waiting), or null for silence; takes effect at once. */
  setDemand(severity: AlarmSeverity | null): void;
  /**
   * Creates the audio context ahead of the first alarm, so a browser that holds sound back is found out (and
   * the person asked to allow it) before an alarm needs it, not during it.
   */
  prepare(): void;
  /** Resumes a suspended audio context; call it from a click or key press. Resolves whether sound now works. */
  arm(): Promise<boolean>;
  dispose(): void;
}

const ATTACK_S = 0.01;
const RELEASE_S = 0.03;

/**
 * Plays the alarm tones with Web Audio oscillators (no sound files): the pattern of the demanded level, again
 * every cycle, until the demand goes away. A new level restarts the pattern at once, and silence stops the tone
 * that is sounding, so an acknowledgement is heard to work. Where the browser keeps the context suspended
 * (autoplay policy) it reports `armed: false` until `arm()` is called from a user gesture.
 */
export function createAlarmSoundController(options: {
  createContext: (() => AudioContextLike) | null;
  timers: Timers;
}): AlarmSoundController {
  const { timers } = options;
  let context: AudioContextLike | null = null;
  let demand: AlarmSeverity | null = null;
  let timer: unknown = null;
  // The nodes of the last burst: stopped on silence, disconnected before the next burst.
  let sounding: { oscillator: OscillatorLike; gain: GainLike }[] = [];
  let disposed = false;
  const status = new BehaviorSubject<SoundStatus>({
    supported: options.createContext !== null,
    armed: false,
    playing: null,
    demanded: null,
  });

  const publish = (patch: Partial<SoundStatus>) => {
    const next = { ...status.value, ...patch };
    const current = status.value;
    if (
      next.armed !== current.armed ||
      next.playing !== current.playing ||
      next.supported !== current.supported ||
      next.demanded !== current.demanded
    ) {
      status.next(next);
    }
  };

  const release = (stop: boolean) => {
    for (const { oscillator, gain } of sounding) {
      try {
        if (stop) oscillator.stop();
        oscillator.disconnect();
        gain.disconnect();
      } catch {
        // Already stopped and disconnected.
      }
    }
    sounding = [];
  };

  const silence = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    release(true);
  };

  const playOnce = (ctx: AudioContextLike, severity: AlarmSeverity) => {
    const pattern = TONE_PATTERNS[severity];
    const start = ctx.currentTime + 0.02;
    release(false);
    for (const beep of pattern.beeps) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      const from = start + beep.at;
      const to = from + beep.duration;
      oscillator.type = severity >= 3 ? 'square' : 'sine';
      oscillator.frequency.setValueAtTime(beep.frequency, from);
      // A short ramp in and out avoids the click of a hard edge.
      gain.gain.setValueAtTime(0, from);
      gain.gain.linearRampToValueAtTime(pattern.volume, from + ATTACK_S);
      gain.gain.setValueAtTime(pattern.volume, to - RELEASE_S);
      gain.gain.linearRampToValueAtTime(0, to);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(from);
      oscillator.stop(to + 0.01);
      sounding.push({ oscillator, gain });
    }
  };

  const cycle = () => {
    timer = null;
    const ctx = context;
    if (disposed || demand === null || !ctx || ctx.state !== 'running') {
      publish({ playing: null });
      return;
    }
    const severity = demand;
    playOnce(ctx, severity);
    publish({ playing: severity });
    timer = timers.setTimeout(cycle, TONE_PATTERNS[severity].cycleMs);
  };

  const onStateChange = () => {
    const armed = context?.state === 'running';
    publish({ armed });
    if (armed && demand !== null && timer === null) cycle();
    if (!armed) {
      silence();
      publish({ playing: null });
    }
  };

  const ensureContext = (): AudioContextLike | null => {
    if (context || !options.createContext || disposed) return context;
    try {
      context = options.createContext();
    } catch {
      publish({ supported: false });
      return null;
    }
    context.addEventListener('statechange', onStateChange);
    publish({ armed: context.state === 'running' });
    return context;
  };

  return {
    status$: status.pipe(distinctUntilChanged()),
    getStatus: () => status.value,
    setDemand(severity) {
      if (disposed || severity === demand) return;
      demand = severity;
      silence();
      if (severity === null) {
        publish({ playing: null, demanded: null });
        return;
      }
      publish({ demanded: severity });
      ensureContext();
      cycle();
    },
    prepare() {
      ensureContext();
    },
    async arm() {
      const ctx = ensureContext();
      if (!ctx) return false;
      if (ctx.state !== 'running') {
        try {
          await ctx.resume();
        } catch {
          return false;
        }
      }
      onStateChange();
      return ctx.state === 'running';
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      silence();
      context?.removeEventListener('statechange', onStateChange);
      void context?.close().catch(() => undefined);
      context = null;
      status.next({ ...status.value, armed: false, playing: null, demanded: null });
      status.complete();
    },
  };
}
