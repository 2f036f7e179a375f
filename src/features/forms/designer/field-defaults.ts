import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import { ADDRESS_LEVEL_DEFAULT, FILE_LIMIT_DEFAULT, IMAGE_LIMIT_DEFAULT } from '../render/form-limits';

// The settings a newly placed field starts with, chosen so that each kind's new field is already a valid design
// (server/src/forms/form-definition.ts): choices come with two options, a sub-table with one column, a dictionary
// list with the dictionary the caller offers.

/** Words the model needs but does not own: the console passes translated ones, tests plain ones. */
export interface FieldTexts {
  /** The label of a new field of this kind. */
  label: (kind: JnpfKey) => string;
  /** The name of a choice field's n-th option (1-based). */
  option: (n: number) => string;
}

/** What a kind starts with on the field beside its key and its `__config__`. */
export function defaultSettings(kind: JnpfKey, texts: FieldTexts): Record<string, unknown> {
  switch (kind) {
    case 'input':
      return { maxlength: 255 };
    case 'textarea':
      return { maxlength: 2000 };
    case 'inputNumber':
      return { precision: 0 };
    case 'numRange':
      return { precision: 0 };
    case 'select':
    case 'radio':
    case 'checkbox':
      return { options: [1, 2].map((n) => ({ id: String(n), fullName: texts.option(n) })) };
    case 'uploadImg':
      return { limit: IMAGE_LIMIT_DEFAULT };
    case 'uploadFz':
      return { limit: FILE_LIMIT_DEFAULT };
    case 'address':
      return { level: ADDRESS_LEVEL_DEFAULT };
    case 'signature':
      return { inline: true };
    case 'calculate':
      return { expression: '', precision: 2 };
    default:
      return {};
  }
}

/** Settings that live in `__config__`; `dictionary` is the dictionary id a dictionary list starts on. */
export function defaultConfig(kind: JnpfKey, dictionary: string | undefined): Record<string, unknown> {
  if (kind === 'dicSelect') return { dictionaryType: dictionary ?? '' };
  return {};
}
