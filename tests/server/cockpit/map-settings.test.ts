import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { damOutline } from '../../../server/src/cockpit/dam-outline';

describe('map and weather settings', () => {
  it('reads the base-map styles, the Caiyun token and the forecast cache time from the environment', () => {
    const config = loadConfig({
      MAP_STYLE_URL: 'https://tiles.example.org/styles/streets/style.json',
      MAP_SATELLITE_STYLE_URL: 'https://tiles.example.org/styles/satellite/style.json',
      CAIYUN_TOKEN: ' abc ',
      WEATHER_CACHE_TTL: '120',
    });
    expect(config).toMatchObject({
      mapStyleUrl: 'https://tiles.example.org/styles/streets/style.json',
      mapSatelliteStyleUrl: 'https://tiles.example.org/styles/satellite/style.json',
      caiyunToken: 'abc',
      caiyunApiUrl: 'https://api.caiyunapp.com/v2.6',
      weatherCacheTtlMs: 120_000,
    });
    expect(loadConfig({})).toMatchObject({
      mapStyleUrl: null,
      mapSatelliteStyleUrl: null,
      caiyunToken: undefined,
      weatherCacheTtlMs: 600_000,
    });
  });

  it('stops the start on a style that is not an http(s) URL, or a cache time that is not whole seconds', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'tiles/style.json' })).toThrow(/MAP_STYLE_URL/);
    expect(() => loadConfig({ MAP_SATELLITE_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_SATELLITE_STYLE_URL/);
    expect(() => loadConfig({ WEATHER_CACHE_TTL: '10m' })).toThrow(/WEATHER_CACHE_TTL/);
  });
});

describe('a dam outline', () => {
  it('is a closed ring with area even around a single point', () => {
    const ring = damOutline([[119.3652, 30.2138]]);
    expect(ring).toHaveLength(5);
    expect(ring.at(-1)).toEqual(ring[0]);
    const lngs = ring.map(([lng]) => lng);
    expect(Math.max(...lngs) - Math.min(...lngs)).toBeGreaterThan(0.0005);
  });

  it('runs counter-clockwise, the GeoJSON order for an outer ring', () => {
    const ring = damOutline([
      [119.364, 30.213],
      [119.367, 30.213],
      [119.367, 30.215],
    ]);
    const twiceArea = ring.slice(1).reduce((sum, [lng, lat], n) => sum + ((ring[n]?.[0] ?? 0) * lat - lng * (ring[n]?.[1] ?? 0)), 0);
    expect(twiceArea).toBeGreaterThan(0);
  });
});
