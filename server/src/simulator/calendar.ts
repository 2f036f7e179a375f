import { DEFAULT_TIME_ZONE, zoneOffsetAt } from '../monitoring/local-time';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const YEAR_MS = 365.2425 * DAY_MS;

/** The demo sites' clock: China Standard Time, which has no daylight saving, so one offset serves every instant. */
const LOCAL_OFFSET_MS = zoneOffsetAt(DEFAULT_TIME_ZONE, Date.UTC(2020, 0, 1));

/** Day of the year in local time, fractional, 0 at 1 January 00:00. */
export function dayOfYear(t: number): number {
  const local = t + LOCAL_OFFSET_MS;
  return (((local % YEAR_MS) + YEAR_MS) % YEAR_MS) / DAY_MS;
}

/** Hour of the day in local time, fractional. */
export function hourOfDay(t: number): number {
  return ((((t + LOCAL_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS;
}

/** Local day number since 1970 (the index storms are drawn by). */
export function localDay(t: number): number {
  return Math.floor((t + LOCAL_OFFSET_MS) / DAY_MS);
}

/** cos over the year, 1 on `peakDay`, -1 half a year away. */
export function seasonal(t: number, peakDay: number): number {
  return Math.cos((2 * Math.PI * (dayOfYear(t) - peakDay)) / 365.2425);
}

/** A bump on the calendar, 1 on day `centre`, falling off over `width` days (wraps around the new year). */
export function seasonBump(day: number, centre: number, width: number): number {
  let distance = Math.abs(day - centre);
  distance = Math.min(distance, 365.2425 - distance);
  return Math.exp(-((distance / width) ** 2));
}
