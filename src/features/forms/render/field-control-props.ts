import type { FormField } from '../../../../server/src/wire/visualdev';

/** What every field component takes: antd's Form.Item passes value, onChange and id; the caller the rest. */
export interface FieldControlProps {
  field: FormField;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  /** View mode (or fill-in status 2/3): the value is shown, not edited. */
  readOnly?: boolean;
}

/** A designer setting the wire type leaves open (placeholder, format, ...), when it has the expected type. */
export function textSetting(field: FormField, name: string): string | undefined {
  const value = (field as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export function numberSetting(field: FormField, name: string): number | undefined {
  const value = (field as Record<string, unknown>)[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function flagSetting(field: FormField, name: string): boolean {
  return (field as Record<string, unknown>)[name] === true;
}
