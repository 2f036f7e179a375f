import type { FormField } from '../../../../server/src/wire/visualdev';

// A form's design (formData JSON text `{ fields: [...] }`) as the fields the console renders. The server has checked
// a stored design already; this only drops what could not be rendered at all, so a broken design shows an empty form
// instead of a crash.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isRenderable(raw: unknown): raw is FormField {
  if (!isRecord(raw) || typeof raw.__vModel__ !== 'string' || raw.__vModel__ === '') return false;
  const config = raw.__config__;
  return isRecord(config) && typeof config.jnpfKey === 'string' && typeof config.label === 'string';
}

/** The fields of formData; [] when the text is not a design. Never throws. */
export function parseFormFields(formData: string): FormField[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(formData);
  } catch {
    return [];
  }
  const list = isRecord(parsed) ? parsed.fields : undefined;
  return Array.isArray(list) ? list.filter(isRenderable) : [];
}

/** A sub-table's columns (jnpfKey 'table'), renderable ones only. */
export function tableColumns(field: FormField): FormField[] {
  const children = field.__config__.children;
  return Array.isArray(children) ? children.filter(isRenderable) : [];
}
