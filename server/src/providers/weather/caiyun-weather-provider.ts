import { CAIYUN_RESPONSE_CHECK } from './caiyun-response';
import { forecastFromCaiyun } from './caiyun-mapping';
import { FORECAST_DAYS, FORECAST_HOURS, type Forecast, type WeatherPlace, type WeatherProvider } from './forecast';

/** Long enough for a slow mobile uplink at a dam site, short enough that a request waiting on it still answers. */
const TIMEOUT_MS = 5_000;

/**
 * Caiyun's v2.6 weather API (used when CAIYUN_TOKEN is set): `<base>/<token>/<lng>,<lat>/weather`. Any failure
 * (network, HTTP status, `status` other than ok, a shape it cannot read) throws; the cache answers the last good
 * forecast marked stale. The token is part of the path, so the URL is never logged.
 */
export class CaiyunWeatherProvider implements WeatherProvider {
  readonly name = 'caiyun';

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async forecast(place: WeatherPlace): Promise<Forecast> {
    const where = `${place.longitude.toFixed(4)},${place.latitude.toFixed(4)}`;
    const url = `${this.baseUrl}/${encodeURIComponent(this.token)}/${where}/weather?hourlysteps=${FORECAST_HOURS}&dailysteps=${FORECAST_DAYS}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Caiyun answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!CAIYUN_RESPONSE_CHECK.Check(body)) {
      const status = typeof body === 'object' && body !== null && 'status' in body ? String(body.status) : 'unreadable';
      throw new Error(`Caiyun's answer could not be read (status ${status})`);
    }
    return forecastFromCaiyun(body);
  }
}
