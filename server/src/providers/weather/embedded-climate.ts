import { randomLcg } from 'd3-random';

// The embedded provider's weather for one local day at one place: a plausible season for the latitude, a day-to-day
// wobble, rain events more likely and heavier in the wet season, and the diurnal cycle. Everything comes from a
// random source seeded by the place (to 0.01 degree) and the date, so a day's weather is the same whoever asks and
// whenever: tests can pin it, and two servers show the same forecast.

const YEAR_DAYS = 365.25;

/** FNV-1a of text, as a seed in [0, 1) for d3's LCG. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/** A place's random source for one date and purpose. */
export const randomFor = (latitude: number, longitude: number, date: string, purpose: string) =>
  randomLcg(seedOf(`${latitude.toFixed(2)},${longitude.toFixed(2)},${date},${purpose}`));

export interface DayClimate {
  /** The day's mean temperature, degrees C. */
  meanTemperature: number;
  /** Minimum to maximum, degrees C: wide under clear skies, narrow under cloud and rain. */
  diurnalRange: number;
  /** 0..1, the day's cloud cover. */
  cloud: number;
  /** Total rain (or snow as water), mm; 0 on a dry day. */
  rainTotal: number;
  /** Local hour the rain starts and how many hours it lasts (within the day). */
  rainStart: number;
  rainHours: number;
  /** Mean wind, km/h, and the direction it blows from, degrees. */
  windMean: number;
  windDirection: number;
  /** Relative humidity the day's hours vary around, 0..1. */
  humidityBase: number;
  /** A still, dry winter day: haze instead of a clear sky. */
  hazy: boolean;
}

/** 0 at the coldest time of year, 1 at the warmest (a month after the solstices, either hemisphere). */
export function warmSeason(latitude: number, dayOfYear: number): number {
  const northern = (1 - Math.cos((2 * Math.PI * (dayOfYear - 20)) / YEAR_DAYS)) / 2;
  return latitude >= 0 ? northern : 1 - northern;
}

/** The climate's normal temperature for a latitude and time of year: warm and flat near the equator, seasonal further out. */
function seasonalTemperature(latitude: number, season: number): number {
  const annualMean = 27 - 0.33 * Math.abs(latitude);
  const amplitude = 2 + 0.33 * Math.abs(latitude);
  return annualMean + amplitude * (2 * season - 1);
}

/** A -1..1 wobble for a date, smoothed over its neighbours so one day does not jump from the next. */
function wobble(latitude: number, longitude: number, dates: readonly string[]): number {
  const values = dates.map((date) => randomFor(latitude, longitude, date, 'wobble')() * 2 - 1);
  return ((values[0] ?? 0) * 0.25 + (values[1] ?? 0) * 0.5 + (values[2] ?? 0) * 0.25) * 1.6;
}

/**
 * The climate of `date` (YYYY-MM-DD) at a place. `neighbours` are the dates before and after it, for the smooth
 * temperature wobble.
 */
export function dayClimate(latitude: number, longitude: number, date: string, dayOfYear: number, neighbours: [string, string]): DayClimate {
  const random = randomFor(latitude, longitude, date, 'day');
  const season = warmSeason(latitude, dayOfYear);
  // A monsoon climate: wet summers. The chance of a rain day runs from about one in five to one in two.
  const rainy = random() < 0.2 + 0.3 * season;
  const rainMean = 6 + 16 * season;
  const rainTotal = rainy ? -Math.log(1 - random()) * rainMean + 0.6 : 0;
  const rainHours = rainy ? 2 + Math.floor(random() * 9) : 0;
  const rainStart = rainy ? Math.floor(random() * (24 - rainHours)) : 0;
  const cloud = rainy ? 0.8 + random() * 0.2 : random() ** 1.3;
  const windMean = 5 + random() * 13 + (rainy ? 6 : 0);
  // Winter winds from the north, summer ones from the south-east, each with a day's scatter.
  const prevailing = season > 0.5 ? 140 : 10;
  const windDirection = (prevailing + (random() - 0.5) * 100 + 360) % 360;
  const meanTemperature =
    seasonalTemperature(latitude, season) + 3 * wobble(latitude, longitude, [neighbours[0], date, neighbours[1]]) - (rainy ? 1.5 : 0);
  return {
    meanTemperature,
    diurnalRange: 11 - 7 * cloud,
    cloud,
    rainTotal,
    rainStart,
    rainHours,
    windMean,
    windDirection,
    humidityBase: Math.min(0.92, 0.55 + 0.15 * season + 0.2 * cloud),
    hazy: !rainy && season < 0.3 && windMean < 9 && cloud < 0.8,
  };
}

/** -1 at 05:00, +1 at 14:00 local: the air is coolest just before dawn and warmest mid-afternoon. */
export function diurnalShape(localHour: number): number {
  if (localHour >= 5 && localHour <= 14) return -Math.cos((Math.PI * (localHour - 5)) / 9);
  const sinceWarmest = (localHour - 14 + 24) % 24;
  return Math.cos((Math.PI * sinceWarmest) / 15);
}

/** The share of a rain event's total falling in its `index`th hour: a swell and a fade, summing to 1. */
export function rainShare(index: number, hours: number): number {
  if (index < 0 || index >= hours) return 0;
  const weights = Array.from({ length: hours }, (_, n) => Math.sin((Math.PI * (n + 0.5)) / hours));
  const sum = weights.reduce((a, b) => a + b, 0);
  return (weights[index] ?? 0) / sum;
}
