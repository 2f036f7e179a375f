import { FORM_ROWS_MAX } from '../../wire/visualdev';
import type { CheckedField } from '../form-definition';
import { problem, type FormProblem } from '../form-problem';

// Option lists (select, radio, checkbox, dictionary selects) and pickers of things by id (users, departments,
// positions, roles, tree nodes, popup selects, related records, monitoring points). Option membership is judged
// against the form's fixed options; ids that name stored things are judged by the route that stores the record.

const ID_MAX = 64;

const isOptionValue = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.length > 0 && value.length <= ID_MAX) || (typeof value === 'number' && Number.isFinite(value));

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= ID_MAX;

/** One value, or a list of distinct values when the field is multiple, each passing `accept`. */
function oneOrMany(field: CheckedField, value: unknown, accept: (item: unknown) => boolean): unknown[] | undefined {
  if (!field.multiple) return accept(value) ? [value] : undefined;
  if (!Array.isArray(value) || value.length > FORM_ROWS_MAX || !value.every(accept)) return undefined;
  return new Set(value.map(String)).size === value.length ? value : undefined;
}

export function checkChoice(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  const chosen = oneOrMany(field, value, isOptionValue);
  if (!chosen) return problem(path, field.multiple ? 'forms.record.expect-choices' : 'forms.record.expect-choice', { label: field.label });
  const stranger = field.options ? chosen.find((item) => !field.options?.has(String(item))) : undefined;
  return stranger === undefined ? undefined : problem(path, 'forms.record.not-an-option', { label: field.label, value: String(stranger) });
}

export function checkIdPick(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  return oneOrMany(field, value, isId) ? undefined : problem(path, 'forms.record.expect-id', { label: field.label });
}

/** A path of ids from the root: an organisation (up to 10 levels) or a region (up to the field's level + 1). */
function isPath(value: unknown, maxDepth: number): boolean {
  return Array.isArray(value) && value.length > 0 && value.length <= maxDepth && value.every(isId);
}

/** Organisation and address pickers: a path, or distinct paths when multiple (a path is not added twice). */
function checkPaths(field: CheckedField, value: unknown, path: string, maxDepth: number): FormProblem | undefined {
  const accept = (item: unknown) => isPath(item, maxDepth);
  const paths = field.multiple
    ? Array.isArray(value) &&
      value.length <= FORM_ROWS_MAX &&
      value.every(accept) &&
      new Set(value.map((item) => (item as string[]).join('/'))).size === value.length
    : accept(value);
  return paths ? undefined : problem(path, 'forms.record.expect-path', { label: field.label });
}

export const checkOrganize = (field: CheckedField, value: unknown, path: string) => checkPaths(field, value, path, 10);

/** Regions: province .. the field's level (default 2, district); a shorter path ends where a region has no children. */
export const checkAddress = (field: CheckedField, value: unknown, path: string) => checkPaths(field, value, path, (field.level ?? 2) + 1);
