import type { Place } from '../../wire/visualdev';

/** What a search may see and how its answer should read. */
export interface PlaceSearchScope {
  /** Projects whose places the caller may see (the embedded geocoder searches only these). */
  projectIds: readonly string[];
  /** The caller's language, for a service that names places in several. */
  language: string;
}

/**
 * Finds places by name for the location picker. Throws GeocoderUnavailable when a remote service fails, so the caller
 * can say so rather than show an empty list as if nothing matched.
 */
export interface Geocoder {
  readonly name: 'embedded' | 'nominatim';
  search(keyword: string, scope: PlaceSearchScope): Promise<Place[]>;
}

export class GeocoderUnavailable extends Error {}

/** The most places one search answers. */
export const PLACES_MAX = 20;
