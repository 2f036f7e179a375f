import dayjs from 'dayjs';
import '../dayjs-locale';

/** The console's default date-time format (spec section 9: yyyy-MM-dd HH:mm), in dayjs tokens. */
export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export type DateInput = number | string | Date | null | undefined;

/** A date-time as text (default YYYY-MM-DD HH:mm); '' for empty or unreadable input. Epoch ms, Date or date text. */
export function formatDateTime(value: DateInput, format: string = DEFAULT_DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}
