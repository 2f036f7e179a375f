/**
 * Rounds half away from zero on the number's shortest decimal text, so 1.005 rounds to 1.01 as a person expects
 * (toFixed works on the binary value and gives 1.00). Intl.NumberFormat reads a string operand as an exact decimal.
 */
export function formatDecimal(value: number | string, minDigits: number, maxDigits: number, grouping: boolean): string {
  const formatter = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: minDigits,
    maximumFractionDigits: maxDigits,
    useGrouping: grouping,
    roundingMode: 'halfExpand',
  });
  return formatter.format(typeof value === 'number' ? (String(value) as `${number}`) : (value as `${number}`));
}

/** A finite number from a number or numeric text; undefined for empty, non-numeric or infinite input. */
export function toFiniteNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(number) ? number : undefined;
}
