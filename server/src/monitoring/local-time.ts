import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const HOUR_MS = 3_600_000;

/** IANA zones seen to be valid: at most the few hundred names of the zone database, so no bound is needed. */
const knownZones = new Set<string>();

export function isValidTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  // dayjs reads a missing zone as the server's own, so an empty name must be refused before it.
  if (timeZone.trim() === '') return false;
  try {
    dayjs.tz('2000-01-01T00:00:00', timeZone);
  } catch {
    return false;
  }
  knownZones.add(timeZone);
  return true;
}

/**
 * Offsets from UTC by zone and wall-clock hour, ms. dayjs resolves a zone's wall time through Intl, some hundred
 * microseconds a call, while a file import reads tens of thousands of times within a few hours: offsets change on
 * the hour, so one lookup per zone and hour serves them all. Cleared past OFFSET_CACHE_LIMIT entries (a few years of
 * hours in a few zones), so it stays bounded whatever times callers send.
 */
const offsets = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 100_000;

/** The offset of `timeZone` for wall-clock times in the hour that starts at `wallHour` (wall time read as UTC, ms). */
function offsetForWallHour(timeZone: string, wallHour: number): number {
  const key = `${timeZone}|${wallHour / HOUR_MS}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const offset = wallHour - dayjs.tz(new Date(wallHour).toISOString().slice(0, 19), timeZone).valueOf();
  if (offsets.size >= OFFSET_CACHE_LIMIT) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * Epoch ms of a wall-clock time in a zone, as dayjs's tz plugin reads it: a time in the hour a DST change skips moves
 * forward by the change; a time in a repeated hour takes the offset dayjs picks.
 */
export function zonedTimeToEpoch(
  fields: { year: number; month: number; day: number; hour: number; minute: number; second: number; ms: number },
  timeZone: string,
): number {
  const wall = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second, fields.ms);
  return wall - offsetForWallHour(timeZone, Math.floor(wall / HOUR_MS) * HOUR_MS);
}

/** How far `timeZone` is ahead of UTC at the instant `epochMs`, ms (negative west of Greenwich). */
export function zoneOffsetAt(timeZone: string, epochMs: number): number {
  return dayjs(epochMs).tz(timeZone).utcOffset() * 60_000;
}

/** Epoch ms of a wall-clock time followed by `Z` or an offset such as `+08:00` or `-0530`. */
function offsetTimeToEpoch(wall: number, zone: string): number {
  if (zone.toUpperCase() === 'Z') return wall;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const minutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
  return dayjs.utc(wall).utcOffset(minutes, true).valueOf();
}

const LOCAL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Readings before this are refused as numbers: a value this small is almost always epoch seconds. */
const MIN_EPOCH_MS = 100_000_000_000;

export type TimeParse = { ok: true; ts: number } | { ok: false; reason: string };

/**
 * Reads a reading time: epoch milliseconds (number or digits), or `YYYY-MM-DD HH:mm[:ss[.SSS]]` (also with `/`
 * or `T`), read in `timeZone` unless it ends with `Z` or an offset such as `+08:00`.
 */
export function parseReadingTime(input: unknown, timeZone: string): TimeParse {
  if (typeof input === 'number') return fromEpoch(input);
  if (typeof input !== 'string')
    return {
      ok: false,
      reason: input === undefined || input === null ? 'time is missing' : 'time must be epoch milliseconds or a date-time text',
    };
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'time is missing' };
  if (/^\d+$/.test(text)) return fromEpoch(Number(text));
  const match = LOCAL_TIME.exec(text);
  if (!match) return { ok: false, reason: `time "${text.slice(0, 40)}" is not epoch milliseconds or YYYY-MM-DD HH:mm:ss` };
  const [, y, mo, d, h, mi, s, frac, zone] = match;
  const fields = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
    ms: frac ? Math.round(Number(`0.${frac}`) * 1000) : 0,
  };
  const check = new Date(Date.UTC(fields.year, fields.month - 1, fields.day));
  if (
    fields.month < 1 ||
    fields.month > 12 ||
    check.getUTCDate() !== fields.day ||
    fields.hour > 23 ||
    fields.minute > 59 ||
    fields.second > 59
  ) {
    return { ok: false, reason: `time "${text.slice(0, 40)}" is not a valid date` };
  }
  if (zone)
    return {
      ok: true,
      ts: offsetTimeToEpoch(
        Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second, fields.ms),
        zone,
      ),
    };
  return { ok: true, ts: zonedTimeToEpoch(fields, timeZone) };
}

function fromEpoch(ts: number): TimeParse {
  if (!Number.isFinite(ts) || !Number.isInteger(ts)) return { ok: false, reason: 'time must be whole epoch milliseconds' };
  if (ts < MIN_EPOCH_MS) return { ok: false, reason: 'time must be epoch milliseconds (this looks like seconds)' };
  if (ts > 8_640_000_000_000) return { ok: false, reason: 'time is out of range' };
  return { ok: true, ts };
}
