import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { GeoProvider } from './geo-provider';
import { isLocalAddress } from './local-addresses';
import { LOCAL_NETWORK_PLACE, UNKNOWN_PLACE } from './places';

const CACHE_LIMIT = 5000;
const FOUND_TTL_MS = 60 * 60_000;
// A failed lookup is retried sooner, but not on every sign-in attempt of a password-guessing client.
const MISSED_TTL_MS = 5 * 60_000;
const PLACE_MAX_LENGTH = 100;

type Json = Record<string, unknown>;

function pickText(body: Json, keys: string[]): string {
  for (const key of keys) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

/** Reads `{place}` or `{country, region|regionName|province, city}`, also nested under `data`. */
export function placeFromResponse(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Json;
  const direct = pickText(record, ['place', 'location', 'addr']);
  if (direct) return direct.slice(0, PLACE_MAX_LENGTH);
  const parts = [pickText(record, ['country']), pickText(record, ['regionName', 'region', 'province']), pickText(record, ['city'])];
  const unique = parts.filter((part, index) => part !== '' && parts.indexOf(part) === index);
  if (unique.length > 0) return unique.join(' ').slice(0, PLACE_MAX_LENGTH);
  return typeof record.data === 'object' ? placeFromResponse(record.data) : '';
}

/**
 * Asks an HTTP service for the place of a public address. GEOIP_URL holds `{ip}` where the address goes
 * (otherwise `?ip=` is appended). Local addresses never leave the server. Answers are cached for an hour.
 */
export class HttpGeoProvider implements GeoProvider {
  private readonly cache = new Map<string, { place: string; expiresAt: number }>();

  constructor(
    private readonly urlTemplate: string,
    private readonly timeoutMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async lookup(ip: string): Promise<string> {
    if (isLocalAddress(ip)) return LOCAL_NETWORK_PLACE;
    if (isIP(ip) === 0) return UNKNOWN_PLACE;
    const cached = this.cache.get(ip);
    if (cached && cached.expiresAt > Date.now()) return cached.place;
    const place = await this.fetchPlace(ip);
    this.remember(ip, place ?? UNKNOWN_PLACE, place ? FOUND_TTL_MS : MISSED_TTL_MS);
    return place ?? UNKNOWN_PLACE;
  }

  private urlFor(ip: string): string {
    const encoded = encodeURIComponent(ip);
    if (this.urlTemplate.includes('{ip}')) return this.urlTemplate.replaceAll('{ip}', encoded);
    return `${this.urlTemplate}${this.urlTemplate.includes('?') ? '&' : '?'}ip=${encoded}`;
  }

  private async fetchPlace(ip: string): Promise<string | undefined> {
    try {
      const response = await fetch(this.urlFor(ip), {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return placeFromResponse(await response.json()) || undefined;
    } catch (error) {
      this.log.warn({ err: error, ip }, 'geo lookup failed');
      return undefined;
    }
  }

  private remember(ip: string, place: string, ttlMs: number): void {
    this.cache.delete(ip);
    if (this.cache.size >= CACHE_LIMIT) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(ip, { place, expiresAt: Date.now() + ttlMs });
  }
}
