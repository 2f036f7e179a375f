// Calendar arithmetic on "wall days": a local calendar date held as the epoch ms of its midnight read as UTC, so that
// adding a day is adding DAY_MS whatever the zone's daylight-saving changes do. The zone enters only when a wall
// time becomes an instant (zone-clock.ts).

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export interface WallDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

/** Days in a month of a year (February 29 in leap years). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The wall day of a date whose day may exceed the month's length: such a day falls on the month's last day. */
export function clampedWallDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, Math.min(day, daysInMonth(year, month)));
}

export function wallDateOf(wallDay: number): WallDate {
  const date = new Date(wallDay);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** ISO weekday of a wall day: 1 Monday .. 7 Sunday. */
export function weekdayOf(wallDay: number): number {
  const day = new Date(wallDay).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Midnight of the wall day holding a wall time. */
export const wallDayOf = (wallTime: number): number => Math.floor(wallTime / DAY_MS) * DAY_MS;
