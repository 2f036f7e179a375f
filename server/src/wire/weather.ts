import { Type, type Static } from 'typebox';
import { ID_TEXT } from './monitoring-point';

// Weather under /api/system/weather and /api/weather (contract section 8), written once. Nothing here may import
// fastify, kysely or node. Units: degrees Celsius, km/h, mm/h, humidity as a 0..1 fraction, times in epoch ms.

/** The Caiyun sky codes (contract section 8). */
export const SKYCONS = [
  'CLEAR_DAY',
  'CLEAR_NIGHT',
  'PARTLY_CLOUDY_DAY',
  'PARTLY_CLOUDY_NIGHT',
  'CLOUDY',
  'LIGHT_HAZE',
  'MODERATE_HAZE',
  'HEAVY_HAZE',
  'LIGHT_RAIN',
  'MODERATE_RAIN',
  'HEAVY_RAIN',
  'STORM_RAIN',
  'FOG',
  'LIGHT_SNOW',
  'MODERATE_SNOW',
  'HEAVY_SNOW',
  'STORM_SNOW',
  'DUST',
  'SAND',
  'WIND',
] as const;
export const SKYCON = Type.Enum(SKYCONS);
export type Skycon = Static<typeof SKYCON>;

export const WEATHER_DAY = Type.Object({
  /** YYYY-MM-DD in the project's time zone. */
  date: Type.String(),
  /** 1 Monday .. 7 Sunday (ISO). */
  week: Type.Integer(),
  /** Day of the month. */
  day: Type.Integer(),
  skycon: SKYCON,
  minTemperature: Type.Number(),
  maxTemperature: Type.Number(),
});
export type WeatherDay = Static<typeof WEATHER_DAY>;

export const WEATHER_HOUR = Type.Object({
  /** The hour's start, epoch ms. */
  hour: Type.Number(),
  temperature: Type.Number(),
  /** mm/h. */
  precipitation: Type.Number(),
  skycon: SKYCON,
});
export type WeatherHour = Static<typeof WEATHER_HOUR>;

/** GET /api/system/weather. `stale` is true when the provider failed and this is the last good forecast. */
export const WEATHER_NOW = Type.Object({
  skycon: SKYCON,
  apparentTemperature: Type.Number(),
  temperature: Type.Number(),
  /** 0..1. */
  humidity: Type.Number(),
  wind: Type.Object({ speed: Type.Number(), direction: Type.Number() }),
  /** Seven days from today. */
  forecastModelList: Type.Array(WEATHER_DAY),
  /** 24 hours from the current hour. */
  hourlyVoList: Type.Array(WEATHER_HOUR),
  fetchedAt: Type.Number(),
  stale: Type.Boolean(),
});
export type WeatherNow = Static<typeof WEATHER_NOW>;

export const WEATHER_FUTURE_DAY = Type.Object({
  ...WEATHER_DAY.properties,
  /** The day's total, mm. */
  precipitation: Type.Number(),
  /** The day's mean, 0..1. */
  humidity: Type.Number(),
  /** The day's mean, km/h. */
  windSpeed: Type.Number(),
});
export type WeatherFutureDay = Static<typeof WEATHER_FUTURE_DAY>;

export const WEATHER_FUTURE = Type.Object({ list: Type.Array(WEATHER_FUTURE_DAY), fetchedAt: Type.Number(), stale: Type.Boolean() });
export type WeatherFuture = Static<typeof WEATHER_FUTURE>;

export const WEATHER_DAYS_MAX = 15;
export const WEATHER_DAYS_DEFAULT = 7;

export const WEATHER_QUERY = Type.Object(
  { projectId: ID_TEXT, _t: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

/** POST /api/weather/queryWeatherFuture. */
export const WEATHER_FUTURE_REQUEST = Type.Object(
  { projectId: ID_TEXT, days: Type.Optional(Type.Integer({ minimum: 1, maximum: WEATHER_DAYS_MAX })) },
  { additionalProperties: false },
);
export type WeatherFutureRequest = Static<typeof WEATHER_FUTURE_REQUEST>;
