import { DAY_MS, MINUTE_MS } from '../../simulator/calendar';
import { DEMO_YEAR_POINT } from '../demo-network';
import type { HistorySpan } from './history-rows';

/** Every demo point: 90 days every 10 minutes. */
export const HISTORY_STEP_MS = 10 * MINUTE_MS;
export const HISTORY_DAYS = 90;

/** The one-year point (DEMO_YEAR_POINT): 365 days every minute, 525,600 steps. */
export const YEAR_STEP_MS = MINUTE_MS;
export const YEAR_DAYS = 365;

/**
 * What to write for a point when the seed runs at `now`. The history ends at `now` rounded down to the ten-minute step,
 * so every seed within the same ten minutes writes the same rows (a minute grid contains the ten-minute one).
 */
export function historySpan(pointId: string, now: number): HistorySpan {
  const to = Math.floor(now / HISTORY_STEP_MS) * HISTORY_STEP_MS;
  if (pointId === DEMO_YEAR_POINT.id) return { from: to - YEAR_DAYS * DAY_MS, to, stepMs: YEAR_STEP_MS };
  return { from: to - HISTORY_DAYS * DAY_MS, to, stepMs: HISTORY_STEP_MS };
}
