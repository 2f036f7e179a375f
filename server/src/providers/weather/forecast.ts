import type { Skycon } from '../../wire/weather';

// What every weather provider answers, before the routes shape it for the wire (routes/weather/weather-answers.ts).
// Units: degrees Celsius, km/h, degrees the wind blows from, mm, humidity as a 0..1 fraction, times in epoch ms.

/** Where to forecast: a project's position and the zone its days are counted in. */
export interface WeatherPlace {
  latitude: number;
  longitude: number;
  /** IANA zone; days and hours of the forecast are this zone's. */
  timeZone: string;
}

export interface ForecastNow {
  skycon: Skycon;
  temperature: number;
  apparentTemperature: number;
  humidity: number;
  windSpeed: number;
  windDirection: number;
}

export interface ForecastHour {
  /** The hour's start, epoch ms. */
  hour: number;
  temperature: number;
  /** mm/h. */
  precipitation: number;
  skycon: Skycon;
}

export interface ForecastDay {
  /** YYYY-MM-DD in the place's zone. */
  date: string;
  skycon: Skycon;
  minTemperature: number;
  maxTemperature: number;
  /** The day's total, mm. */
  precipitation: number;
  /** The day's mean. */
  humidity: number;
  /** The day's mean. */
  windSpeed: number;
}

export interface Forecast {
  now: ForecastNow;
  /** 24 hours from the current one. */
  hourly: ForecastHour[];
  /** Today first; FORECAST_DAYS of them. */
  daily: ForecastDay[];
}

/** How many days a provider forecasts: what queryWeatherFuture may ask for at most. */
export const FORECAST_DAYS = 15;
export const FORECAST_HOURS = 24;

/** A source of forecasts. It throws when it cannot answer; the cache (forecast-cache.ts) decides what the caller sees. */
export interface WeatherProvider {
  readonly name: string;
  forecast(place: WeatherPlace, now: number): Promise<Forecast>;
}
