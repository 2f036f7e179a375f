import type { ChartView } from './chart-types';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type RangePreset = '24h' | '7d' | '30d' | '1y';

/** The toolbar's ranges, each ending now. */
export const RANGE_PRESETS: Record<RangePreset, number> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, '1y': 365 * DAY_MS };

export const PRESET_ORDER: readonly RangePreset[] = ['24h', '7d', '30d', '1y'];

export function presetView(preset: RangePreset, now: number): ChartView {
  return { from: now - RANGE_PRESETS[preset], to: now };
}

/** The preset a view is (its length, ending within a few minutes of now), or null for any other range. */
export function presetOf(view: ChartView, now: number): RangePreset | null {
  const slack = 5 * 60_000;
  if (Math.abs(now - view.to) > slack) return null;
  return PRESET_ORDER.find((preset) => Math.abs(view.to - view.from - RANGE_PRESETS[preset]) <= slack) ?? null;
}
