import { HOUR_MS, DAY_MS, hourOfDay, seasonal } from '../calendar';
import type { StormField } from '../storms';

/** A water body whose level follows the season, the storms and the operators (a reservoir, a river reach). */
export interface WaterBodyParams {
  /** Mean level, m. */
  base: number;
  seasonalAmp: number;
  /** Local day of the year of the seasonal high. */
  seasonalPeakDay: number;
  /** Rise per mm of storm rain at the reference gauge, m. */
  stormGain: number;
  delayHours: number;
  riseHours: number;
  /** Recession: the operators release the flood over this time constant. */
  recessionDays: number;
  /** Above this level spillway and gates hold the rise back to `capSlope` of what it would be. */
  softCap: number;
  capSlope: number;
  /** Daily swing from power generation or irrigation releases, m, highest at `diurnalPeakHour`. */
  diurnalAmp: number;
  diurnalPeakHour: number;
  /** Semi-diurnal tide (12.42 h) on a tidal reach, m. */
  tideAmp: number;
}

const TIDE_MS = 12.42 * HOUR_MS;

/** The level at time t without instrument noise, m. */
export function waterLevel(storms: StormField, p: WaterBodyParams, t: number): number {
  const flood =
    p.stormGain * storms.response(t, { delayMs: p.delayHours * HOUR_MS, riseMs: p.riseHours * HOUR_MS, tauMs: p.recessionDays * DAY_MS });
  let level = p.base + p.seasonalAmp * seasonal(t, p.seasonalPeakDay) + flood;
  if (level > p.softCap) level = p.softCap + (level - p.softCap) * p.capSlope;
  level += p.diurnalAmp * Math.cos((2 * Math.PI * (hourOfDay(t) - p.diurnalPeakHour)) / 24);
  if (p.tideAmp > 0) level += p.tideAmp * Math.cos((2 * Math.PI * t) / TIDE_MS);
  return level;
}
