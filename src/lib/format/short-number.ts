import { formatDecimal, toFiniteNumber } from './decimal-round';

/** Short forms of spec section 9, one per power of 1000. */
export const SHORT_NUMBER_UNITS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

/**
 * A number in short form: 1234 -> '1.2k', 5_600_000 -> '5.6M', up to E (10^18). Trailing zeros are dropped, the sign
 * is kept, and a value that rounds up to the next unit moves to it (999_950 -> '1M', never '1000k').
 * Empty or non-numeric input gives ''.
 */
export function formatShortNumber(value: number | string | null | undefined, digits = 1): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return '';
  const places = Math.max(0, Math.min(20, Math.trunc(digits)));
  const sign = number < 0 ? '-' : '';
  const magnitude = Math.abs(number);
  const last = SHORT_NUMBER_UNITS.length - 1;
  let unit = magnitude < 1000 ? 0 : Math.min(last, Math.floor(Math.log10(magnitude) / 3));
  // log10 can land a hair below an exact power of 1000; correct for it either way.
  if (unit < last && magnitude / 1000 ** unit >= 1000) unit += 1;
  if (unit > 0 && magnitude / 1000 ** unit < 1) unit -= 1;
  let text = formatDecimal(magnitude / 1000 ** unit, 0, places, false);
  if (Number(text) >= 1000 && unit < last) {
    unit += 1;
    text = formatDecimal(magnitude / 1000 ** unit, 0, places, false);
  }
  const signed = text === '0' ? '0' : sign + text;
  return signed + (SHORT_NUMBER_UNITS[unit] ?? '');
}
