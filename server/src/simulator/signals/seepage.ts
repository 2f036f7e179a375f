import { DAY_MS, HOUR_MS } from '../calendar';
import type { StormField } from '../storms';

/** Flow over a V-notch weir collecting the seepage through one part of the dam. */
export interface SeepageParams {
  /** Flow when the reservoir is below `thresholdLevel`, L/s (springs, foundation). */
  baseFlow: number;
  /** L/s per m^1.5 of head above `thresholdLevel`. */
  gain: number;
  thresholdLevel: number;
  /** Seepage follows the reservoir with this delay (travel time through the core and drains). */
  lagDays: number;
  /** Surface runoff into the weir ditch, L/s per mm of recent rain. */
  rainGain: number;
}

/**
 * Seepage flow, L/s: grows with the lagged reservoir head (Q ~ h^1.5 through a drained section) plus a short
 * runoff response to rain.
 */
export function seepageFlow(storms: StormField, level: (t: number) => number, p: SeepageParams, t: number): number {
  const head = Math.max(0, level(t - p.lagDays * DAY_MS) - p.thresholdLevel);
  const runoff = storms.response(t, { delayMs: HOUR_MS, riseMs: 3 * HOUR_MS, tauMs: 18 * HOUR_MS });
  return p.baseFlow + p.gain * head ** 1.5 + p.rainGain * runoff;
}
