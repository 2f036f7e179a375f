import type { GeoProvider } from './geo-provider';
import { isLocalAddress } from './local-addresses';
import { LOCAL_NETWORK_PLACE, UNKNOWN_PLACE } from './places';

/** Names local networks and nothing else; needs no database of address ranges and no network. */
export class EmbeddedGeoProvider implements GeoProvider {
  async lookup(ip: string): Promise<string> {
    return isLocalAddress(ip) ? LOCAL_NETWORK_PLACE : UNKNOWN_PLACE;
  }
}
