import { useQuery } from '@tanstack/react-query';
import { weatherApi } from './api';

/** The server's provider cache lives ten minutes (issue 11): asking more often would only get the same forecast. */
export const WEATHER_REFRESH_MS = 10 * 60_000;

/** Days in the forecast list of the top bar panel. */
export const FORECAST_DAYS = 7;

/** The project's current weather with its 24-hour and 7-day forecast, refetched every ten minutes. */
export function useWeatherNow(projectId: string | null) {
  return useQuery({
    queryKey: ['weather', 'now', projectId],
    queryFn: ({ signal }) => weatherApi.now(projectId ?? '', signal),
    enabled: Boolean(projectId),
    staleTime: WEATHER_REFRESH_MS,
    refetchInterval: WEATHER_REFRESH_MS,
    // A wall display in a background tab still wants a fresh forecast when someone looks at it.
    refetchIntervalInBackground: true,
  });
}

/** The daily forecast (precipitation, humidity, wind per day), fetched while the panel is open. */
export function useWeatherFuture(projectId: string | null) {
  return useQuery({
    queryKey: ['weather', 'future', projectId, FORECAST_DAYS],
    queryFn: ({ signal }) => weatherApi.future(projectId ?? '', FORECAST_DAYS, signal),
    enabled: Boolean(projectId),
    staleTime: WEATHER_REFRESH_MS,
    refetchInterval: WEATHER_REFRESH_MS,
  });
}
