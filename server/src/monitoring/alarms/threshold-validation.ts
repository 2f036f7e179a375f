import { reject } from '../../i18n/localized-error';
import { isSeverity } from './severity';
import type { Threshold } from './threshold-levels';

export interface ThresholdInput {
  severity: number;
  upper?: number | null | undefined;
  lower?: number | null | undefined;
}

/**
 * Checks a point's thresholds as a whole and returns them sorted by severity. A more serious level must lie further
 * out than a less serious one on the same side, and every lower limit must sit below every upper limit, otherwise a
 * value could be "too high" and "too low" at once. Throws a 401 AppError naming the first problem.
 */
export function validateThresholds(input: readonly ThresholdInput[]): Threshold[] {
  const seen = new Set<number>();
  const list: Threshold[] = [];
  for (const entry of input) {
    if (!Number.isInteger(entry.severity) || !isSeverity(entry.severity)) {
      throw reject('alarms.severity-range', { severity: String(entry.severity) });
    }
    if (seen.has(entry.severity)) throw reject('alarms.severity-repeated', { severity: entry.severity });
    seen.add(entry.severity);
    const upper = entry.upper ?? null;
    const lower = entry.lower ?? null;
    if (upper !== null && !Number.isFinite(upper)) throw reject('alarms.upper-not-finite', { severity: entry.severity });
    if (lower !== null && !Number.isFinite(lower)) throw reject('alarms.lower-not-finite', { severity: entry.severity });
    if (upper === null && lower === null) throw reject('alarms.limit-missing', { severity: entry.severity });
    list.push({ severity: entry.severity, upper, lower });
  }
  list.sort((a, b) => a.severity - b.severity);

  let previousUpper: Threshold | undefined;
  let previousLower: Threshold | undefined;
  for (const threshold of list) {
    if (threshold.upper !== null) {
      if (previousUpper && threshold.upper <= (previousUpper.upper as number)) {
        throw reject('alarms.upper-order', {
          severity: threshold.severity,
          previous: previousUpper.severity,
          limit: String(previousUpper.upper),
        });
      }
      previousUpper = threshold;
    }
    if (threshold.lower !== null) {
      if (previousLower && threshold.lower >= (previousLower.lower as number)) {
        throw reject('alarms.lower-order', {
          severity: threshold.severity,
          previous: previousLower.severity,
          limit: String(previousLower.lower),
        });
      }
      previousLower = threshold;
    }
  }
  const uppers = list.flatMap((entry) => (entry.upper === null ? [] : [entry.upper]));
  const lowers = list.flatMap((entry) => (entry.lower === null ? [] : [entry.lower]));
  if (uppers.length > 0 && lowers.length > 0 && Math.max(...lowers) >= Math.min(...uppers)) {
    throw reject('alarms.limits-cross');
  }
  return list;
}
