import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../../src/lib/format/currency';

describe('formatCurrency', () => {
  it('groups thousands and shows two decimals by default', () => {
    expect(formatCurrency(0)).toBe('0.00');
    expect(formatCurrency(1234.5)).toBe('1,234.50');
    expect(formatCurrency(1_234_567_890.123)).toBe('1,234,567,890.12');
    expect(formatCurrency(999)).toBe('999.00');
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(formatCurrency(1.005)).toBe('1.01');
    expect(formatCurrency(2.675)).toBe('2.68');
    expect(formatCurrency(1.004)).toBe('1.00');
    expect(formatCurrency(-1.005)).toBe('-1.01');
    expect(formatCurrency(999.995)).toBe('1,000.00');
  });

  it('keeps the sign of negative amounts but never shows a negative zero', () => {
    expect(formatCurrency(-1234.5)).toBe('-1,234.50');
    expect(formatCurrency(-0.001)).toBe('0.00');
  });

  it('allows 1 to 20 decimals and clamps anything outside', () => {
    expect(formatCurrency(1234.5678, 1)).toBe('1,234.6');
    expect(formatCurrency(1.5, 20)).toBe('1.50000000000000000000');
    expect(formatCurrency(1234.5678, 0)).toBe('1,234.6');
    expect(formatCurrency(1.5, 25)).toBe('1.50000000000000000000');
    expect(formatCurrency(1.5, Number.NaN)).toBe('1.50');
  });

  it('reads numeric text exactly, including long amounts', () => {
    expect(formatCurrency('1234.565')).toBe('1,234.57');
    expect(formatCurrency(' 98765432109876.5 ')).toBe('98,765,432,109,876.50');
  });

  it('gives an empty text for empty or non-numeric input', () => {
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency('12a')).toBe('');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});
