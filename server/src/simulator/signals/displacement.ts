import { DAY_MS, YEAR_MS, seasonal } from '../calendar';
import type { StormField } from '../storms';

/** The monitoring baseline: readings are displacements since this survey (1 June 2019, local). */
export const BASELINE_MS = Date.UTC(2019, 4, 31, 16);

/** Years since the baseline; creep terms grow with log(1 + years / tau): fast at first, slowing, never reversing. */
export function yearsSinceBaseline(t: number): number {
  return Math.max(0, (t - BASELINE_MS) / YEAR_MS);
}

export interface SurfaceDisplacementParams {
  /** Creep scale of each axis, mm (x downstream, y along the axis, z vertical: settlement is negative). */
  creepX: number;
  creepY: number;
  settlement: number;
  creepTauYears: number;
  /** Downstream push per m of reservoir level above `levelRef`, mm (water load), with a 2-day lag. */
  loadGain: number;
  levelRef: number;
  /** Thermal swing amplitudes, mm. */
  seasonalX: number;
  seasonalY: number;
  seasonalZ: number;
}

/** GNSS displacement since the baseline, mm. */
export function surfaceDisplacement(
  level: (t: number) => number,
  p: SurfaceDisplacementParams,
  t: number,
): { x: number; y: number; z: number } {
  const creep = Math.log1p(yearsSinceBaseline(t) / p.creepTauYears);
  return {
    x: p.creepX * creep + p.loadGain * (level(t - 2 * DAY_MS) - p.levelRef) + p.seasonalX * seasonal(t, 20),
    y: p.creepY * creep + p.seasonalY * seasonal(t, 200),
    z: -p.settlement * creep + p.seasonalZ * seasonal(t, 200),
  };
}

export interface DeepDisplacementParams {
  /** Creep at the collar, mm, growing with log(1 + years / tau). */
  creep: number;
  creepTauYears: number;
  seasonal: number;
  /** Movement per mm of recent rain (wetting of the slope), mm. */
  rainGain: number;
  /** Depth of a slip surface, m: the column above it moves as a block. Null: a smooth cantilever profile. */
  slipDepth: number | null;
  holeDepth: number;
}

/** Share of the collar movement at a depth. */
export function depthShare(depth: number, p: DeepDisplacementParams): number {
  if (p.slipDepth === null) return (1 - Math.min(depth, p.holeDepth) / p.holeDepth) ** 2;
  // Logistic step at the slip surface (width 0.6 m), a little bending above it, almost nothing below.
  const step = 1 / (1 + Math.exp((depth - p.slipDepth) / 0.6));
  const above = 0.85 + 0.15 * (1 - Math.min(depth, p.slipDepth) / p.slipDepth);
  const below = 0.08 * (1 - Math.min(depth, p.holeDepth) / p.holeDepth) ** 2;
  return step * above + (1 - step) * below;
}

/** Cumulative horizontal displacement at the collar of an inclinometer, mm. */
export function collarDisplacement(storms: StormField, p: DeepDisplacementParams, t: number): number {
  const creep = p.creep * Math.log1p(yearsSinceBaseline(t) / p.creepTauYears);
  const wet = p.rainGain * storms.response(t, { delayMs: 12 * 3_600_000, riseMs: 48 * 3_600_000, tauMs: 10 * DAY_MS });
  return creep + p.seasonal * seasonal(t, 60) + wet;
}
