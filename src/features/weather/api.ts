import type { WeatherFuture, WeatherNow } from '../../../server/src/wire/weather';
import { http } from '../../lib/api-client';

const WEATHER_NOW_PATH = '/api/system/weather';
const WEATHER_FUTURE_PATH = '/api/weather/queryWeatherFuture';

/**
 * The weather calls (contract section 8). Silent (`noTip`): the top bar and the cockpit refetch on their own every
 * ten minutes and show a failure in place, never as a toast on an unattended wall.
 */
export const weatherApi = {
  /** Now, the next 24 hours and 7 days for the project's coordinates; `stale` when the provider failed. */
  now: (projectId: string, signal?: AbortSignal): Promise<WeatherNow> =>
    http.get<WeatherNow>(WEATHER_NOW_PATH, { projectId }, { noTip: true, signal }),

  /** The daily forecast with precipitation, humidity and wind for `days` days. */
  future: (projectId: string, days: number, signal?: AbortSignal): Promise<WeatherFuture> =>
    http.post<WeatherFuture>(WEATHER_FUTURE_PATH, { projectId, days }, { noTip: true, signal }),
};
