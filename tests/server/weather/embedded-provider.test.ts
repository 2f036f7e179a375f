import { describe, expect, it } from 'vitest';
import { EmbeddedWeatherProvider } from '../../../server/src/providers/weather/embedded-weather-provider';
import type { Forecast, WeatherPlace } from '../../../server/src/providers/weather/forecast';

// The embedded provider is pure: same place and hour, same forecast. Small spans only: a few forecasts per test.

const QINGSHUI: WeatherPlace = { latitude: 30.2138, longitude: 119.3652, timeZone: 'Asia/Shanghai' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2026-07-15 12:20 in Beijing time. */
const JULY_NOON = Date.UTC(2026, 6, 15, 4, 20);

const provider = new EmbeddedWeatherProvider();
const PRECIPITATION_CODES = /RAIN|SNOW/;
const localHour = (epoch: number) => new Date(epoch + 8 * HOUR).getUTCHours();

describe('the embedded weather provider', () => {
  it('answers the same forecast for the same place and time, and another for another place', async () => {
    const first = await provider.forecast(QINGSHUI, JULY_NOON);
    expect(await provider.forecast(QINGSHUI, JULY_NOON)).toEqual(first);
    // Later within the same hour: the same hour, the same weather.
    expect((await provider.forecast(QINGSHUI, JULY_NOON + 30 * 60_000)).hourly).toEqual(first.hourly);
    const elsewhere = await provider.forecast({ ...QINGSHUI, latitude: 45.75, longitude: 126.63 }, JULY_NOON);
    expect(elsewhere.hourly.map((hour) => hour.temperature)).not.toEqual(first.hourly.map((hour) => hour.temperature));
  });

  it('gives 24 consecutive hours from the current one and 15 consecutive days from today', async () => {
    const forecast = await provider.forecast(QINGSHUI, JULY_NOON);
    expect(forecast.hourly).toHaveLength(24);
    expect(forecast.hourly[0]?.hour).toBe(Date.UTC(2026, 6, 15, 4));
    forecast.hourly.forEach((hour, n) => expect(hour.hour).toBe(Date.UTC(2026, 6, 15, 4) + n * HOUR));
    expect(forecast.daily.map((day) => day.date)).toEqual(
      Array.from({ length: 15 }, (_, n) => new Date(Date.UTC(2026, 6, 15) + n * DAY).toISOString().slice(0, 10)),
    );
  });

  it('follows a diurnal curve: cooler before dawn than mid-afternoon, with no step at midnight', async () => {
    // From local midnight, so the 24 hours are one calendar day.
    const forecast = await provider.forecast(QINGSHUI, Date.UTC(2026, 6, 14, 16));
    const at = (hour: number) => forecast.hourly.find((entry) => localHour(entry.hour) === hour)?.temperature ?? Number.NaN;
    expect(at(5)).toBeLessThan(at(14));
    const steps = forecast.hourly.slice(1).map((hour, n) => Math.abs(hour.temperature - (forecast.hourly[n]?.temperature ?? 0)));
    expect(Math.max(...steps)).toBeLessThan(2);
    const today = forecast.daily[0];
    expect(today?.minTemperature).toBe(Math.min(...forecast.hourly.map((hour) => hour.temperature)));
    expect(today?.maxTemperature).toBe(Math.max(...forecast.hourly.map((hour) => hour.temperature)));
    // A Zhejiang July: warm, not tropical nonsense.
    expect(today?.maxTemperature).toBeGreaterThan(20);
    expect(today?.maxTemperature).toBeLessThan(42);
  });

  it('keeps humidity, wind and apparent temperature plausible', async () => {
    const { now } = await provider.forecast(QINGSHUI, JULY_NOON);
    expect(now.humidity).toBeGreaterThan(0);
    expect(now.humidity).toBeLessThanOrEqual(1);
    expect(now.windSpeed).toBeGreaterThanOrEqual(0);
    expect(now.windSpeed).toBeLessThan(80);
    expect(now.windDirection).toBeGreaterThanOrEqual(0);
    expect(now.windDirection).toBeLessThan(360);
    expect(Math.abs(now.apparentTemperature - now.temperature)).toBeLessThan(12);
  });

  it('has rain events over a month, and sky codes that agree with the rain and with day and night', async () => {
    const forecasts: Forecast[] = await Promise.all(
      Array.from({ length: 6 }, (_, n) => provider.forecast(QINGSHUI, JULY_NOON + n * 5 * DAY)),
    );
    const days = new Map(forecasts.flatMap((forecast) => forecast.daily.map((day) => [day.date, day] as const)));
    const wetDays = [...days.values()].filter((day) => day.precipitation > 0);
    expect(wetDays.length).toBeGreaterThan(2);
    expect(wetDays.length).toBeLessThan(days.size);
    for (const day of days.values())
      expect({ date: day.date, wet: PRECIPITATION_CODES.test(day.skycon) }).toEqual({ date: day.date, wet: day.precipitation >= 0.5 });
    const hours = forecasts.flatMap((forecast) => forecast.hourly);
    for (const hour of hours) {
      expect({ hour: hour.hour, wet: PRECIPITATION_CODES.test(hour.skycon) }).toEqual({ hour: hour.hour, wet: hour.precipitation >= 0.05 });
      if (localHour(hour.hour) === 2) expect(hour.skycon).not.toMatch(/_DAY$/);
      if (localHour(hour.hour) === 12) expect(hour.skycon).not.toMatch(/_NIGHT$/);
    }
  });

  it('snows rather than rains where it is below freezing', async () => {
    const yakutsk: WeatherPlace = { latitude: 62.03, longitude: 129.73, timeZone: 'Asia/Yakutsk' };
    const forecasts = await Promise.all(
      Array.from({ length: 4 }, (_, n) => provider.forecast(yakutsk, Date.UTC(2026, 0, 5) + n * 15 * DAY)),
    );
    const wet = forecasts.flatMap((forecast) => forecast.daily).filter((day) => day.precipitation >= 0.5);
    expect(wet.length).toBeGreaterThan(0);
    for (const day of wet) expect(day.skycon).toMatch(/SNOW/);
  });
});
