import { Compile } from 'typebox/compile';
import { FORM_FIELD, FORM_FIELDS_MAX, JNPF_KEYS, MODEL_PATTERN, type FormField, type JnpfKey } from '../wire/visualdev';
import { problem, type FormProblem } from './form-problem';
import { fieldSettings, type FieldSettings } from './field-settings';

// A form definition (formData JSON text) into the fields the record checks read, or the first problem: a key that
// is not a record key or appears twice, a component that does not exist, a setting that cannot work (no options, a
// minimum above the maximum, a pattern that does not compile or could run away), a sub-table without columns or
// holding another sub-table. The message names the field by its label where it has one.

export interface CheckedField extends FieldSettings {
  model: string;
  kind: JnpfKey;
  label: string;
  required: boolean;
  /** A sub-table's columns. */
  children?: CheckedField[];
}

export type DefinitionReading = { ok: true; fields: CheckedField[] } | { ok: false; problem: FormProblem };

const FIELD_CHECK = Compile(FORM_FIELD);
const KNOWN_KEYS: ReadonlySet<string> = new Set(JNPF_KEYS);

/** A setting of the wrong type ('min' as text), named by its wire path. */
function shapeProblem(raw: unknown, path: string, label: string): FormProblem {
  const errors = [...FIELD_CHECK.Errors(raw)];
  const nested = errors.find((error) => error.instancePath !== '');
  const missing = (errors.find((error) => error.keyword === 'required')?.params as { requiredProperties?: string[] } | undefined)
    ?.requiredProperties?.[0];
  if (!nested && missing === '__vModel__') return problem(path, 'forms.definition.model-missing', { label });
  const setting = nested ? nested.instancePath.replace(/^\//, '').replace(/\//g, '.') : (missing ?? '__config__');
  return problem(path, 'forms.definition.setting-invalid', { label, setting });
}

function labelOf(raw: unknown): string {
  const config = (raw as { __config__?: { label?: unknown } } | null)?.__config__;
  return typeof config?.label === 'string' ? config.label : '';
}

/** One field and, for a sub-table, its columns; `inTable` forbids a sub-table inside one. */
function checkField(raw: unknown, path: string, inTable: boolean): CheckedField | FormProblem {
  const label = labelOf(raw);
  if (!FIELD_CHECK.Check(raw)) return shapeProblem(raw, path, label || path);
  const field: FormField = raw;
  const model = field.__vModel__;
  if (!label.trim()) return problem(path, 'forms.definition.label-missing', { model: model || path });
  if (!model) return problem(path, 'forms.definition.model-missing', { label });
  if (!MODEL_PATTERN.test(model)) return problem(path, 'forms.definition.model-format', { model, label });
  const kind = field.__config__.jnpfKey;
  if (!KNOWN_KEYS.has(kind)) return problem(path, 'forms.definition.unknown-kind', { kind, label });
  const settings = fieldSettings(field, kind as JnpfKey, label, path);
  if ('key' in settings) return settings;
  const checked: CheckedField = { model, kind: kind as JnpfKey, label, required: field.__config__.required === true, ...settings };
  if (kind !== 'table') return checked;
  if (inTable) return problem(path, 'forms.definition.table-nested', { label });
  const columns = field.__config__.children ?? [];
  if (columns.length === 0) return problem(path, 'forms.definition.table-empty', { label });
  const children = checkFields(columns, `${path}.__config__.children`, true);
  if (!Array.isArray(children)) return children;
  return { ...checked, children };
}

/** A list of fields whose keys must be unique among themselves. */
function checkFields(list: readonly unknown[], path: string, inTable: boolean): CheckedField[] | FormProblem {
  const fields: CheckedField[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of list.entries()) {
    const checked = checkField(raw, `${path}.${index}`, inTable);
    if ('key' in checked) return checked;
    if (seen.has(checked.model)) return problem(`${path}.${index}`, 'forms.definition.duplicate-model', { model: checked.model });
    seen.add(checked.model);
    fields.push(checked);
  }
  return fields;
}

/** Reads and checks formData (JSON text `{ fields: [...] }`). */
export function readFormDefinition(formData: string): DefinitionReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(formData);
  } catch {
    return { ok: false, problem: problem('formData', 'forms.definition.not-json') };
  }
  const list = typeof parsed === 'object' && parsed !== null ? (parsed as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(list) || list.length === 0) return { ok: false, problem: problem('formData.fields', 'forms.definition.no-fields') };
  if (list.length > FORM_FIELDS_MAX) {
    return { ok: false, problem: problem('formData.fields', 'forms.definition.too-many-fields', { max: FORM_FIELDS_MAX }) };
  }
  const fields = checkFields(list, 'fields', false);
  return Array.isArray(fields) ? { ok: true, fields } : { ok: false, problem: fields };
}
