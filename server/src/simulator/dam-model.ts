import type { PointChannel } from '../db/tables/monitoring';
import type { DemoThreshold } from '../monitoring/demo-point-spec';
import { HOUR_MS } from './calendar';
import { RESOLUTION, WATER_BODIES, type BodyName, type PointProfile, type SiteName } from './demo-profiles';
import { gaussian, keyOf } from './random';
import { excursionAt } from './signals/anomaly';
import { collarDisplacement, depthShare, surfaceDisplacement } from './signals/displacement';
import { porePressure } from './signals/pore-pressure';
import { seepageFlow } from './signals/seepage';
import { waterLevel } from './signals/water-level';
import { StormField } from './storms';

/** A point the simulator drives. */
export interface SimPoint {
  id: string;
  code: string;
  profile: PointProfile;
  channels: readonly PointChannel[];
  /** Where an excursion takes the value: between the severity 2 and 3 alarm levels. Null: glitches only. */
  excursionTarget: number | null;
}

export interface Sample {
  value: number;
  values?: Record<string, number>;
  /** 0 good, 1 suspect (a sensor glitch). */
  quality: 0 | 1;
}

/** Chance per point per hour of an episode, by kind. Rain gauges have none; levels only glitch. */
const EPISODE_RATE: Record<PointProfile['kind'], number> = {
  level: 0.03,
  rain: 0,
  seepage: 0.15,
  pressure: 0.12,
  gnss: 0.1,
  inclinometer: 0.08,
};
/** Size of a glitch (a spurious jump flagged suspect), by kind. */
const GLITCH: Record<PointProfile['kind'], number> = { level: 0.6, rain: 0, seepage: 8, pressure: 40, gnss: 15, inclinometer: 6 };

/** The target an excursion drives towards, from a point's alarm levels. */
export function excursionTargetOf(thresholds: readonly DemoThreshold[]): number | null {
  const s2 = thresholds.find((t) => t.severity === 2)?.upper;
  const s3 = thresholds.find((t) => t.severity === 3)?.upper;
  if (s2 === undefined) return null;
  return s3 === undefined ? s2 * 1.05 : s2 + 0.4 * (s3 - s2);
}

function round(value: number, resolution: number): number {
  const decimals = Math.max(0, Math.round(-Math.log10(resolution)));
  return Number((Math.round(value / resolution) * resolution).toFixed(decimals));
}

/**
 * The demo sites as pure functions of time: given a seed, the reading of any point at any time is fixed, so
 * the backfill, the live stream and the tests agree. Storms drive the water levels; seepage and pore pressure
 * follow the lagged levels; displacement creeps, swings with the seasons and leans with the water load.
 */
export class DamModel {
  private readonly storms = new Map<SiteName, StormField>();

  constructor(readonly seed: number) {}

  stormsOf(site: SiteName): StormField {
    let field = this.storms.get(site);
    if (!field) {
      field = new StormField((this.seed ^ keyOf(site)) >>> 0);
      this.storms.set(site, field);
    }
    return field;
  }

  /** A water body's level without instrument noise, m. */
  level(body: BodyName, t: number): number {
    const { site, params } = WATER_BODIES[body];
    return waterLevel(this.stormsOf(site), params, t);
  }

  /** The model value(s) at t, before noise and episodes. `previous` is the last sample time (rain totals). */
  clean(
    profile: PointProfile,
    channels: readonly PointChannel[],
    t: number,
    previous: number,
  ): { value: number; values?: Record<string, number> } {
    switch (profile.kind) {
      case 'level':
        return { value: this.level(profile.body, t) + profile.offset };
      case 'rain':
        return { value: this.stormsOf(profile.site).rainBetween(previous, t, profile.factor, profile.shiftHours * HOUR_MS) };
      case 'seepage':
        return {
          value: seepageFlow(this.stormsOf(WATER_BODIES[profile.body].site), (at) => this.level(profile.body, at), profile.params, t),
        };
      case 'pressure':
        return {
          value: porePressure(
            this.stormsOf(WATER_BODIES[profile.upstream].site),
            (at) => this.level(profile.upstream, at),
            (at) => this.level(profile.downstream, at),
            profile.params,
            t,
          ),
        };
      case 'gnss': {
        const values = surfaceDisplacement((at) => this.level(profile.body, at), profile.params, t);
        return { value: Math.hypot(values.x, values.y), values };
      }
      case 'inclinometer': {
        const collar = collarDisplacement(this.stormsOf(profile.site), profile.params, t);
        const values: Record<string, number> = {};
        for (const channel of channels) values[channel.key] = collar * depthShare(channel.depth ?? 0, profile.params);
        return { value: collar, values };
      }
    }
  }

  /** The reading a point's instrument reports at t: model, noise, rounding and (when enabled) rare episodes. */
  sample(point: SimPoint, t: number, previous: number, options: { episodes: boolean }): Sample {
    const { profile } = point;
    const key = keyOf(point.code);
    const clean = this.clean(profile, point.channels, t, previous);
    const second = Math.floor(t / 1000);
    const resolution = RESOLUTION[profile.kind];
    let value = clean.value;
    let values = clean.values;
    let quality: 0 | 1 = 0;

    if (profile.kind === 'level' || profile.kind === 'seepage' || profile.kind === 'pressure') {
      value += profile.noise * gaussian(this.seed, key, second, 0);
    } else if (profile.kind === 'gnss' && values) {
      values = {
        x: (values.x ?? 0) + profile.noiseH * gaussian(this.seed, key, second, 1),
        y: (values.y ?? 0) + profile.noiseH * gaussian(this.seed, key, second, 2),
        z: (values.z ?? 0) + profile.noiseV * gaussian(this.seed, key, second, 3),
      };
    } else if (profile.kind === 'inclinometer' && values) {
      const noisy: Record<string, number> = {};
      point.channels.forEach((channel, i) => {
        noisy[channel.key] = (values?.[channel.key] ?? 0) + profile.noise * gaussian(this.seed, key, second, 10 + i);
      });
      values = noisy;
    }

    const episode = options.episodes ? excursionAt(this.seed, key, t, EPISODE_RATE[profile.kind]) : null;
    if (episode) {
      const current = values && profile.kind === 'gnss' ? Math.hypot(values.x ?? 0, values.y ?? 0) : value;
      const glitch = episode.glitch || profile.kind === 'level' || point.excursionTarget === null;
      const lift = glitch
        ? GLITCH[profile.kind] * episode.shape
        : Math.max(0, (point.excursionTarget ?? current) - current) * episode.shape;
      if (glitch) quality = 1;
      if (profile.kind === 'gnss' && values) values = { ...values, x: (values.x ?? 0) + lift };
      else if (profile.kind === 'inclinometer' && values) {
        const scale = current === 0 ? 1 : (current + lift) / current;
        values = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v * scale]));
      }
      value += lift;
    }

    if (profile.kind === 'rain') return { value: round(Math.max(0, value), resolution), quality };
    if (values) {
      const rounded = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, round(v, resolution)]));
      if (profile.kind === 'gnss')
        return { value: round(Math.hypot(rounded.x ?? 0, rounded.y ?? 0), resolution), values: rounded, quality };
      // The collar channel is the shallowest; the point's value is the largest movement (as ingest derives it).
      let largest = 0;
      for (const v of Object.values(rounded)) if (Math.abs(v) > Math.abs(largest)) largest = v;
      return { value: largest, values: rounded, quality };
    }
    return { value: round(value, resolution), quality };
  }
}
