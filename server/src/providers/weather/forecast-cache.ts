import type { FastifyBaseLogger } from 'fastify';
import { LocalizedError } from '../../i18n/localized-error';
import { CODE } from '../../lib/envelope';
import type { Forecast, WeatherPlace, WeatherProvider } from './forecast';

/** A forecast as the routes answer it: when it was fetched, and whether the provider has failed since. */
export interface CachedForecast {
  forecast: Forecast;
  fetchedAt: number;
  stale: boolean;
}

interface Entry {
  forecast: Forecast;
  fetchedAt: number;
  /** After a failure the provider is not asked again before this, so an outage does not cost every request a timeout. */
  retryAfter: number;
}

/** Projects whose forecast is kept: far more than any deployment has; the least recently asked goes first. */
const MAX_ENTRIES = 1_000;
/** The wait after a failure before asking again, at most the TTL. */
const RETRY_AFTER_FAILURE_MS = 60_000;

/**
 * One forecast per project, reused for `ttlMs`. When the provider fails the last good forecast is answered with
 * `stale: true` and its own fetchedAt; with none yet the caller gets a 500 envelope saying the forecast is unavailable.
 * Concurrent requests for the same project share one provider call.
 */
export class ForecastCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedForecast>>();

  constructor(
    private readonly provider: WeatherProvider,
    private readonly ttlMs: number,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(key: string, place: WeatherPlace): Promise<CachedForecast> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && now - entry.fetchedAt < this.ttlMs) return this.hit(key, entry, false);
    if (entry && now < entry.retryAfter) return this.hit(key, entry, true);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.refresh(key, place, now).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private hit(key: string, entry: Entry, stale: boolean): CachedForecast {
    // Re-inserted so the map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { forecast: entry.forecast, fetchedAt: entry.fetchedAt, stale };
  }

  private async refresh(key: string, place: WeatherPlace, now: number): Promise<CachedForecast> {
    try {
      const forecast = await this.provider.forecast(place, now);
      const entry = { forecast, fetchedAt: this.clock(), retryAfter: 0 };
      this.remember(key, entry);
      return { forecast, fetchedAt: entry.fetchedAt, stale: false };
    } catch (error) {
      this.log.warn({ err: error, provider: this.provider.name, key }, 'weather provider failed');
      const last = this.entries.get(key);
      if (!last) throw new LocalizedError(CODE.SERVER, 'weather.unavailable');
      last.retryAfter = now + Math.min(RETRY_AFTER_FAILURE_MS, this.ttlMs);
      return this.hit(key, last, true);
    }
  }

  private remember(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
  }
}
