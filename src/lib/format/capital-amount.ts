import { i18n } from '../i18n';

/** Spec section 9: amounts with more integer digits than this cannot be written in capitals. */
export const CAPITAL_MAX_INTEGER_DIGITS = 12;

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const PLACES = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿'];

export type CapitalAmount = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'invalid' };

/** One group of four digits ('0305' -> 叁佰零伍); inner zeros collapse into one 零, trailing zeros are dropped. */
function sectionText(group: string): string {
  let text = '';
  let zero = false;
  const digits = group.padStart(4, '0');
  for (let index = 0; index < 4; index += 1) {
    const digit = Number(digits[index]);
    if (digit === 0) {
      zero = text !== '';
      continue;
    }
    if (zero) text += DIGITS[0];
    zero = false;
    text += (DIGITS[digit] ?? '') + (PLACES[3 - index] ?? '');
  }
  return text;
}

function integerText(integer: string): string {
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 4) groups.unshift(integer.slice(Math.max(0, end - 4), end));
  let text = '';
  let zeroPending = false;
  groups.forEach((group, position) => {
    const value = Number(group);
    const section = SECTIONS[groups.length - 1 - position] ?? '';
    if (value === 0) {
      zeroPending = text !== '';
      return;
    }
    // A gap of zeros before this group (10005 -> 壹万零伍) is read as one 零.
    if (text !== '' && (zeroPending || group.padStart(4, '0').startsWith('0'))) text += DIGITS[0];
    zeroPending = false;
    text += sectionText(group) + section;
  });
  return text;
}

/** Normalised fixed-point text with two decimals, or undefined for input that is not a finite amount. */
function toFixedText(value: number | string): string | undefined {
  let trimmed: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // The shortest decimal text of the number (1.005, not 1.00499...); below a tenth of a fen it is zero.
    trimmed = Math.abs(value) < 0.001 ? '0' : value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  } else trimmed = value.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  const negative = trimmed.startsWith('-');
  const [rawInteger = '0', rawFraction = ''] = trimmed.replace(/^[-+]/, '').split('.');
  // Round half up on the decimal text itself, never through a float.
  const cents = BigInt((rawInteger || '0') + (rawFraction + '00').slice(0, 2)) + (Number(rawFraction[2] ?? '0') >= 5 ? 1n : 0n);
  const whole = (cents / 100n).toString();
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${negative && cents > 0n ? '-' : ''}${whole}.${fraction}`;
}

/**
 * An amount of money in Chinese capitals (大写金额): 1234.56 -> 壹仟贰佰叁拾肆元伍角陆分, 100 -> 壹佰元整,
 * 0 -> 零元整, negatives are prefixed 负. Rounded to the fen. More than 12 integer digits cannot be written:
 * `{ ok: false, reason: 'too-large' }`; text that is not a number: `reason: 'invalid'`.
 */
export function toCapitalAmount(value: number | string): CapitalAmount {
  const fixed = toFixedText(value);
  if (fixed === undefined) return { ok: false, reason: 'invalid' };
  const negative = fixed.startsWith('-');
  const [integer = '0', fraction = '00'] = fixed.replace('-', '').split('.');
  if (integer.replace(/^0+/, '').length > CAPITAL_MAX_INTEGER_DIGITS) return { ok: false, reason: 'too-large' };
  const yuan = Number(integer) === 0 ? '' : integerText(integer.replace(/^0+/, '')) + '元';
  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  if (yuan === '' && jiao === 0 && fen === 0) return { ok: true, text: '零元整' };
  let tail = '';
  if (jiao === 0 && fen === 0) tail = '整';
  else {
    if (jiao > 0) tail += (DIGITS[jiao] ?? '') + '角';
    else if (yuan !== '') tail += DIGITS[0];
    if (fen > 0) tail += (DIGITS[fen] ?? '') + '分';
  }
  return { ok: true, text: (negative ? '负' : '') + yuan + tail };
}

/** The capital form for display: the text, or the translated reason it cannot be written ('金额过大无法计算'). */
export function capitalAmountText(value: number | string): string {
  const result = toCapitalAmount(value);
  if (result.ok) return result.text;
  return result.reason === 'too-large' ? i18n.t('format.capital.too-large') : i18n.t('format.capital.invalid');
}
