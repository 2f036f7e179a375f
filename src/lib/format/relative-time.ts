import dayjs from 'dayjs';
import { i18n } from '../i18n';
import { DEFAULT_DATE_TIME_FORMAT, formatDateTime, type DateInput } from './date-time';
import '../dayjs-locale';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in the largest unit spec section 9 allows; 'date' when it is too long ago (or in the future). */
export type RelativeTime =
  { unit: 'just-now' } | { unit: 'minutes' | 'hours' | 'days' | 'weeks' | 'months'; count: number } | { unit: 'date' };

/**
 * The relative-time rule of spec section 9: under a minute is 'just now', then minutes, hours, days (up to 6),
 * weeks (up to 3), calendar months (up to 3), otherwise the full date. A time up to a minute in the future (clock
 * skew between server and console) still reads 'just now'; anything further ahead is shown as a date.
 */
export function relativeTime(time: number, now: number): RelativeTime {
  const elapsed = now - time;
  if (elapsed < MINUTE && elapsed > -MINUTE) return { unit: 'just-now' };
  if (elapsed < 0) return { unit: 'date' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days <= 6) return { unit: 'days', count: days };
  const weeks = Math.floor(days / 7);
  if (weeks <= 3) return { unit: 'weeks', count: weeks };
  // Four weeks is not yet a calendar month (Feb 1 -> Mar 1 is), but it is more than three weeks: call it one month.
  const months = Math.max(1, dayjs(now).diff(dayjs(time), 'month'));
  if (months <= 3) return { unit: 'months', count: months };
  return { unit: 'date' };
}

function toEpoch(value: DateInput): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.valueOf() : undefined;
}

/** The relative time as text in the console's language ('3 minutes ago', '3 分钟前'); '' for empty input. */
export function formatRelativeTime(value: DateInput, now: number = Date.now(), format: string = DEFAULT_DATE_TIME_FORMAT): string {
  const time = toEpoch(value);
  if (time === undefined) return '';
  const relative = relativeTime(time, now);
  switch (relative.unit) {
    case 'just-now':
      return i18n.t('format.relative.just-now');
    case 'minutes':
      return i18n.t('format.relative.minutes', { count: relative.count });
    case 'hours':
      return i18n.t('format.relative.hours', { count: relative.count });
    case 'days':
      return i18n.t('format.relative.days', { count: relative.count });
    case 'weeks':
      return i18n.t('format.relative.weeks', { count: relative.count });
    case 'months':
      return i18n.t('format.relative.months', { count: relative.count });
    default:
      return formatDateTime(time, format);
  }
}
