import type { CachedForecast } from '../../providers/weather/forecast-cache';
import type { ForecastDay } from '../../providers/weather/forecast';
import type { WeatherDay, WeatherFuture, WeatherFutureDay, WeatherNow } from '../../wire/weather';

// A cached forecast in the two wire shapes of contract section 8.

/** The top bar's and the cockpit widget's days. */
export const NOW_DAYS = 7;

/** ISO weekday (1 Monday .. 7 Sunday) and day of month of a YYYY-MM-DD date. */
function calendarOf(date: string): { week: number; day: number } {
  const midnight = new Date(`${date}T00:00:00Z`);
  return { week: midnight.getUTCDay() === 0 ? 7 : midnight.getUTCDay(), day: midnight.getUTCDate() };
}

const wireDay = (day: ForecastDay): WeatherDay => ({
  date: day.date,
  ...calendarOf(day.date),
  skycon: day.skycon,
  minTemperature: day.minTemperature,
  maxTemperature: day.maxTemperature,
});

/** GET /api/system/weather. */
export function weatherNow({ forecast, fetchedAt, stale }: CachedForecast): WeatherNow {
  const { now } = forecast;
  return {
    skycon: now.skycon,
    apparentTemperature: now.apparentTemperature,
    temperature: now.temperature,
    humidity: now.humidity,
    wind: { speed: now.windSpeed, direction: now.windDirection },
    forecastModelList: forecast.daily.slice(0, NOW_DAYS).map(wireDay),
    hourlyVoList: forecast.hourly,
    fetchedAt,
    stale,
  };
}

/** POST /api/weather/queryWeatherFuture: `days` days, never fewer than NOW_DAYS (the call's promise). */
export function weatherFuture({ forecast, fetchedAt, stale }: CachedForecast, days: number): WeatherFuture {
  const list: WeatherFutureDay[] = forecast.daily.slice(0, Math.max(days, NOW_DAYS)).map((day) => ({
    ...wireDay(day),
    precipitation: day.precipitation,
    humidity: day.humidity,
    windSpeed: day.windSpeed,
  }));
  return { list, fetchedAt, stale };
}
