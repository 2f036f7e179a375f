import type { FormField, JnpfKey } from '../../../../server/src/wire/visualdev';
import { TEXT_MAX_DEFAULT } from './form-limits';

// Small facts about a field's kind that the rules, the value conversion and the cells all read.

/** The field's component; unknown kinds render as a text input. */
export const kindOf = (field: FormField): JnpfKey => field.__config__.jnpfKey as JnpfKey;

/** Characters as a person counts them (an emoji is one), as the server counts them. */
export const textLength = (text: string): number => [...text].length;

/** The most characters a text kind takes, or undefined for kinds without a text limit. */
export function textMax(field: FormField): number | undefined {
  switch (kindOf(field)) {
    case 'input':
    case 'billRule':
      return field.maxlength ?? TEXT_MAX_DEFAULT.input;
    case 'textarea':
      return field.maxlength ?? TEXT_MAX_DEFAULT.textarea;
    case 'editor':
      return field.maxlength ?? TEXT_MAX_DEFAULT.editor;
    default:
      return undefined;
  }
}

/** Choice kinds that hold a list: checkbox always, the others when `multiple`. */
export function holdsList(field: FormField): boolean {
  const kind = kindOf(field);
  return kind === 'checkbox' || field.multiple === true;
}

/** Empty as the server sees it (record-validation.ts isEmptyValue): nothing entered; 0 and false are values. */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
