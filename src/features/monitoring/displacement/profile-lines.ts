import type { DepthProfile } from '../../../../server/src/wire/dam-monitoring';
import type { ProfileLine } from '../../../ui/charts';
import { formatDateTime } from '../../../lib/format/date-time';

const finite = (values: readonly (number | null)[]) => values.map((value) => value ?? NaN);

/** The dated profiles that found a reading, labelled with the reading's time (not the time asked for). */
export function profileLines(profile: DepthProfile): ProfileLine[] {
  return profile.profiles.flatMap((line) =>
    line.ts === null ? [] : [{ id: `at-${line.at}`, label: formatDateTime(line.ts), depths: profile.depths, values: finite(line.values) }],
  );
}

/**
 * The threshold profile to draw: the first alarm level's upper limits, the line a movement crosses first. Null when
 * no level sets a limit at any depth.
 */
export function thresholdLine(profile: DepthProfile, label: string): ProfileLine | null {
  const levels = [...profile.thresholds].sort((a, b) => a.severity - b.severity);
  const first = levels.find((level) => level.upper.some((value) => value !== null));
  return first ? { id: `threshold-${first.severity}`, label, depths: profile.depths, values: finite(first.upper) } : null;
}
