import type { HysteresisMode } from '../../db/tables/alarms';
import type { Severity } from './severity';

export interface Threshold {
  severity: Severity;
  upper: number | null;
  lower: number | null;
}

export interface Deadband {
  mode: HysteresisMode;
  /** Engineering units when absolute; a fraction of the limit's magnitude when fraction. */
  amount: number;
}

export type Level = 0 | Severity;

export interface LevelReading {
  level: Level;
  /** The limit of that level on the side the value is beyond, null at level 0. */
  limit: number | null;
  direction: 'upper' | 'lower' | null;
}

export function deadbandFor(limit: number, deadband: Deadband): number {
  return deadband.mode === 'absolute' ? deadband.amount : Math.abs(limit) * deadband.amount;
}

/**
 * The most serious level whose limit the value is beyond. Levels at or below the alarm's current level are held
 * until the value is back inside the limit by the deadband, so a value hovering at a limit does not chatter.
 */
export function thresholdLevel(value: number, thresholds: readonly Threshold[], current: Level, deadband: Deadband): LevelReading {
  let best: LevelReading = { level: 0, limit: null, direction: null };
  for (const threshold of thresholds) {
    if (threshold.severity <= best.level) continue;
    const holding = threshold.severity <= current;
    const { upper, lower } = threshold;
    if (upper !== null && value > (holding ? upper - deadbandFor(upper, deadband) : upper)) {
      best = { level: threshold.severity, limit: upper, direction: 'upper' };
    } else if (lower !== null && value < (holding ? lower + deadbandFor(lower, deadband) : lower)) {
      best = { level: threshold.severity, limit: lower, direction: 'lower' };
    }
  }
  return best;
}

/** The limit of one level that a value is nearest to breaking, to describe an alarm settled at that level. */
export function limitOf(thresholds: readonly Threshold[], level: Level, value: number): Pick<LevelReading, 'limit' | 'direction'> {
  const threshold = thresholds.find((entry) => entry.severity === level);
  if (!threshold) return { limit: null, direction: null };
  if (threshold.upper === null) return { limit: threshold.lower, direction: threshold.lower === null ? null : 'lower' };
  if (threshold.lower === null) return { limit: threshold.upper, direction: 'upper' };
  return Math.abs(value - threshold.upper) <= Math.abs(value - threshold.lower)
    ? { limit: threshold.upper, direction: 'upper' }
    : { limit: threshold.lower, direction: 'lower' };
}
