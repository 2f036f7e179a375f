import { TEXT_MAX_DEFAULT } from '../../wire/visualdev';
import type { CheckedField } from '../form-definition';
import { problem, type FormProblem } from '../form-problem';

// Text values: input, textarea, editor (rich text, whose HTML the console sanitises before showing), bill numbers.

/** Characters as a person counts them (an emoji is one), which is how the console's counter counts. */
const lengthOf = (text: string) => [...text].length;

export function checkText(field: CheckedField, value: unknown, path: string): FormProblem | undefined {
  const label = field.label;
  if (typeof value !== 'string') return problem(path, 'forms.record.expect-text', { label });
  const max =
    field.maxlength ?? (field.kind === 'textarea' || field.kind === 'editor' ? TEXT_MAX_DEFAULT[field.kind] : TEXT_MAX_DEFAULT.input);
  if (lengthOf(value) > max) return problem(path, 'forms.record.too-long', { label, max });
  for (const { regex, message } of field.patterns) {
    if (!regex.test(value))
      return message ? problem(path, 'forms.record.pattern-own', { message }) : problem(path, 'forms.record.pattern', { label });
  }
  return undefined;
}
