export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of the zone from UTC at an instant, ms; cached per zone and hour since offsets change on the hour. */
function offsetAt(timeZone: string, epochMs: number): number {
  const key = `${timeZone}|${Math.floor(epochMs / 3_600_000)}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  const offset = asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
  if (offsets.size > 100_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** Epoch ms of a wall-clock time in a zone (the earlier instant when a DST change repeats the hour). */
export function zonedTimeToEpoch(fields: { year: number; month: number; day: number; hour: number; minute: number; second: number; ms: number }, timeZone: string): number {
  const wall = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second, fields.ms);
  const first = wall - offsetAt(timeZone, wall);
  const second = wall - offsetAt(timeZone, first);
  return second;
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
  if (typeof input !== 'string') return { ok: false, reason: input === undefined || input === null ? 'time is missing' : 'time must be epoch milliseconds or a date-time text' };
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
  if (fields.month < 1 || fields.month > 12 || check.getUTCDate() !== fields.day || fields.hour > 23 || fields.minute > 59 || fields.second > 59) {
    return { ok: false, reason: `time "${text.slice(0, 40)}" is not a valid date` };
  }
  if (zone) {
    const wall = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second, fields.ms);
    if (zone.toUpperCase() === 'Z') return { ok: true, ts: wall };
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
    return { ok: true, ts: wall - offset };
  }
  return { ok: true, ts: zonedTimeToEpoch(fields, timeZone) };
}

function fromEpoch(ts: number): TimeParse {
  if (!Number.isFinite(ts) || !Number.isInteger(ts)) return { ok: false, reason: 'time must be whole epoch milliseconds' };
  if (ts < MIN_EPOCH_MS) return { ok: false, reason: 'time must be epoch milliseconds (this looks like seconds)' };
  if (ts > 8_640_000_000_000) return { ok: false, reason: 'time is out of range' };
  return { ok: true, ts };
}
