import type { AlarmSeverity } from '../alarm-types';

/** One beep: pitch, start within the cycle and length, in seconds. */
export interface Beep {
  frequency: number;
  at: number;
  duration: number;
}

/** What one level sounds like: a burst of beeps, repeated every `cycleMs` until acknowledged or muted. */
export interface TonePattern {
  beeps: readonly Beep[];
  cycleMs: number;
  /** Peak gain (0..1); louder for more serious levels, never painful. */
  volume: number;
}

function burst(count: number, frequencies: readonly number[], duration: number, gap: number): Beep[] {
  return Array.from({ length: count }, (_, index) => ({
    frequency: frequencies[index % frequencies.length] ?? 880,
    at: index * (duration + gap),
    duration,
  }));
}

/**
 * Higher, faster and more insistent the more serious the level, so a duty officer can tell a red alarm from a
 * blue one without looking: 1 a single low chime every 5 s, 2 a double beep every 3 s, 3 a triple beep every
 * 2 s, 4 a two-tone siren burst every 1.2 s.
 */
export const TONE_PATTERNS: Record<AlarmSeverity, TonePattern> = {
  1: { beeps: burst(1, [523], 0.35, 0), cycleMs: 5_000, volume: 0.18 },
  2: { beeps: burst(2, [659], 0.2, 0.15), cycleMs: 3_000, volume: 0.22 },
  3: { beeps: burst(3, [880], 0.15, 0.1), cycleMs: 2_000, volume: 0.26 },
  4: { beeps: burst(6, [988, 1319], 0.12, 0.05), cycleMs: 1_200, volume: 0.3 },
};
