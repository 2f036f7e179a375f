import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../../server/src/wire/visualdev';
import { isEmptyValue, kindOf, textLength, textMax } from './field-kinds';
import { fieldPatterns } from './field-patterns';
import { tableColumns } from './parse-form-fields';
import type { TableChecks } from './table-checks';
import { validateRows } from '../../../ui/sub-table/validate-rows';

// The client's checks, mirroring server/src/forms/value-checks so a person learns of a problem before sending: required
// ("{label}不能为空", a signature says 请签名), the designer's patterns with their own message, text lengths, number
// bounds and number ranges. The server checks again; these only spare the round trip.

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Empty as a control holds it: the server's empties plus a number range with both ends empty. */
function isEmptyFormValue(field: FormField, value: unknown): boolean {
  if (kindOf(field) === 'numRange' && Array.isArray(value)) return value.every((end) => !isNumber(end));
  return isEmptyValue(value);
}

function requiredRule(field: FormField, t: TFunction): FormRule {
  const label = field.__config__.label;
  const message = kindOf(field) === 'signature' ? t('forms.render.sign') : t('forms.render.required', { label });
  return {
    required: true,
    message,
    validator: (_rule, value: unknown) => (isEmptyFormValue(field, value) ? Promise.reject(new Error(message)) : Promise.resolve()),
  };
}

function textRules(field: FormField, t: TFunction): FormRule[] {
  const label = field.__config__.label;
  const max = textMax(field);
  const rules: FormRule[] = [];
  if (max !== undefined) {
    const message = t('forms.render.too-long', { label, max });
    rules.push({
      validator: (_rule, value: unknown) =>
        typeof value === 'string' && textLength(value) > max ? Promise.reject(new Error(message)) : Promise.resolve(),
    });
  }
  if (kindOf(field) !== 'input' && kindOf(field) !== 'textarea') return rules;
  for (const { regex, message } of fieldPatterns(field)) {
    const text = message ?? t('forms.render.pattern', { label });
    rules.push({
      validator: (_rule, value: unknown) => {
        // A global or sticky pattern remembers where it stopped.
        regex.lastIndex = 0;
        return typeof value === 'string' && value !== '' && !regex.test(value) ? Promise.reject(new Error(text)) : Promise.resolve();
      },
    });
  }
  return rules;
}

/** The problem with one number against the field's bounds, as a sentence; undefined when it is right. */
function boundsProblem(field: FormField, value: number, t: TFunction): string | undefined {
  const label = field.__config__.label;
  if (field.min !== undefined && value < field.min) return t('forms.render.below-min', { label, min: field.min });
  if (field.max !== undefined && value > field.max) return t('forms.render.above-max', { label, max: field.max });
  return undefined;
}

function numberRule(field: FormField, t: TFunction): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = isNumber(value) ? boundsProblem(field, value, t) : undefined;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

function rangeRule(field: FormField, t: TFunction): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const [low, high] = Array.isArray(value) ? value : [];
      if (isNumber(low) && isNumber(high) && low > high)
        return Promise.reject(new Error(t('forms.render.range-order', { label: field.__config__.label })));
      const problem = [low, high].flatMap((end) => (isNumber(end) ? [boundsProblem(field, end, t)] : [])).find(Boolean);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

/** A sub-table's cells: the mounted table checks them and marks them inline; without one (tests) the rows are read here. */
function tableRule(field: FormField, t: TFunction, checks: TableChecks | undefined): FormRule {
  const message = t('forms.render.table-invalid', { label: field.__config__.label });
  const columns = tableColumns(field).map((column) => ({
    key: column.__vModel__,
    required: column.__config__.required === true,
    rules: fieldPatterns(column).map(({ regex, message: own }) => ({ pattern: regex, message: own ?? column.__config__.label })),
  }));
  return {
    validator: (_rule, value: unknown) => {
      const check = checks?.get(field.__vModel__);
      const rows = Array.isArray(value) ? (value as object[]) : [];
      const passes = check ? check() : validateRows(rows, columns, t('forms.render.cell-required')).size === 0;
      return passes ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/** The antd rules of one field; `checks` holds the mounted sub-tables' own cell checks. */
export function fieldRules(field: FormField, t: TFunction, checks?: TableChecks): FormRule[] {
  const rules: FormRule[] = field.__config__.required === true && kindOf(field) !== 'switch' ? [requiredRule(field, t)] : [];
  const kind = kindOf(field);
  if (kind === 'inputNumber') rules.push(numberRule(field, t));
  else if (kind === 'numRange') rules.push(rangeRule(field, t));
  else if (kind === 'table') rules.push(tableRule(field, t, checks));
  else rules.push(...textRules(field, t));
  return rules;
}
