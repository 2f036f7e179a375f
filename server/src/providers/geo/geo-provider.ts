import type { FastifyBaseLogger } from 'fastify';
import { EmbeddedGeoProvider } from './embedded-geo-provider';
import { HttpGeoProvider } from './http-geo-provider';

/** Turns a client address into a human place name. Never throws: an unknown place is UNKNOWN_PLACE. */
export interface GeoProvider {
  lookup(ip: string): Promise<string>;
}

export interface GeoProviderSettings {
  geoipUrl: string | undefined;
  geoipTimeoutMs: number;
}

/** The HTTP provider when GEOIP_URL is set, otherwise the embedded one that makes no network call. */
export function createGeoProvider(settings: GeoProviderSettings, log: FastifyBaseLogger): GeoProvider {
  if (settings.geoipUrl) return new HttpGeoProvider(settings.geoipUrl, settings.geoipTimeoutMs, log);
  return new EmbeddedGeoProvider();
}
