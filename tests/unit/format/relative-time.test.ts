import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../src/lib/i18n';
import { formatRelativeTime, relativeTime } from '../../../src/lib/format/relative-time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = new Date(2026, 10, 22, 12, 0, 0).getTime();

describe('relativeTime', () => {
  it('is just now under a minute: 59 s yes, 60 s no', () => {
    expect(relativeTime(NOW, NOW)).toEqual({ unit: 'just-now' });
    expect(relativeTime(NOW - 59 * SECOND, NOW)).toEqual({ unit: 'just-now' });
    expect(relativeTime(NOW - 60 * SECOND, NOW)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('counts minutes under an hour and hours under a day', () => {
    expect(relativeTime(NOW - 59 * MINUTE - 59 * SECOND, NOW)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(NOW - HOUR, NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(NOW - 23 * HOUR - 59 * MINUTE, NOW)).toEqual({ unit: 'hours', count: 23 });
    expect(relativeTime(NOW - DAY, NOW)).toEqual({ unit: 'days', count: 1 });
  });

  it('counts days up to 6, then weeks: 6 days vs 7 days', () => {
    expect(relativeTime(NOW - 6 * DAY - 23 * HOUR, NOW)).toEqual({ unit: 'days', count: 6 });
    expect(relativeTime(NOW - 7 * DAY, NOW)).toEqual({ unit: 'weeks', count: 1 });
  });

  it('counts weeks up to 3, then months: 3 weeks vs 4 weeks', () => {
    expect(relativeTime(NOW - 27 * DAY, NOW)).toEqual({ unit: 'weeks', count: 3 });
    expect(relativeTime(NOW - 28 * DAY, NOW)).toEqual({ unit: 'months', count: 1 });
  });

  it('counts calendar months up to 3, then shows the date', () => {
    const threeMonths = new Date(2026, 7, 22, 12, 0, 0).getTime();
    expect(relativeTime(threeMonths, NOW)).toEqual({ unit: 'months', count: 3 });
    expect(relativeTime(threeMonths - DAY, NOW)).toEqual({ unit: 'months', count: 3 });
    const fourMonths = new Date(2026, 6, 22, 12, 0, 0).getTime();
    expect(relativeTime(fourMonths, NOW)).toEqual({ unit: 'date' });
  });

  it('treats a little clock skew as just now and a real future time as a date', () => {
    expect(relativeTime(NOW + 30 * SECOND, NOW)).toEqual({ unit: 'just-now' });
    expect(relativeTime(NOW + 5 * MINUTE, NOW)).toEqual({ unit: 'date' });
  });
});

describe('formatRelativeTime', () => {
  beforeEach(async () => {
    await changeLanguage('zh-CN');
  });
  afterEach(async () => {
    await changeLanguage('zh-CN');
  });

  it('speaks the console language', async () => {
    expect(formatRelativeTime(NOW - 10 * SECOND, NOW)).toBe('刚刚');
    expect(formatRelativeTime(NOW - 5 * MINUTE, NOW)).toBe('5 分钟前');
    expect(formatRelativeTime(NOW - 2 * HOUR, NOW)).toBe('2 小时前');
    expect(formatRelativeTime(NOW - 3 * DAY, NOW)).toBe('3 天前');
    expect(formatRelativeTime(NOW - 14 * DAY, NOW)).toBe('2 周前');
    expect(formatRelativeTime(NOW - 40 * DAY, NOW)).toBe('1 个月前');
    await changeLanguage('en');
    expect(formatRelativeTime(NOW - 10 * SECOND, NOW)).toBe('just now');
    expect(formatRelativeTime(NOW - MINUTE, NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(NOW - 5 * MINUTE, NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(NOW - 7 * DAY, NOW)).toBe('1 week ago');
    await changeLanguage('zh-TW');
    expect(formatRelativeTime(NOW - 2 * HOUR, NOW)).toBe('2 小時前');
  });

  it('shows the full date beyond three months, and nothing for empty input', () => {
    const old = new Date(2025, 0, 2, 9, 5).getTime();
    expect(formatRelativeTime(old, NOW)).toBe('2025-01-02 09:05');
    expect(formatRelativeTime(null, NOW)).toBe('');
    expect(formatRelativeTime('garbage', NOW)).toBe('');
  });
});
