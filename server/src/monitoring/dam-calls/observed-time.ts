import { reject } from '../../i18n/localized-error';
import { parseReadingTime } from '../local-time';

/** Clock drift between an observer's device and the server that still counts as "now". */
const FUTURE_SLACK_MS = 5 * 60_000;

/** When an observation was made: epoch ms, or a wall-clock time in the dam's zone; never in the future (401). */
export function observedTime(input: number | string, timeZone: string, now = Date.now()): number {
  const parsed = parseReadingTime(input, timeZone);
  if (!parsed.ok) throw reject('dam.observed-at-invalid');
  if (parsed.ts > now + FUTURE_SLACK_MS) throw reject('dam.observed-at-future');
  return parsed.ts;
}
