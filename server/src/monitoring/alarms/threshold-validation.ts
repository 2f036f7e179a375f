import { invalid } from '../../lib/envelope';
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
      throw invalid(`severity must be 1, 2, 3 or 4 (got ${String(entry.severity)})`);
    }
    if (seen.has(entry.severity)) throw invalid(`severity ${entry.severity} is listed more than once`);
    seen.add(entry.severity);
    const upper = entry.upper ?? null;
    const lower = entry.lower ?? null;
    for (const [name, limit] of [['upper', upper], ['lower', lower]] as const) {
      if (limit !== null && !Number.isFinite(limit)) throw invalid(`${name} of severity ${entry.severity} must be a finite number`);
    }
    if (upper === null && lower === null) throw invalid(`severity ${entry.severity} needs an upper or a lower limit`);
    list.push({ severity: entry.severity, upper, lower });
  }
  list.sort((a, b) => a.severity - b.severity);

  let previousUpper: Threshold | undefined;
  let previousLower: Threshold | undefined;
  for (const threshold of list) {
    if (threshold.upper !== null) {
      if (previousUpper && threshold.upper <= (previousUpper.upper as number)) {
        throw invalid(`upper of severity ${threshold.severity} must be above upper of severity ${previousUpper.severity} (${String(previousUpper.upper)})`);
      }
      previousUpper = threshold;
    }
    if (threshold.lower !== null) {
      if (previousLower && threshold.lower >= (previousLower.lower as number)) {
        throw invalid(`lower of severity ${threshold.severity} must be below lower of severity ${previousLower.severity} (${String(previousLower.lower)})`);
      }
      previousLower = threshold;
    }
  }
  const uppers = list.flatMap((entry) => (entry.upper === null ? [] : [entry.upper]));
  const lowers = list.flatMap((entry) => (entry.lower === null ? [] : [entry.lower]));
  if (uppers.length > 0 && lowers.length > 0 && Math.max(...lowers) >= Math.min(...uppers)) {
    throw invalid('every lower limit must be below every upper limit');
  }
  return list;
}
