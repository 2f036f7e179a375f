import safeRegex from 'safe-regex2';
import type { FormField, JnpfKey } from '../wire/visualdev';
import { problem, type FormProblem } from './form-problem';

// The settings of one field that its record check reads, judged when the definition is saved: a form whose select
// has no options or whose minimum exceeds its maximum could never take a record, and a designer's pattern runs on
// every record, so one that could backtrack without end (`(a+)+$`) is refused before it ever runs.

export interface FieldPattern {
  regex: RegExp;
  /** The designer's own failure text (seed 001 section 5: a pattern failure shows its own error text). */
  message?: string;
}

export interface FieldSettings {
  /** Fixed option ids as text; absent when the options come from a dictionary (or the kind has none). */
  options?: ReadonlySet<string>;
  multiple: boolean;
  min?: number;
  max?: number;
  precision?: number;
  maxlength?: number;
  limit?: number;
  level?: number;
  /** signature: an inline image (data URL) is accepted besides an uploaded file's link. */
  inline: boolean;
  patterns: FieldPattern[];
}

const CHOICE_KINDS: ReadonlySet<JnpfKey> = new Set(['select', 'radio', 'checkbox']);
const PATTERN_KINDS: ReadonlySet<JnpfKey> = new Set(['input', 'textarea']);

/** Whole-number settings and their bounds. */
const BOUNDS = { precision: [0, 10], maxlength: [1, 100_000], limit: [1, 9999], level: [0, 3] } as const;

/** JNPF's designer writes patterns as regex literals ('/^\d+$/i'); a bare pattern is taken as it is. */
const LITERAL = /^\/(.+)\/([imsu]*)$/s;

function compilePattern(text: string): RegExp {
  const literal = LITERAL.exec(text);
  return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(text);
}

function patternsOf(field: FormField, label: string, path: string): FieldPattern[] | FormProblem {
  const patterns: FieldPattern[] = [];
  for (const [index, rule] of (field.__config__.regList ?? []).entries()) {
    let regex: RegExp;
    try {
      regex = compilePattern(rule.pattern);
    } catch {
      return problem(`${path}.__config__.regList.${index}`, 'forms.definition.pattern-invalid', { label });
    }
    if (!safeRegex(regex)) return problem(`${path}.__config__.regList.${index}`, 'forms.definition.pattern-unsafe', { label });
    patterns.push({ regex, ...(rule.message ? { message: rule.message } : {}) });
  }
  return patterns;
}

function optionsOf(field: FormField, kind: JnpfKey, label: string, path: string): ReadonlySet<string> | undefined | FormProblem {
  if (kind === 'dicSelect' && !field.__config__.dictionaryType) return problem(path, 'forms.definition.dictionary-missing', { label });
  if (!CHOICE_KINDS.has(kind) || field.__config__.dictionaryType) return undefined;
  const ids = (field.options ?? []).map((option) => String(option.id));
  if (ids.length === 0) return problem(`${path}.options`, 'forms.definition.options-missing', { label });
  const unique = new Set(ids);
  if (unique.size !== ids.length) {
    const twice = ids.find((id, index) => ids.indexOf(id) !== index) ?? '';
    return problem(`${path}.options`, 'forms.definition.option-duplicate', { label, value: twice });
  }
  return unique;
}

/** The settings a field's record check reads, or the problem that makes the field unusable. */
export function fieldSettings(field: FormField, kind: JnpfKey, label: string, path: string): FieldSettings | FormProblem {
  for (const [setting, [low, high]] of Object.entries(BOUNDS)) {
    const value = field[setting as keyof typeof BOUNDS];
    if (value !== undefined && (value < low || value > high))
      return problem(`${path}.${setting}`, 'forms.definition.setting-invalid', { label, setting });
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
    return problem(`${path}.min`, 'forms.definition.range-invalid', { label });
  }
  const options = optionsOf(field, kind, label, path);
  if (options && 'key' in options) return options;
  const patterns = PATTERN_KINDS.has(kind) ? patternsOf(field, label, path) : [];
  if (!Array.isArray(patterns)) return patterns;
  return {
    ...(options ? { options } : {}),
    multiple: kind === 'checkbox' || field.multiple === true,
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
    ...(field.precision !== undefined ? { precision: field.precision } : {}),
    ...(field.maxlength !== undefined ? { maxlength: field.maxlength } : {}),
    ...(field.limit !== undefined ? { limit: field.limit } : {}),
    ...(field.level !== undefined ? { level: field.level } : {}),
    inline: field.inline === true,
    patterns,
  };
}
