import { cachedRead } from '../../db/cached-read';
import type { Db } from '../../db/database';
import { missing, refuse } from '../../i18n/localized-error';
import { readFormDefinition, type CheckedField } from '../form-definition';
import type { FormKind } from '../form-kind';

// The design records are checked against: the released one, never the draft being edited. A form never released
// takes no records (issue 14, bad input).

/** A field's own settings as the designer saved them (what the checked fields leave out: dictionary, rule, related form). */
export type RawField = Record<string, unknown> & { __vModel__: string; __config__: Record<string, unknown> };

export interface ReleasedForm {
  id: string;
  /** 'form' (records through OnlineDev) or 'workOrder' (through fill-ins). */
  kind: FormKind;
  fullName: string;
  enCode: string;
  formData: string;
  columnData: string;
  fields: CheckedField[];
  /** The released fields as saved, by `__vModel__` (top level only). */
  raw: ReadonlyMap<string, RawField>;
}

function rawFields(formData: string): Map<string, RawField> {
  const parsed = JSON.parse(formData) as { fields: RawField[] };
  return new Map(parsed.fields.map((field) => [field.__vModel__, field]));
}

/** Checked designs are kept (every record call needs one; checking a design compiles its patterns) until a form is written. */
const RELEASED_FORM_CACHE = { tables: ['visualdevBase'], maxEntries: 200, ttlMs: 5 * 60_000 } as const;

const releasedForm = cachedRead(RELEASED_FORM_CACHE, async (db: Db, formId: string): Promise<ReleasedForm> => {
  const row = await db
    .selectFrom('visualdevBase')
    .select(['id', 'kind', 'fullName', 'enCode', 'columnData', 'releasedFormData'])
    .where('id', '=', formId)
    .executeTakeFirst();
  if (!row) throw missing('forms.base.not-found');
  if (row.releasedFormData === null) throw refuse('online-dev.not-released', { name: row.fullName });
  const reading = readFormDefinition(row.releasedFormData);
  // Released designs were checked at release; one changed behind the API is treated as not released.
  if (!reading.ok) throw refuse('online-dev.not-released', { name: row.fullName });
  return {
    id: row.id,
    kind: row.kind === 'workOrder' ? 'workOrder' : 'form',
    fullName: row.fullName,
    enCode: row.enCode,
    formData: row.releasedFormData,
    columnData: row.columnData,
    fields: reading.fields,
    raw: rawFields(row.releasedFormData),
  };
});

/**
 * The released design of a form of `kind`; 404 for an unknown form or one of the other kind (a work-order form takes
 * its records through fill-ins, never through OnlineDev), 400 for one never released. Read-only: it is shared.
 */
export async function requireReleasedForm(db: Db, formId: string, kind: FormKind = 'form'): Promise<ReleasedForm> {
  const form = await releasedForm(db, formId);
  if (form.kind !== kind) throw missing('forms.base.not-found');
  return form;
}
