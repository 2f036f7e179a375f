import type { Db } from '../../db/database';
import type { ServerLanguage } from '../../i18n/languages';
import { refuse } from '../../i18n/localized-error';
import { checkRecord } from '../../forms/records/record-write';
import type { ReleasedForm } from '../../forms/records/released-form';
import { FILLING_STATUS } from '../../wire/work-orders-codes';

// A fill-in's content about to be saved (seed 001 section 4): checked against the work-order form's released design by
// the form engine, fully when completed (required fields and signatures: 请签名), without the required check while in
// progress (a draft). Once completed, the patrol, maintenance and assessment parts are read-only: a save that changes
// one is refused, and the fill-in never goes back to in progress.

const LOCKED_KINDS = new Set(['patrolContent', 'maintenanceCheck', 'assessment']);

export interface StoredFilling {
  fillingStatus: number;
  data: string;
}

function parsedRecord(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The JSON text to store, or a refusal (401 naming the field, 400 for a locked part). */
export async function checkFillingContent(
  db: Db,
  language: ServerLanguage,
  form: ReleasedForm,
  text: string,
  status: 1 | 2,
  stored: StoredFilling | undefined,
): Promise<string> {
  const completed = stored !== undefined && stored.fillingStatus >= FILLING_STATUS.completed;
  if (completed && status !== FILLING_STATUS.completed) throw refuse('work-orders.filling.completed');
  const draft = status === FILLING_STATUS.inProgress;
  const checkedForm = draft ? { ...form, fields: form.fields.map((field) => ({ ...field, required: false })) } : form;
  const previous = stored ? parsedRecord(stored.data) : undefined;
  const checked = await checkRecord(db, language, checkedForm, text, previous);
  if (completed && previous) {
    const next = parsedRecord(checked.data);
    for (const field of form.fields) {
      if (!LOCKED_KINDS.has(field.kind)) continue;
      if (JSON.stringify(next[field.model] ?? null) !== JSON.stringify(previous[field.model] ?? null)) {
        throw refuse('work-orders.filling.locked', { label: field.label });
      }
    }
  }
  return checked.data;
}
