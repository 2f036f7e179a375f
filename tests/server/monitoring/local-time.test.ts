import { describe, expect, it } from 'vitest';
import { isValidTimeZone, parseReadingTime } from '../../../server/src/monitoring/local-time';

const ok = (ts: number) => ({ ok: true, ts });

describe('reading times', () => {
  it('takes epoch milliseconds as numbers or digits', () => {
    expect(parseReadingTime(1_795_000_000_000, 'Asia/Shanghai')).toEqual(ok(1_795_000_000_000));
    expect(parseReadingTime('1795000000000', 'Asia/Shanghai')).toEqual(ok(1_795_000_000_000));
    expect(parseReadingTime(1_795_000_000, 'Asia/Shanghai')).toEqual({ ok: false, reason: 'time must be epoch milliseconds (this looks like seconds)' });
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

  it('explains what is wrong with a bad time', () => {
    expect(parseReadingTime('2026-02-29 00:00:00', 'UTC')).toEqual({ ok: false, reason: 'time "2026-02-29 00:00:00" is not a valid date' });
    expect(parseReadingTime('2026-01-01 24:00:00', 'UTC')).toEqual({ ok: false, reason: 'time "2026-01-01 24:00:00" is not a valid date' });
    expect(parseReadingTime('yesterday', 'UTC')).toEqual({ ok: false, reason: 'time "yesterday" is not epoch milliseconds or YYYY-MM-DD HH:mm:ss' });
    expect(parseReadingTime(undefined, 'UTC')).toEqual({ ok: false, reason: 'time is missing' });
    expect(parseReadingTime(true, 'UTC')).toEqual({ ok: false, reason: 'time must be epoch milliseconds or a date-time text' });
  });

  it('knows the IANA zones', () => {
    expect(isValidTimeZone('Asia/Shanghai')).toBe(true);
    expect(isValidTimeZone('Asia/Beijing')).toBe(false);
  });
});
