import type { CheckedField } from '../form-definition';
import { problem, type FormProblem } from '../form-problem';

// Numbers, number ranges, calculated values, dates, times and switches.

const EPOCH_LIMIT = 8_640_000_000_000_000;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Within the field's min and max, and with no more decimals than its precision. */
function boundsProblem(field: CheckedField, value: number, path: string): FormProblem | undefined {
  const label = field.label;
  if (field.min !== undefined && value < field.min) return problem(path, 'forms.record.below-min', { label, min: field.min });
  if (field.max !== undefined && value > field.max) return problem(path, 'forms.record.above-max', { label, max: field.max });
  if (field.precision !== undefined && Number(value.toFixed(field.precision)) !== value) {
    return problem(path, 'forms.record.precision', { label, precision: field.precision });
  }
  return undefined;
}

export function checkNumber(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  if (!isNumber(value)) return problem(path, 'forms.record.expect-number', { label: field.label });
  return boundsProblem(field, value, path);
}

/** A calculated value: a number the console computed (seed 001 section 5: an invalid result is 0). */
export function checkCalculated(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  return isNumber(value) ? undefined : problem(path, 'forms.record.expect-number', { label: field.label });
}

/** [min, max], either end empty (null) but not both (an empty range is [], seed 001 section 5). */
export function checkNumberRange(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  const label = field.label;
  if (!Array.isArray(value) || value.length !== 2 || !value.every((end) => end === null || isNumber(end))) {
    return problem(path, 'forms.record.expect-range', { label });
  }
  const [low, high] = value as [number | null, number | null];
  if (low !== null && high !== null && low > high) return problem(path, 'forms.record.range-order', { label });
  for (const end of [low, high]) {
    const found = end === null ? undefined : boundsProblem(field, end, path);
    if (found) return found;
  }
  return undefined;
}

/** A date: epoch ms (contract section 1). */
export function checkDate(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  return Number.isInteger(value) && Math.abs(value as number) <= EPOCH_LIMIT
    ? undefined
    : problem(path, 'forms.record.expect-date', { label: field.label });
}

export function checkTime(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  return typeof value === 'string' && TIME_OF_DAY.test(value)
    ? undefined
    : problem(path, 'forms.record.expect-time', { label: field.label });
}

/** A switch: 1 on, 0 off (seed 001 section 9: 1 启用, otherwise 停用). */
export function checkSwitch(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  return value === 0 || value === 1 ? undefined : problem(path, 'forms.record.expect-switch', { label: field.label });
}
