import { MINUTE_MS } from '../../simulator/calendar';
import type { DamModel, SimPoint } from '../../simulator/dam-model';
import { RESOLUTION } from '../../simulator/demo-profiles';
import { gaussian, keyOf } from '../../simulator/random';

// The simulator's model costs about 5 µs a call (each storm response walks weeks of storm days), so sampling it for
// every one of a year's 525,600 minutes takes seconds. The clean curves change over hours (the fastest are the 12.42 h
// tide and the seepage runoff's 3 h rise), so the history samples the model every 30 minutes and interpolates
// linearly in between (error well under the instruments' resolution), then adds the instrument's noise per reading.

export const ANCHOR_MS = 30 * MINUTE_MS;

interface CleanValue {
  value: number;
  values?: Record<string, number>;
}

export interface Reading {
  value: number;
  values?: Record<string, number>;
}

/** The model's clean value(s) of one point at any time, from anchors every ANCHOR_MS, walked forwards. */
export class AnchoredCurve {
  private start = Number.NaN;
  private before: CleanValue = { value: 0 };
  private after: CleanValue = { value: 0 };

  constructor(
    private readonly model: DamModel,
    private readonly point: SimPoint,
  ) {}

  private clean(t: number): CleanValue {
    return this.model.clean(this.point.profile, this.point.channels, t, t - ANCHOR_MS);
  }

  at(t: number): CleanValue {
    const start = Math.floor(t / ANCHOR_MS) * ANCHOR_MS;
    if (start !== this.start) {
      this.before = start === this.start + ANCHOR_MS ? this.after : this.clean(start);
      this.after = this.clean(start + ANCHOR_MS);
      this.start = start;
    }
    const share = (t - start) / ANCHOR_MS;
    const value = this.before.value + share * (this.after.value - this.before.value);
    if (!this.before.values) return { value };
    const values: Record<string, number> = {};
    for (const [key, from] of Object.entries(this.before.values)) values[key] = from + share * ((this.after.values?.[key] ?? from) - from);
    return { value, values };
  }
}

const decimalsOf = (resolution: number) => Math.max(0, Math.round(-Math.log10(resolution)));

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Decimals a point's instrument reports (the simulator's RESOLUTION). */
export const decimalsOfPoint = (point: SimPoint) => decimalsOf(RESOLUTION[point.profile.kind]);

/**
 * What the instrument reports for a clean value: noise of the profile's size (as the live simulator adds it) and the
 * instrument's rounding. The point's single value of a multi-value reading follows the ingest's rule: the horizontal
 * resultant of a GNSS fix, the largest movement of an inclinometer.
 */
export function instrumentReading(point: SimPoint, clean: CleanValue, t: number, seed: number): Reading {
  const { profile } = point;
  const key = keyOf(point.code);
  const second = Math.floor(t / 1000);
  const decimals = decimalsOfPoint(point);
  if (profile.kind === 'gnss' && clean.values) {
    const x = roundTo((clean.values.x ?? 0) + profile.noiseH * gaussian(seed, key, second, 1), decimals);
    const y = roundTo((clean.values.y ?? 0) + profile.noiseH * gaussian(seed, key, second, 2), decimals);
    const z = roundTo((clean.values.z ?? 0) + profile.noiseV * gaussian(seed, key, second, 3), decimals);
    return { value: roundTo(Math.hypot(x, y), decimals), values: { x, y, z } };
  }
  if (profile.kind === 'inclinometer' && clean.values) {
    const values: Record<string, number> = {};
    let largest = 0;
    point.channels.forEach((channel, i) => {
      const v = roundTo((clean.values?.[channel.key] ?? 0) + profile.noise * gaussian(seed, key, second, 10 + i), decimals);
      values[channel.key] = v;
      if (Math.abs(v) > Math.abs(largest)) largest = v;
    });
    return { value: largest, values };
  }
  const noise = profile.kind === 'level' || profile.kind === 'seepage' || profile.kind === 'pressure' ? profile.noise : 0;
  return { value: roundTo(clean.value + noise * gaussian(seed, key, second, 0), decimals) };
}
