import { HOUR_MS, MINUTE_MS } from '../calendar';
import { unit } from '../random';

/** A short departure from the model at one point: an excursion (real, crosses an alarm level) or a sensor glitch. */
export interface Excursion {
  /** 0 at the edges, 1 on the plateau. */
  shape: number;
  glitch: boolean;
}

/**
 * At most one episode per point per hour, with probability `ratePerHour`, lasting 4-15 minutes inside that hour.
 * Pure in (seed, point, t): live streaming and tests see the same episodes.
 */
export function excursionAt(seed: number, pointKey: number, t: number, ratePerHour: number): Excursion | null {
  const hour = Math.floor(t / HOUR_MS);
  if (unit(seed, pointKey, hour, 21) >= ratePerHour) return null;
  const durationMs = 4 * MINUTE_MS + unit(seed, pointKey, hour, 22) * 11 * MINUTE_MS;
  const start = hour * HOUR_MS + unit(seed, pointKey, hour, 23) * (HOUR_MS - durationMs);
  if (t < start || t > start + durationMs) return null;
  const shape = Math.min(1, 2.5 * Math.sin((Math.PI * (t - start)) / durationMs));
  return { shape, glitch: unit(seed, pointKey, hour, 24) < 0.2 };
}
