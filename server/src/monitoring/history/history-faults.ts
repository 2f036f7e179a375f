import { DAY_MS, HOUR_MS } from '../../simulator/calendar';
import { unit } from '../../simulator/random';

// What real instruments add to a clean curve: loggers that drop out for hours or days, one-off spikes, and readings
// the station itself flags as bad. Every draw is a pure function of (seed, point, window), so any stretch of the
// history can be generated on its own and two seeds agree.

/** Gaps are drawn per 30-day window: most windows lose one stretch of 3 hours to 2 days. */
const GAP_WINDOW_MS = 30 * DAY_MS;
const GAP_CHANCE = 0.8;
const GAP_SHORTEST_MS = 3 * HOUR_MS;
const GAP_LONGEST_MS = 2 * DAY_MS;

/** Spikes per 10-day window, one or two steps long. */
const SPIKE_WINDOW_MS = 10 * DAY_MS;
const SPIKE_CHANCE = 0.35;

/** Bad (quality 2) readings per 15-day window, one step each. */
const BAD_WINDOW_MS = 15 * DAY_MS;
const BAD_CHANCE = 0.3;

/** Salts that keep the three kinds of draw apart from each other and from the simulator's own draws (1-24). */
const SALT = { gap: 101, spike: 111, bad: 121 } as const;

/** A point's fault draws: `pointKey` is `keyOf(code)`, `stepMs` the history's spacing. */
export interface FaultSource {
  seed: number;
  pointKey: number;
  stepMs: number;
}

function gapIn(source: FaultSource, window: number): { start: number; end: number } | null {
  const { seed, pointKey } = source;
  if (unit(seed, pointKey, window, SALT.gap) >= GAP_CHANCE) return null;
  // Squared: short outages are common, two-day ones rare.
  const length = GAP_SHORTEST_MS + unit(seed, pointKey, window, SALT.gap + 1) ** 2 * (GAP_LONGEST_MS - GAP_SHORTEST_MS);
  const start = window * GAP_WINDOW_MS + unit(seed, pointKey, window, SALT.gap + 2) * GAP_WINDOW_MS;
  return { start, end: start + length };
}

/** True when the logger was down at t (no reading stored). A gap may run over from the window before. */
export function inGap(source: FaultSource, t: number): boolean {
  const window = Math.floor(t / GAP_WINDOW_MS);
  for (const candidate of [window, window - 1]) {
    const gap = gapIn(source, candidate);
    if (gap && t >= gap.start && t < gap.end) return true;
  }
  return false;
}

/** The spike at t as a multiple of the point's spike size (negative: downwards), or 0 when there is none. */
export function spikeAt(source: FaultSource, t: number): number {
  const { seed, pointKey, stepMs } = source;
  const window = Math.floor(t / SPIKE_WINDOW_MS);
  if (unit(seed, pointKey, window, SALT.spike) >= SPIKE_CHANCE) return 0;
  const start = window * SPIKE_WINDOW_MS + Math.floor((unit(seed, pointKey, window, SALT.spike + 1) * SPIKE_WINDOW_MS) / stepMs) * stepMs;
  const steps = unit(seed, pointKey, window, SALT.spike + 2) < 0.5 ? 1 : 2;
  if (t < start || t >= start + steps * stepMs) return 0;
  const size = 0.6 + 0.8 * unit(seed, pointKey, window, SALT.spike + 3);
  return unit(seed, pointKey, window, SALT.spike + 4) < 0.75 ? size : -size;
}

/** True when the station flagged the reading at t as bad (quality 2). */
export function badAt(source: FaultSource, t: number): boolean {
  const { seed, pointKey, stepMs } = source;
  const window = Math.floor(t / BAD_WINDOW_MS);
  if (unit(seed, pointKey, window, SALT.bad) >= BAD_CHANCE) return false;
  const at = window * BAD_WINDOW_MS + Math.floor((unit(seed, pointKey, window, SALT.bad + 1) * BAD_WINDOW_MS) / stepMs) * stepMs;
  return t === at;
}
