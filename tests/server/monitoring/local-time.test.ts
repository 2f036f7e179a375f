import { describe, expect, it } from 'vitest';
import { isValidTimeZone, parseReadingTime, zoneOffsetAt } from '../../../server/src/monitoring/local-time';

const ok = (ts: number) => ({ ok: true, ts });

describe('reading times', () => {
  it('takes epoch milliseconds as numbers or digits', () => {
    expect(parseReadingTime(1_795_000_000_000, 'Asia/Shanghai')).toEqual(ok(1_795_000_000_000));
    expect(parseReadingTime('1795000000000', 'Asia/Shanghai')).toEqual(ok(1_795_000_000_000));
    expect(parseReadingTime(1_795_000_000, 'Asia/Shanghai')).toEqual({
      ok: false,
      reason: 'time must be epoch milliseconds (this looks like seconds)',
    });
    expect(parseReadingTime(1.5e12 + 0.5, 'Asia/Shanghai')).toEqual({ ok: false, reason: 'time must be whole epoch milliseconds' });
  });

  it('reads wall-clock texts in the given zone, and honours an explicit offset', () => {
    expect(parseReadingTime('2026-11-20 08:30:00', 'Asia/Shanghai')).toEqual(ok(Date.UTC(2026, 10, 20, 0, 30)));
    expect(parseReadingTime('2026/11/20 08:30', 'Asia/Shanghai')).toEqual(ok(Date.UTC(2026, 10, 20, 0, 30)));
    expect(parseReadingTime('2026-11-20T08:30:00.25', 'Asia/Shanghai')).toEqual(ok(Date.UTC(2026, 10, 20, 0, 30, 0, 250)));
    expect(parseReadingTime('2026-11-20 08:30:00Z', 'Asia/Shanghai')).toEqual(ok(Date.UTC(2026, 10, 20, 8, 30)));
    expect(parseReadingTime('2026-11-20 08:30:00+05:30', 'Asia/Shanghai')).toEqual(ok(Date.UTC(2026, 10, 20, 3, 0)));
    expect(parseReadingTime('2026-11-20', 'Asia/Shanghai')).toEqual(ok(Date.UTC(2026, 10, 19, 16)));
  });

  it('follows daylight saving in zones that have it', () => {
    // New York: UTC-4 in July, UTC-5 in January.
    expect(parseReadingTime('2026-07-01 12:00:00', 'America/New_York')).toEqual(ok(Date.UTC(2026, 6, 1, 16)));
    expect(parseReadingTime('2026-01-15 12:00:00', 'America/New_York')).toEqual(ok(Date.UTC(2026, 0, 15, 17)));
  });

  it('reads zones whose offset is not whole hours, and moves a time a DST change skips forward by the change', () => {
    expect(parseReadingTime('2026-11-20 08:30:00', 'Asia/Kolkata')).toEqual(ok(Date.UTC(2026, 10, 20, 3, 0)));
    expect(parseReadingTime('2026-11-20 08:30:00', 'Asia/Kathmandu')).toEqual(ok(Date.UTC(2026, 10, 20, 2, 45)));
    expect(parseReadingTime('2026-11-20 08:30:00-0330', 'UTC')).toEqual(ok(Date.UTC(2026, 10, 20, 12, 0)));
    // New York skips 02:00-03:00 on 8 March 2026: 02:30 reads as 03:30 EDT.
    expect(parseReadingTime('2026-03-08 02:30:00', 'America/New_York')).toEqual(ok(Date.UTC(2026, 2, 8, 7, 30)));
    expect(parseReadingTime('2026-03-08 03:30:00', 'America/New_York')).toEqual(ok(Date.UTC(2026, 2, 8, 7, 30)));
  });

  it('gives every minute of an hour the same offset, whichever minute was read first', () => {
    expect(parseReadingTime('2026-07-01 12:59:59', 'Europe/Berlin')).toEqual(ok(Date.UTC(2026, 6, 1, 10, 59, 59)));
    expect(parseReadingTime('2026-07-01 12:00:00', 'Europe/Berlin')).toEqual(ok(Date.UTC(2026, 6, 1, 10)));
    expect(parseReadingTime('2026-12-01 12:00:00', 'Europe/Berlin')).toEqual(ok(Date.UTC(2026, 11, 1, 11)));
  });

  it('explains what is wrong with a bad time', () => {
    expect(parseReadingTime('2026-02-29 00:00:00', 'UTC')).toEqual({ ok: false, reason: 'time "2026-02-29 00:00:00" is not a valid date' });
    expect(parseReadingTime('2026-01-01 24:00:00', 'UTC')).toEqual({ ok: false, reason: 'time "2026-01-01 24:00:00" is not a valid date' });
    expect(parseReadingTime('yesterday', 'UTC')).toEqual({
      ok: false,
      reason: 'time "yesterday" is not epoch milliseconds or YYYY-MM-DD HH:mm:ss',
    });
    expect(parseReadingTime(undefined, 'UTC')).toEqual({ ok: false, reason: 'time is missing' });
    expect(parseReadingTime(true, 'UTC')).toEqual({ ok: false, reason: 'time must be epoch milliseconds or a date-time text' });
  });

  it('knows the IANA zones', () => {
    expect(isValidTimeZone('Asia/Shanghai')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('Asia/Beijing')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('tells how far a zone is ahead of UTC at an instant', () => {
    expect(zoneOffsetAt('Asia/Shanghai', Date.UTC(2026, 6, 1))).toBe(8 * 3_600_000);
    expect(zoneOffsetAt('America/New_York', Date.UTC(2026, 6, 1))).toBe(-4 * 3_600_000);
    expect(zoneOffsetAt('America/New_York', Date.UTC(2026, 0, 1))).toBe(-5 * 3_600_000);
  });
});
