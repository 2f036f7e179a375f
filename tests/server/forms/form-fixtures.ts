import { readFormDefinition, type CheckedField } from '../../../server/src/forms/form-definition';
import { formProblemText, type FormProblem } from '../../../server/src/forms/form-problem';

// Helpers of the form suites: build designer fields briefly, read a definition that must pass, and turn a problem
// into the zh-CN sentence a person reads.

type Extra = Record<string, unknown>;

/** A designer field: `__vModel__`, `__config__ { jnpfKey, label, required }` and the component's settings. */
export function field(model: string, jnpfKey: string, label: string, settings: Extra = {}, config: Extra = {}): Extra {
  return { __vModel__: model, __config__: { jnpfKey, label, ...config }, ...settings };
}

export const required = (model: string, jnpfKey: string, label: string, settings: Extra = {}, config: Extra = {}) =>
  field(model, jnpfKey, label, settings, { required: true, ...config });

export const formData = (fields: unknown[]) => JSON.stringify({ fields });

/** The checked fields of a definition that must be accepted. */
export function fieldsOf(fields: unknown[]): CheckedField[] {
  const reading = readFormDefinition(formData(fields));
  if (!reading.ok) throw new Error(`definition refused: ${formProblemText('en', reading.problem)}`);
  return reading.fields;
}

export const zh = (found: FormProblem) => formProblemText('zh-CN', found);
