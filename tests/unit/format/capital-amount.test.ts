import { afterEach, describe, expect, it } from 'vitest';
import { capitalAmountText, toCapitalAmount } from '../../../src/lib/format/capital-amount';
import { changeLanguage } from '../../../src/lib/i18n';

const text = (value: number | string) => {
  const result = toCapitalAmount(value);
  return result.ok ? result.text : result.reason;
};

describe('toCapitalAmount', () => {
  it('writes whole amounts with 整', () => {
    expect(text(0)).toBe('零元整');
    expect(text(1)).toBe('壹元整');
    expect(text(10)).toBe('壹拾元整');
    expect(text(100)).toBe('壹佰元整');
    expect(text(1234)).toBe('壹仟贰佰叁拾肆元整');
  });

  it('writes jiao and fen, with 零 for a missing jiao', () => {
    expect(text(1234.56)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(text(1.05)).toBe('壹元零伍分');
    expect(text(1.5)).toBe('壹元伍角');
    expect(text(0.5)).toBe('伍角');
    expect(text(0.05)).toBe('伍分');
  });

  it('collapses runs of zeros into one 零 across the 万 and 亿 groups', () => {
    expect(text(1010)).toBe('壹仟零壹拾元整');
    expect(text(10_005)).toBe('壹万零伍元整');
    expect(text(10_100)).toBe('壹万零壹佰元整');
    expect(text(1_000_000)).toBe('壹佰万元整');
    expect(text(100_000_000)).toBe('壹亿元整');
    expect(text(100_010_000)).toBe('壹亿零壹万元整');
    expect(text(100_000_001)).toBe('壹亿零壹元整');
    expect(text(120_003_400)).toBe('壹亿贰仟万叁仟肆佰元整');
  });

  it('rounds to the fen on the decimal value', () => {
    expect(text(1.005)).toBe('壹元零壹分');
    expect(text('2.675')).toBe('贰元陆角捌分');
    expect(text(0.004)).toBe('零元整');
  });

  it('prefixes negative amounts with 负', () => {
    expect(text(-1234.5)).toBe('负壹仟贰佰叁拾肆元伍角');
    expect(text(-0.001)).toBe('零元整');
  });

  it('accepts 12 integer digits and refuses 13', () => {
    expect(text(999_999_999_999.99)).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
    expect(text('999999999999')).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整');
    expect(text(1_000_000_000_000)).toBe('too-large');
    expect(text('1000000000000.00')).toBe('too-large');
    // Rounding up to the next integer digit crosses the limit too.
    expect(text('999999999999.995')).toBe('too-large');
    expect(text(1e21)).toBe('too-large');
  });

  it('reads numeric text with separators and refuses anything else', () => {
    expect(text('1,234.5')).toBe('壹仟贰佰叁拾肆元伍角');
    expect(text('abc')).toBe('invalid');
    expect(text('')).toBe('invalid');
    expect(text(Number.NaN)).toBe('invalid');
  });
});

describe('capitalAmountText', () => {
  afterEach(async () => {
    await changeLanguage('zh-CN');
  });

  it("shows the spec's message for more than 12 integer digits", async () => {
    await changeLanguage('zh-CN');
    expect(capitalAmountText(1e12)).toBe('金额过大无法计算');
    expect(capitalAmountText(12.3)).toBe('壹拾贰元叁角');
    await changeLanguage('en');
    expect(capitalAmountText(1e12)).toBe('The amount is too large to write in capitals');
  });
});
