import { FORM_ROWS_MAX } from '../wire/visualdev';
import type { CheckedField } from './form-definition';
import { inRow, problem, type FormProblem } from './form-problem';
import { KIND_CHECKS } from './value-checks/kind-checks';

// A record (a JSON object keyed by `__vModel__`) against its form's fields: every key is a field of the form, every
// required field holds a value, every value is of its component's kind and within its settings, and every sub-table
// row passes its columns. The first problem names the field's label; nothing is stored when there is one.

export type RecordReading = { ok: true; record: Record<string, unknown> } | { ok: false; problem: FormProblem };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Empty as a form sees it: nothing entered. 0 and false are values. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function checkRows(table: CheckedField, value: unknown, path: string): FormProblem | undefined {
  if (!Array.isArray(value) || !value.every(isPlainObject)) return problem(path, 'forms.record.expect-rows', { label: table.label });
  if (value.length > FORM_ROWS_MAX) return problem(path, 'forms.record.too-many-rows', { label: table.label, max: FORM_ROWS_MAX });
  for (const [index, row] of value.entries()) {
    const found = checkFields(table.children ?? [], row, '');
    if (found) return inRow(table, index, found);
  }
  return undefined;
}

function checkFields(fields: readonly CheckedField[], record: Record<string, unknown>, prefix: string): FormProblem | undefined {
  const known = new Set(fields.map((field) => field.model));
  const stranger = Object.keys(record).find((key) => !known.has(key));
  if (stranger !== undefined) return problem(`${prefix}${stranger}`, 'forms.record.unknown-field', { model: stranger });
  for (const field of fields) {
    const value = record[field.model];
    const path = `${prefix}${field.model}`;
    if (isEmptyValue(value)) {
      if (field.required)
        return problem(path, field.kind === 'signature' ? 'forms.record.sign' : 'forms.record.required', { label: field.label });
      continue;
    }
    const found = field.kind === 'table' ? checkRows(field, value, path) : KIND_CHECKS[field.kind](field, value, path);
    if (found) return found;
  }
  return undefined;
}

/** Checks a record against its form's fields. */
export function validateRecord(fields: readonly CheckedField[], record: unknown): RecordReading {
  if (!isPlainObject(record)) return { ok: false, problem: problem('data', 'forms.record.not-object') };
  const found = checkFields(fields, record, '');
  return found ? { ok: false, problem: found } : { ok: true, record };
}

/** Reads a record from its JSON text (`{ data: <JSON text> }` of OnlineDev) and checks it. */
export function validateRecordText(fields: readonly CheckedField[], text: string): RecordReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: problem('data', 'forms.record.not-json') };
  }
  return validateRecord(fields, parsed);
}
