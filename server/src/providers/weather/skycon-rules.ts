import type { Skycon } from '../../wire/weather';

// How rain, snow and cloud become Caiyun sky codes, written once for the embedded provider's hours and days.
// Hourly classes follow the usual rain-rate bands (mm/h); daily ones China's 24-hour rainfall grades (mm).

export interface SkyState {
  /** mm (per hour or per day, as `per` says). */
  precipitation: number;
  /** Below freezing precipitation falls as snow. */
  temperature: number;
  /** 0..1. */
  cloud: number;
  isDay: boolean;
  hazy: boolean;
  per: 'hour' | 'day';
}

/** Upper bounds of light, moderate and heavy: above the last is a storm. */
const BANDS = { hour: [2.5, 8, 16], day: [10, 25, 50] } as const;
/** Less than this is a trace, not a wet hour or day. */
const TRACE = { hour: 0.05, day: 0.5 } as const;

const RAIN: readonly Skycon[] = ['LIGHT_RAIN', 'MODERATE_RAIN', 'HEAVY_RAIN', 'STORM_RAIN'];
const SNOW: readonly Skycon[] = ['LIGHT_SNOW', 'MODERATE_SNOW', 'HEAVY_SNOW', 'STORM_SNOW'];

export function skyconOf(state: SkyState): Skycon {
  if (state.precipitation >= TRACE[state.per]) {
    const band = BANDS[state.per].findIndex((limit) => state.precipitation < limit);
    const grade = band === -1 ? 3 : band;
    return ((state.temperature <= 0.5 ? SNOW : RAIN)[grade] ?? 'MODERATE_RAIN') as Skycon;
  }
  if (state.cloud >= 0.8) return 'CLOUDY';
  if (state.hazy) return 'LIGHT_HAZE';
  if (state.cloud >= 0.3) return state.isDay ? 'PARTLY_CLOUDY_DAY' : 'PARTLY_CLOUDY_NIGHT';
  return state.isDay ? 'CLEAR_DAY' : 'CLEAR_NIGHT';
}
