import type { Db } from '../../db/database';
import { EmbeddedGeocoder } from './embedded-geocoder';
import type { Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';

/** The Nominatim-style service when GEOCODER_URL is set, otherwise the embedded search of the site's own places. */
export function createGeocoder(settings: { geocoderUrl: string | null }, db: Db): Geocoder {
  return settings.geocoderUrl ? new NominatimGeocoder(settings.geocoderUrl) : new EmbeddedGeocoder(db);
}
