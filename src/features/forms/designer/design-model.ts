import type { FormField, JnpfKey } from '../../../../server/src/wire/visualdev';
import { defaultConfig, defaultSettings, type FieldTexts } from './field-defaults';

// The designer's model: a list of fields as formData holds them, edited by pure functions so the page only keeps
// state and renders. Each field carries `__config__.formId`, a number that stays when the person renames its key,
// so React keeps a field's editor while its `__vModel__` changes (JNPF's designer keeps the same setting).

/** `span`: the field's width in a 24-column row (read by the renderer); whole when unset. */
/**
 * A field's record key, as server/src/wire/visualdev.ts MODEL_PATTERN has it. Repeated because the console may not
 * import values from a TypeBox file; tests/unit/forms/designer-model.test.ts fails the moment the two differ.
 */
export const MODEL_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export type DesignField = FormField & { __config__: FormField['__config__'] & { formId: number; span?: number } };

/** Where a field sits: a top-level index, and a column index inside that sub-table. */
export interface FieldPath {
  index: number;
  column?: number;
}

export interface NewFieldOptions {
  texts: FieldTexts;
  /** The dictionary id a new dictionary list starts on. */
  dictionary?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every formId in use, columns included. */
function formIds(fields: readonly DesignField[]): number[] {
  return fields.flatMap((field) => [field.__config__.formId, ...columnsOf(field).map((column) => column.__config__.formId)]);
}

const nextFormId = (fields: readonly DesignField[]): number => Math.max(100, ...formIds(fields)) + 1;

/** A sub-table's columns (empty for any other kind). */
export function columnsOf(field: DesignField): DesignField[] {
  const children = field.__config__.children;
  return Array.isArray(children) ? (children as DesignField[]) : [];
}

/** The first `<kind><n>` not among `taken` (e.g. input1, input2): a valid, unique record key. */
export function uniqueModel(kind: JnpfKey, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const candidate = `${kind}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A new field of `kind` whose key is not among `taken`; a sub-table starts with one text column. */
export function newField(kind: JnpfKey, taken: ReadonlySet<string>, formId: number, options: NewFieldOptions): DesignField {
  const field: DesignField = {
    __vModel__: uniqueModel(kind, taken),
    __config__: { jnpfKey: kind, label: options.texts.label(kind), required: false, formId, ...defaultConfig(kind, options.dictionary) },
    ...defaultSettings(kind, options.texts),
  };
  if (kind === 'table') field.__config__.children = [newField('input', new Set(), formId + 1, options)];
  return field;
}

/** The fields with a new one of `kind` at `at` (default: the end). Answers the list and the new field's index. */
export function addField(
  fields: readonly DesignField[],
  kind: JnpfKey,
  options: NewFieldOptions,
  at: number = fields.length,
): { fields: DesignField[]; index: number } {
  const taken = new Set(fields.map((field) => field.__vModel__));
  const index = Math.max(0, Math.min(at, fields.length));
  const next = [...fields];
  next.splice(index, 0, newField(kind, taken, nextFormId(fields), options));
  return { fields: next, index };
}

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(to, list.length - 1));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export const removeItem = <T>(list: readonly T[], index: number): T[] => list.filter((_item, at) => at !== index);

/** The field at `path`, or undefined when the path no longer exists (the field was removed). */
export function fieldAt(fields: readonly DesignField[], path: FieldPath): DesignField | undefined {
  const field = fields[path.index];
  if (!field || path.column === undefined) return field;
  return columnsOf(field)[path.column];
}

/** The fields with the one at `path` replaced by `change(field)`. */
export function updateField(fields: readonly DesignField[], path: FieldPath, change: (field: DesignField) => DesignField): DesignField[] {
  return fields.map((field, index) => {
    if (index !== path.index) return field;
    if (path.column === undefined) return change(field);
    const columns = columnsOf(field).map((column, at) => (at === path.column ? change(column) : column));
    return { ...field, __config__: { ...field.__config__, children: columns } };
  });
}

/** A sub-table's columns replaced (added, moved, removed). */
export function withColumns(
  fields: readonly DesignField[],
  index: number,
  change: (columns: DesignField[]) => DesignField[],
): DesignField[] {
  return fields.map((field, at) =>
    at === index ? { ...field, __config__: { ...field.__config__, children: change(columnsOf(field)) } } : field,
  );
}

/** A new column of `kind` at the end of the sub-table at `index`. */
export function addColumn(fields: readonly DesignField[], index: number, kind: JnpfKey, options: NewFieldOptions): DesignField[] {
  const formId = nextFormId(fields);
  return withColumns(fields, index, (columns) => [
    ...columns,
    newField(kind, new Set(columns.map((column) => column.__vModel__)), formId, options),
  ]);
}

export type ModelProblem = 'empty' | 'format' | 'duplicate';

/**
 * What is wrong with `model` as the key of the field at `path`: the server's rules (MODEL_PATTERN; unique among the
 * form's fields, and among one sub-table's columns, where a column may reuse a top-level key).
 */
export function modelProblem(fields: readonly DesignField[], path: FieldPath, model: string): ModelProblem | undefined {
  if (model === '') return 'empty';
  if (!MODEL_PATTERN.test(model)) return 'format';
  const siblings = path.column === undefined ? fields : columnsOf(fields[path.index] ?? ({} as DesignField));
  const own = path.column ?? path.index;
  return siblings.some((field, at) => at !== own && field.__vModel__ === model) ? 'duplicate' : undefined;
}

/** formData as the server stores it: JSON text `{ fields }`. */
export const toFormData = (fields: readonly DesignField[]): string => JSON.stringify({ fields });

/** Numeric formIds already in a stored list, columns included. */
function storedFormIds(list: readonly unknown[]): number[] {
  return list.filter(isRecord).flatMap((raw) => {
    const config = isRecord(raw.__config__) ? raw.__config__ : {};
    const own = typeof config.formId === 'number' ? [config.formId] : [];
    return [...own, ...(Array.isArray(config.children) ? storedFormIds(config.children) : [])];
  });
}

/** The records of `list` as fields, each with a formId: its own, or the next from `counter`. */
function withFormIds(list: readonly unknown[], counter: { next: number }): DesignField[] {
  return list.filter(isRecord).map((raw) => {
    const config = isRecord(raw.__config__) ? raw.__config__ : {};
    const formId = typeof config.formId === 'number' ? config.formId : (counter.next += 1);
    const children = Array.isArray(config.children) ? withFormIds(config.children, counter) : undefined;
    return { ...raw, __config__: { ...config, formId, ...(children ? { children } : {}) } } as DesignField;
  });
}

/** A stored design as the designer's fields; what is not a field is dropped, a missing formId is given one. */
export function fromFormData(formData: string): DesignField[] {
  try {
    const parsed: unknown = JSON.parse(formData);
    if (!isRecord(parsed) || !Array.isArray(parsed.fields)) return [];
    return withFormIds(parsed.fields, { next: Math.max(100, ...storedFormIds(parsed.fields)) });
  } catch {
    return [];
  }
}
