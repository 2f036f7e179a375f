import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_TIME_FORMAT, formatDateTime } from '../../../src/lib/format/date-time';

describe('formatDateTime', () => {
  it('defaults to YYYY-MM-DD HH:mm (spec yyyy-MM-dd HH:mm)', () => {
    expect(DEFAULT_DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm');
    const local = new Date(2026, 0, 5, 7, 3, 59).getTime();
    expect(formatDateTime(local)).toBe('2026-01-05 07:03');
  });

  it('takes a Date, date text and another format', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22 23:59');
    expect(formatDateTime('2026-11-22 08:30:15', 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-22 08:30:15');
  });

  it('gives an empty text for empty or unreadable input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
