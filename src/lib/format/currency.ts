import { formatDecimal, toFiniteNumber } from './decimal-round';

export const DEFAULT_CURRENCY_DECIMALS = 2;
export const MIN_CURRENCY_DECIMALS = 1;
export const MAX_CURRENCY_DECIMALS = 20;

/**
 * Money with a thousands separator and a fixed number of decimals (seed 001 section 9): 1234.5 -> '1,234.50'.
 * `decimals` defaults to 2 and is kept within 1..20 (a value outside is clamped, a non-number gives the default).
 * Rounding is half away from zero on the decimal text. Empty or non-numeric input gives ''.
 */
export function formatCurrency(value: number | string | null | undefined, decimals: number = DEFAULT_CURRENCY_DECIMALS): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return '';
  const places = Number.isFinite(decimals)
    ? Math.min(MAX_CURRENCY_DECIMALS, Math.max(MIN_CURRENCY_DECIMALS, Math.trunc(decimals)))
    : DEFAULT_CURRENCY_DECIMALS;
  const source = typeof value === 'string' ? value.trim() : number;
  const text = formatDecimal(source, places, places, true);
  // -0.001 rounds to "-0.00"; money has no negative zero.
  return /^-0\.0+$/.test(text) ? text.slice(1) : text;
}
