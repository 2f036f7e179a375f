import type { ServerConfig } from '../../config';
import { CaiyunWeatherProvider } from './caiyun-weather-provider';
import { EmbeddedWeatherProvider } from './embedded-weather-provider';
import type { WeatherProvider } from './forecast';

/** Caiyun when CAIYUN_TOKEN is set, otherwise the embedded forecast that needs no network. */
export function createWeatherProvider(config: Pick<ServerConfig, 'caiyunToken' | 'caiyunApiUrl'>): WeatherProvider {
  if (config.caiyunToken) return new CaiyunWeatherProvider(config.caiyunApiUrl, config.caiyunToken);
  return new EmbeddedWeatherProvider();
}
