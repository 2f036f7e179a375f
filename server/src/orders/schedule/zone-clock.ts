// Wall times of a zone to instants and back. A preview of a daily plan over ten years turns some 7,000 wall times
// into instants, and an Intl call costs microseconds (dayjs's tz, which makes several, a hundred): so offsets are
// read once per zone and UTC day, and only a day that holds a change of offset is looked at more closely.

import { zoneFormatter } from '../../lib/zone-formatter';

const DAY_MS = 86_400_000;
/** Offsets change on quarter hours of UTC in every zone in use (Newfoundland changes at 05:30 UTC). */
const QUARTER_MS = 900_000;
/** Bound of each zone's cache: cleared past it, so any range of input keeps it small (a century of days). */
const CACHE_LIMIT = 40_000;

/**
 * Per zone, by number (days or quarter hours since the epoch; numeric keys keep a lookup well under a microsecond):
 * the offset at each UTC midnight, and at each quarter hour of a day that holds a change.
 */
const dayStartOffsets = new Map<string, Map<number, number>>();
const quarterOffsets = new Map<string, Map<number, number>>();

/** 'M/D/YYYY, HH:mm:ss', which `format` (three times cheaper than formatToParts) writes in en-US. */
const US_DATE_TIME = /^(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)$/;

/** The zone's offset at an instant, asked of Intl. */
function askOffset(epoch: number, timeZone: string): number {
  const at = Math.floor(epoch / 1000) * 1000;
  const match = US_DATE_TIME.exec(zoneFormatter(timeZone).format(at));
  if (!match) throw new Error(`unreadable date from Intl for ${timeZone}`);
  const [, month, day, year, hour, minute, second] = match.map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0) - at;
}

function zoneCache(caches: Map<string, Map<number, number>>, timeZone: string): Map<number, number> {
  let cache = caches.get(timeZone);
  if (!cache) {
    cache = new Map();
    caches.set(timeZone, cache);
  }
  return cache;
}

function remember(cache: Map<number, number>, key: number, value: number): number {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** How far the zone is ahead of UTC at an instant, ms. */
function offsetAt(epoch: number, timeZone: string): number {
  const day = Math.floor(epoch / DAY_MS);
  const days = zoneCache(dayStartOffsets, timeZone);
  const offset = days.get(day) ?? remember(days, day, askOffset(day * DAY_MS, timeZone));
  const next = days.get(day + 1) ?? remember(days, day + 1, askOffset((day + 1) * DAY_MS, timeZone));
  // No zone changes twice in one day: the same offset at both midnights means one offset all day. A change at
  // midnight itself only sends that day the slower way.
  if (offset === next) return offset;
  const quarter = Math.floor(epoch / QUARTER_MS);
  const quarters = zoneCache(quarterOffsets, timeZone);
  return quarters.get(quarter) ?? remember(quarters, quarter, askOffset(quarter * QUARTER_MS, timeZone));
}

/**
 * Epoch ms of a wall time (a local time held as UTC ms). A time the spring change skips moves forward by the change
 * (02:30 becomes 03:30, as dayjs reads it); a time the autumn change repeats is its first occurrence.
 */
export function wallToEpoch(wallTime: number, timeZone: string): number {
  const before = offsetAt(wallTime - DAY_MS, timeZone);
  const after = offsetAt(wallTime + DAY_MS, timeZone);
  if (before === after) return wallTime - before;
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    if (offsetAt(wallTime - offset, timeZone) === offset) return wallTime - offset;
  }
  return wallTime - Math.min(before, after);
}

/** The wall time (local time held as UTC ms) of an instant in a zone. */
export const epochToWall = (epoch: number, timeZone: string): number => epoch + offsetAt(epoch, timeZone);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' of an instant in a zone (the spec's default date-time format). */
export function formatInZone(epoch: number, timeZone: string): string {
  const wall = new Date(epochToWall(epoch, timeZone));
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ` +
    `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`
  );
}
