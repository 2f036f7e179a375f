import type { JnpfKey } from '../../../../server/src/wire/visualdev';
import type { DesignField } from './design-model';

// Writing one setting of a field, and which settings each kind shows in the property panel. A setting cleared in
// the panel is removed from the field rather than written empty, so the saved design holds only what was chosen.

const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The field with a setting beside `__vModel__` written (or removed when unset). */
export function withSetting(field: DesignField, name: string, value: unknown): DesignField {
  const next: Record<string, unknown> = { ...field };
  if (isUnset(value)) delete next[name];
  else next[name] = value;
  return next as DesignField;
}

/** The field with a `__config__` setting written (or removed when unset). */
export function withConfig(field: DesignField, name: string, value: unknown): DesignField {
  const config: Record<string, unknown> = { ...field.__config__ };
  if (isUnset(value)) delete config[name];
  else config[name] = value;
  return { ...field, __config__: config as DesignField['__config__'] };
}

/** A setting the wire type leaves open (placeholder, expression), read as text. */
export function textOf(field: DesignField, name: string): string {
  const value = (field as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

const kinds = (...list: JnpfKey[]): ReadonlySet<string> => new Set(list);

/** Which panel sections a kind shows. */
export const SETTING_KINDS = {
  placeholder: kinds(
    'input',
    'textarea',
    'inputNumber',
    'select',
    'dicSelect',
    'date',
    'time',
    'treeSelect',
    'popupSelect',
    'relationForm',
    'address',
    'userSelect',
    'depSelect',
    'posSelect',
    'roleSelect',
    'organizeSelect',
    'monitoringPoint',
  ),
  defaultText: kinds('input', 'textarea'),
  defaultNumber: kinds('inputNumber'),
  defaultSwitch: kinds('switch'),
  defaultChoice: kinds('select', 'radio'),
  maxlength: kinds('input', 'textarea', 'editor'),
  range: kinds('inputNumber', 'numRange'),
  precision: kinds('inputNumber', 'numRange', 'calculate'),
  options: kinds('select', 'radio', 'checkbox'),
  dictionary: kinds('dicSelect'),
  multiple: kinds(
    'select',
    'dicSelect',
    'treeSelect',
    'popupSelect',
    'relationForm',
    'userSelect',
    'depSelect',
    'posSelect',
    'roleSelect',
    'organizeSelect',
    'address',
    'monitoringPoint',
  ),
  patterns: kinds('input', 'textarea'),
  limit: kinds('uploadImg', 'uploadFz'),
  level: kinds('address'),
  columns: kinds('table'),
  expression: kinds('calculate'),
  inline: kinds('signature'),
} as const;

export type SettingSection = keyof typeof SETTING_KINDS;

export const shows = (section: SettingSection, field: DesignField): boolean => SETTING_KINDS[section].has(field.__config__.jnpfKey);
