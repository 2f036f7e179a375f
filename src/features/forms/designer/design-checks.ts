import { columnsOf, modelProblem, type DesignField, type FieldPath } from './design-model';
import { patternCompiles } from './pattern-editor';

// What the designer can tell before saving, so the person sees every broken field at once instead of the server's
// first problem. The server checks the same and more (a pattern that could run away) on save.

export type DesignProblemKind =
  | 'label-empty'
  | 'model-empty'
  | 'model-format'
  | 'model-duplicate'
  | 'options-missing'
  | 'option-duplicate'
  | 'dictionary-missing'
  | 'range-broken'
  | 'pattern-invalid'
  | 'columns-missing';

export interface DesignProblem {
  path: FieldPath;
  formId: number;
  kind: DesignProblemKind;
}

const CHOICES = new Set(['select', 'radio', 'checkbox']);

function problemOf(fields: readonly DesignField[], path: FieldPath, field: DesignField): DesignProblemKind | undefined {
  const config = field.__config__;
  if (!config.label.trim()) return 'label-empty';
  const model = modelProblem(fields, path, field.__vModel__);
  if (model) return `model-${model}`;
  if (config.jnpfKey === 'dicSelect' && !config.dictionaryType) return 'dictionary-missing';
  if (CHOICES.has(config.jnpfKey)) {
    if (config.dictionaryType !== undefined) {
      if (!config.dictionaryType) return 'dictionary-missing';
    } else {
      const ids = (field.options ?? []).map((option) => String(option.id));
      if (ids.length === 0) return 'options-missing';
      if (new Set(ids).size !== ids.length || ids.includes('')) return 'option-duplicate';
    }
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) return 'range-broken';
  if ((config.regList ?? []).some((rule) => !patternCompiles(rule.pattern))) return 'pattern-invalid';
  if (config.jnpfKey === 'table' && columnsOf(field).length === 0) return 'columns-missing';
  return undefined;
}

/** Every problem of the design, fields and sub-table columns, in form order. */
export function designProblems(fields: readonly DesignField[]): DesignProblem[] {
  return fields.flatMap((field, index) => {
    const own = problemOf(fields, { index }, field);
    const found: DesignProblem[] = own ? [{ path: { index }, formId: field.__config__.formId, kind: own }] : [];
    columnsOf(field).forEach((column, at) => {
      const kind = problemOf(fields, { index, column: at }, column);
      if (kind) found.push({ path: { index, column: at }, formId: column.__config__.formId, kind });
    });
    return found;
  });
}

/** The field a server problem's `data.path` names (`fields.2`, `fields.1.__config__.children.0.options`), if any. */
export function pathOfServerProblem(path: unknown): FieldPath | undefined {
  if (typeof path !== 'string') return undefined;
  const match = /^fields\.(\d+)(?:\.__config__\.children\.(\d+))?/.exec(path);
  if (!match) return undefined;
  const index = Number(match[1]);
  return match[2] === undefined ? { index } : { index, column: Number(match[2]) };
}
