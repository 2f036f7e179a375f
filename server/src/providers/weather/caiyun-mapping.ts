import { SKYCONS, type Skycon } from '../../wire/weather';
import type { CaiyunResponse } from './caiyun-response';
import { FORECAST_HOURS, type Forecast } from './forecast';

// A Caiyun v2.6 answer in Sluice's forecast shape. Caiyun's sky codes are the wire's own set; a code added later
// (Caiyun has added some before) falls back to the nearest of ours rather than failing the whole forecast.

const KNOWN = new Set<string>(SKYCONS);
const round1 = (value: number) => Math.round(value * 10) / 10 + 0;
const round2 = (value: number) => Math.round(value * 100) / 100 + 0;

export function normaliseSkycon(code: string): Skycon {
  if (KNOWN.has(code)) return code as Skycon;
  if (code.includes('SNOW')) return 'MODERATE_SNOW';
  if (code.includes('RAIN') || code.includes('SHOWER') || code.includes('THUNDER')) return 'MODERATE_RAIN';
  if (code.includes('HAZE')) return 'MODERATE_HAZE';
  return 'CLOUDY';
}

/** Epoch ms of Caiyun's `2026-11-25T20:00+08:00`; NaN for anything else, which the mapping refuses. */
const epochOf = (datetime: string) => Date.parse(datetime);

/** Maps a checked answer; throws when its lists are too short or its times unreadable, which counts as a failure. */
export function forecastFromCaiyun(answer: CaiyunResponse): Forecast {
  const { realtime, hourly, daily } = answer.result;
  const hours = hourly.temperature.slice(0, FORECAST_HOURS).map((entry, index) => ({
    hour: epochOf(entry.datetime),
    temperature: round1(entry.value),
    precipitation: round1(hourly.precipitation[index]?.value ?? Number.NaN),
    skycon: normaliseSkycon(hourly.skycon[index]?.value ?? ''),
  }));
  if (hours.length < FORECAST_HOURS || hours.some((hour) => !Number.isFinite(hour.hour) || !Number.isFinite(hour.precipitation))) {
    throw new Error(`Caiyun answered ${hours.length} readable hours, ${FORECAST_HOURS} are needed`);
  }
  const days = daily.temperature.map((temperature, index) => {
    const date = temperature.date.slice(0, 10);
    const precipitation = daily.precipitation[index];
    const humidity = daily.humidity[index];
    const wind = daily.wind[index];
    const skycon = daily.skycon[index];
    if (!precipitation || !humidity || !wind || !skycon || !/^\d{4}-\d{2}-\d{2}$/.test(date))
      throw new Error(`Caiyun's day ${index} is incomplete`);
    return {
      date,
      skycon: normaliseSkycon(skycon.value),
      minTemperature: round1(temperature.min),
      maxTemperature: round1(temperature.max),
      precipitation: round1(precipitation.avg * 24),
      humidity: round2(humidity.avg),
      windSpeed: round1(wind.avg.speed),
    };
  });
  return {
    now: {
      skycon: normaliseSkycon(realtime.skycon),
      temperature: round1(realtime.temperature),
      apparentTemperature: round1(realtime.apparent_temperature),
      humidity: round2(realtime.humidity),
      windSpeed: round1(realtime.wind.speed),
      windDirection: Math.round(realtime.wind.direction),
    },
    hourly: hours,
    daily: days,
  };
}
