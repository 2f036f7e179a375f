import { DAY_MS, HOUR_MS, dayOfYear, localDay, seasonBump } from './calendar';
import { unit } from './random';

/** One rain event at the dam site's reference gauge. */
export interface Storm {
  start: number;
  durationMs: number;
  /** Total depth, mm. */
  depth: number;
}

/** How wet the season is, 0..1 parts: spring rains, the plum rains (meiyu) of June-July, typhoons of Aug-Sep. */
export function seasonWetness(day: number): { spring: number; meiyu: number; typhoon: number } {
  return { spring: seasonBump(day, 110, 35), meiyu: seasonBump(day, 182, 18), typhoon: seasonBump(day, 240, 25) };
}

/** Cumulative share of a storm's rain fallen at fraction u of its duration (a 6u(1-u) hyetograph). */
export function stormShare(u: number): number {
  if (u <= 0) return 0;
  if (u >= 1) return 1;
  return u * u * (3 - 2 * u);
}

/** The longest storm, so a look-back window knows how far to reach. */
export const MAX_STORM_MS = 30 * HOUR_MS;

/**
 * The rain climate of a site: at most one storm per local day, drawn from the seed and the day number alone,
 * so any time can be evaluated without history. Eastern China: wet from April to September, dry winters.
 */
export class StormField {
  private readonly cache = new Map<number, Storm | null>();

  constructor(private readonly seed: number) {}

  stormOnDay(day: number): Storm | null {
    const cached = this.cache.get(day);
    if (cached !== undefined) return cached;
    const doy = dayOfYear(day * DAY_MS - 8 * HOUR_MS + 12 * HOUR_MS);
    const { spring, meiyu, typhoon } = seasonWetness(doy);
    const chance = 0.09 + 0.08 * spring + 0.3 * meiyu + 0.16 * typhoon;
    let storm: Storm | null = null;
    if (unit(this.seed, day, 11) < chance) {
      const scale = 7 + 10 * spring + 32 * meiyu + 48 * typhoon;
      const depth = Math.min(260, 3 + -Math.log(Math.max(unit(this.seed, day, 12), 1e-9)) * scale);
      const durationMs = 2 * HOUR_MS + unit(this.seed, day, 13) * (4 + 24 * Math.max(meiyu, typhoon)) * HOUR_MS;
      const start = day * DAY_MS - 8 * HOUR_MS + unit(this.seed, day, 14) * DAY_MS;
      storm = { start, durationMs: Math.min(durationMs, MAX_STORM_MS), depth };
    }
    if (this.cache.size > 5_000) this.cache.clear();
    this.cache.set(day, storm);
    return storm;
  }

  /** Storms that started in (from - MAX_STORM_MS, to]. */
  stormsBetween(from: number, to: number): Storm[] {
    const out: Storm[] = [];
    for (let day = localDay(from - MAX_STORM_MS) - 1; day <= localDay(to); day += 1) {
      const storm = this.stormOnDay(day);
      if (storm && storm.start <= to && storm.start + storm.durationMs > from - MAX_STORM_MS) out.push(storm);
    }
    return out;
  }

  /**
   * Rain at a gauge in (from, to], mm, in 0.1 mm tips. `factor` scales the site storm, `shiftMs` moves it
   * (an upstream gauge sees the storm earlier). Tips are counted per storm, so amounts add up across any intervals.
   */
  rainBetween(from: number, to: number, factor = 1, shiftMs = 0): number {
    let tips = 0;
    for (const storm of this.stormsBetween(from + shiftMs, to + shiftMs)) {
      const at = (t: number) => Math.floor(10 * factor * storm.depth * stormShare((t + shiftMs - storm.start) / storm.durationMs));
      tips += at(to) - at(from);
    }
    return tips / 10;
  }

  /**
   * A catchment's response to the rain: each storm adds `depth x shape`, where the shape rises while the storm
   * runs off (after `delayMs`, over its duration plus `riseMs`) and then recedes with time constant `tauMs`.
   */
  response(t: number, options: { delayMs: number; riseMs: number; tauMs: number }): number {
    let sum = 0;
    for (const storm of this.stormsBetween(t - 8 * options.tauMs - options.delayMs - options.riseMs, t)) {
      const runoffMs = storm.durationMs + options.riseMs;
      const since = t - storm.start - options.delayMs;
      if (since <= 0) continue;
      const rise = stormShare(since / runoffMs);
      const recession = since > runoffMs ? Math.exp(-(since - runoffMs) / options.tauMs) : 1;
      sum += storm.depth * rise * recession;
    }
    return sum;
  }
}
