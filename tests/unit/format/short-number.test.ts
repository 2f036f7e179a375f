import { describe, expect, it } from 'vitest';
import { formatShortNumber } from '../../../src/lib/format/short-number';

describe('formatShortNumber', () => {
  it('leaves numbers under a thousand as they are', () => {
    expect(formatShortNumber(0)).toBe('0');
    expect(formatShortNumber(7)).toBe('7');
    expect(formatShortNumber(999)).toBe('999');
    expect(formatShortNumber(12.34)).toBe('12.3');
  });

  it('uses k, M, G, T, P and E for each power of a thousand', () => {
    expect(formatShortNumber(1000)).toBe('1k');
    expect(formatShortNumber(1500)).toBe('1.5k');
    expect(formatShortNumber(2_500_000)).toBe('2.5M');
    expect(formatShortNumber(3e9)).toBe('3G');
    expect(formatShortNumber(4.2e12)).toBe('4.2T');
    expect(formatShortNumber(5e15)).toBe('5P');
    expect(formatShortNumber(6.7e18)).toBe('6.7E');
  });

  it('stays at E beyond it', () => {
    expect(formatShortNumber(2e21)).toBe('2000E');
  });

  it('rounds half away from zero and moves up a unit when rounding reaches 1000', () => {
    expect(formatShortNumber(1250)).toBe('1.3k');
    expect(formatShortNumber(1249)).toBe('1.2k');
    expect(formatShortNumber(999_949)).toBe('999.9k');
    expect(formatShortNumber(999_950)).toBe('1M');
    expect(formatShortNumber(999.96)).toBe('1k');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatShortNumber(-1234)).toBe('-1.2k');
    expect(formatShortNumber(-999)).toBe('-999');
    expect(formatShortNumber(-0.01)).toBe('0');
  });

  it('takes the number of decimals and numeric text', () => {
    expect(formatShortNumber(123_456, 2)).toBe('123.46k');
    expect(formatShortNumber(123_456, 0)).toBe('123k');
    expect(formatShortNumber('45678')).toBe('45.7k');
  });

  it('gives an empty text for empty or non-numeric input', () => {
    expect(formatShortNumber(null)).toBe('');
    expect(formatShortNumber(undefined)).toBe('');
    expect(formatShortNumber('')).toBe('');
    expect(formatShortNumber('abc')).toBe('');
    expect(formatShortNumber(Number.NaN)).toBe('');
    expect(formatShortNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});
