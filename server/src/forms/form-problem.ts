import type { MessageKey, MessageParams } from '../i18n/catalogues';
import type { ServerLanguage } from '../i18n/languages';
import { translate } from '../i18n/server-i18n';

// What the form checks answer instead of throwing: the first problem, as a catalogue phrase, where it is, and, for a
// problem inside a sub-table row, which table and row, so the message names both the way a person reads the form.

export interface FormProblem {
  key: MessageKey;
  params?: MessageParams;
  /** Where: the record or definition path ('items.2.amount', 'fields.3'). */
  path: string;
  /** A problem in a sub-table row: the table's label and the row (1-based); `inner` is the row's own problem. */
  row?: { table: string; row: number; inner: FormProblem };
}

export const problem = (path: string, key: MessageKey, params?: MessageParams): FormProblem => ({
  key,
  path,
  ...(params ? { params } : {}),
});

/** Wraps a row's problem in its table's context. */
export function inRow(table: { label: string; model: string }, index: number, inner: FormProblem): FormProblem {
  return { key: 'forms.record.in-row', path: `${table.model}.${index}.${inner.path}`, row: { table: table.label, row: index + 1, inner } };
}

/** The sentence a person reads, in `language`. */
export function formProblemText(language: ServerLanguage, found: FormProblem): string {
  if (found.row) {
    return translate(language, 'forms.record.in-row', {
      table: found.row.table,
      row: found.row.row,
      problem: formProblemText(language, found.row.inner),
    });
  }
  return translate(language, found.key, found.params);
}
