import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaiyunWeatherProvider } from '../../../server/src/providers/weather/caiyun-weather-provider';
import { normaliseSkycon } from '../../../server/src/providers/weather/caiyun-mapping';
import { ForecastCache } from '../../../server/src/providers/weather/forecast-cache';
import type { WeatherPlace } from '../../../server/src/providers/weather/forecast';
import { weatherFuture, weatherNow } from '../../../server/src/routes/weather/weather-answers';
import { LocalizedError } from '../../../server/src/i18n/localized-error';
import { FIXTURE_TOKEN, startCaiyunFixture, type CaiyunFixtureServer } from './caiyun-fixture-server';

const QINGSHUI: WeatherPlace = { latitude: 30.2138, longitude: 119.3652, timeZone: 'Asia/Shanghai' };
// The cache logs provider failures; these tests cause them on purpose.
const SILENT = { warn: () => undefined };

let fixture: CaiyunFixtureServer;

beforeAll(async () => {
  fixture = await startCaiyunFixture();
});

afterAll(async () => {
  await fixture.close();
});

describe('the Caiyun provider', () => {
  it('asks v2.6 for 24 hours and 15 days at the place, longitude first', async () => {
    fixture.mode = 'ok';
    await new CaiyunWeatherProvider(fixture.baseUrl, FIXTURE_TOKEN).forecast(QINGSHUI);
    expect(fixture.requests.at(-1)).toBe(`/v2.6/${FIXTURE_TOKEN}/119.3652,30.2138/weather?hourlysteps=24&dailysteps=15`);
  });

  it('maps the recorded answer to the forecast shape', async () => {
    fixture.mode = 'ok';
    const forecast = await new CaiyunWeatherProvider(fixture.baseUrl, FIXTURE_TOKEN).forecast(QINGSHUI);
    expect(forecast.now).toEqual({
      skycon: 'PARTLY_CLOUDY_NIGHT',
      temperature: 12.6,
      apparentTemperature: 10.4,
      humidity: 0.79,
      windSpeed: 9.7,
      windDirection: 38,
    });
    expect(forecast.hourly).toHaveLength(24);
    expect(forecast.hourly[0]).toEqual({
      hour: Date.UTC(2026, 10, 25, 12),
      temperature: 12.3,
      precipitation: 0,
      skycon: 'PARTLY_CLOUDY_NIGHT',
    });
    expect(forecast.hourly[18]).toEqual({
      hour: Date.UTC(2026, 10, 26, 6),
      temperature: 15.4,
      precipitation: 2.9,
      skycon: 'MODERATE_RAIN',
    });
    expect(forecast.daily).toHaveLength(15);
    // Daily precipitation comes as a mean intensity in mm/h: 0.2813 mm/h over 24 hours is 6.8 mm.
    expect(forecast.daily[1]).toEqual({
      date: '2026-11-26',
      skycon: 'MODERATE_RAIN',
      minTemperature: 9.5,
      maxTemperature: 15.8,
      precipitation: 6.8,
      humidity: 0.86,
      windSpeed: 11.5,
    });
  });

  it('answers the wire shapes with weekday and day of month', async () => {
    fixture.mode = 'ok';
    const forecast = await new CaiyunWeatherProvider(fixture.baseUrl, FIXTURE_TOKEN).forecast(QINGSHUI);
    const cached = { forecast, fetchedAt: 1_000, stale: false };
    const now = weatherNow(cached);
    expect(now.forecastModelList).toHaveLength(7);
    // 2026-11-25 is a Wednesday; 2026-11-29 a Sunday (ISO 7).
    expect(now.forecastModelList[0]).toMatchObject({ date: '2026-11-25', week: 3, day: 25 });
    expect(now.forecastModelList[4]).toMatchObject({ date: '2026-11-29', week: 7, day: 29 });
    expect(now).toMatchObject({ temperature: 12.6, humidity: 0.79, wind: { speed: 9.7, direction: 38 }, fetchedAt: 1_000, stale: false });
    expect(weatherFuture(cached, 15).list).toHaveLength(15);
    expect(weatherFuture(cached, 3).list).toHaveLength(7);
  });

  it.each(['http-500', 'token-refused', 'not-json'] as const)('fails on %s', async (mode) => {
    fixture.mode = mode;
    await expect(new CaiyunWeatherProvider(fixture.baseUrl, FIXTURE_TOKEN).forecast(QINGSHUI)).rejects.toThrow();
  });

  it('reads sky codes Caiyun may add later as the nearest known one', () => {
    expect(normaliseSkycon('THUNDER_SHOWER')).toBe('MODERATE_RAIN');
    expect(normaliseSkycon('SLEET_SNOW')).toBe('MODERATE_SNOW');
    expect(normaliseSkycon('SOMETHING_NEW')).toBe('CLOUDY');
    expect(normaliseSkycon('FOG')).toBe('FOG');
  });
});

describe('the forecast cache', () => {
  it('reuses a forecast within its ttl, then on a provider failure answers the last good one as stale with its age', async () => {
    let clock = Date.UTC(2026, 10, 25, 12, 3);
    const cache = new ForecastCache(new CaiyunWeatherProvider(fixture.baseUrl, FIXTURE_TOKEN), 600_000, SILENT, () => clock);
    fixture.mode = 'ok';
    const fresh = await cache.get('prj', QINGSHUI);
    expect(fresh).toMatchObject({ stale: false, fetchedAt: clock });
    const asked = fixture.requests.length;
    clock += 60_000;
    expect(await cache.get('prj', QINGSHUI)).toMatchObject({ stale: false, fetchedAt: fresh.fetchedAt });
    expect(fixture.requests.length).toBe(asked);

    fixture.mode = 'http-500';
    clock += 600_000;
    const stale = await cache.get('prj', QINGSHUI);
    expect(stale).toEqual({ forecast: fresh.forecast, fetchedAt: fresh.fetchedAt, stale: true });
    // Within the retry pause the provider is left alone.
    expect(await cache.get('prj', QINGSHUI)).toMatchObject({ stale: true });
    expect(fixture.requests.length).toBe(asked + 1);

    fixture.mode = 'ok';
    clock += 61_000;
    expect(await cache.get('prj', QINGSHUI)).toMatchObject({ stale: false, fetchedAt: clock });
  });

  it('refuses with the unavailable message when it has nothing to fall back on', async () => {
    fixture.mode = 'token-refused';
    const cache = new ForecastCache(new CaiyunWeatherProvider(fixture.baseUrl, FIXTURE_TOKEN), 600_000, SILENT);
    const failure = await cache.get('prj', QINGSHUI).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LocalizedError);
    expect(failure).toMatchObject({ code: 500, key: 'weather.unavailable' });
  });

  it('shares one provider call between concurrent requests', async () => {
    fixture.mode = 'ok';
    const cache = new ForecastCache(new CaiyunWeatherProvider(fixture.baseUrl, FIXTURE_TOKEN), 600_000, SILENT);
    const before = fixture.requests.length;
    await Promise.all([cache.get('prj', QINGSHUI), cache.get('prj', QINGSHUI), cache.get('prj', QINGSHUI)]);
    expect(fixture.requests.length).toBe(before + 1);
  });
});
