import type { Place } from '../../wire/visualdev';
import { GeocoderUnavailable, PLACES_MAX, type Geocoder, type PlaceSearchScope } from './geocoder';

// A Nominatim-compatible search service (OpenStreetMap's Nominatim, Photon's /api is not; a self-hosted Nominatim,
// or a proxy in front of a commercial geocoder answering the same shape): GET <url>?q=&format=jsonv2&limit= answers
// [{ name, display_name, lat, lon }]. GEOCODER_URL may hold `{q}` where the words go instead. Answers are cached a
// while: the picker searches as a person types, and public services ask for few repeated calls.

const TIMEOUT_MS = 5000;
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_LIMIT = 500;
const TEXT_MAX = 200;

interface NominatimHit {
  name?: unknown;
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

/** The service's hits as places; a hit without a position in range is left out. */
export function placesFromNominatim(body: unknown): Place[] {
  if (!Array.isArray(body)) return [];
  return (body as NominatimHit[]).flatMap((hit) => {
    const lat = Number(hit.lat);
    const lng = Number(hit.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return [];
    const address = typeof hit.display_name === 'string' ? hit.display_name.slice(0, TEXT_MAX) : '';
    const name = typeof hit.name === 'string' && hit.name.trim() ? hit.name.trim().slice(0, TEXT_MAX) : (address.split(',')[0] ?? '');
    return [{ name, address, lngLat: `${lng},${lat}`, kind: 'address' as const }];
  });
}

export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim';
  private readonly cache = new Map<string, { places: Place[]; expiresAt: number }>();

  constructor(private readonly urlTemplate: string) {}

  async search(keyword: string, scope: PlaceSearchScope): Promise<Place[]> {
    const key = `${scope.language}|${keyword}`;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.places;
    let places: Place[];
    try {
      const response = await fetch(this.urlFor(keyword), {
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { accept: 'application/json', 'accept-language': scope.language, 'user-agent': 'Sluice' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      places = placesFromNominatim(await response.json()).slice(0, PLACES_MAX);
    } catch (error) {
      throw new GeocoderUnavailable(error instanceof Error ? error.message : String(error));
    }
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, { places, expiresAt: Date.now() + CACHE_TTL_MS });
    return places;
  }

  private urlFor(keyword: string): string {
    const words = encodeURIComponent(keyword);
    if (this.urlTemplate.includes('{q}')) return this.urlTemplate.replaceAll('{q}', words);
    const joiner = this.urlTemplate.includes('?') ? '&' : '?';
    return `${this.urlTemplate}${joiner}q=${words}&format=jsonv2&limit=${PLACES_MAX}`;
  }
}
