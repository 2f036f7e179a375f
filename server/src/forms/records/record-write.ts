import dayjs from 'dayjs';
import type { Db } from '../../db/database';
import { reject } from '../../i18n/localized-error';
import type { ServerLanguage } from '../../i18n/languages';
import { invalid } from '../../lib/envelope';
import { issueBillNumber } from '../../system-data/bill-number';
import { formProblemText } from '../form-problem';
import { validateRecordText } from '../record-validation';
import { findUnknownReference } from './record-references';
import type { ReleasedForm } from './released-form';
import { searchTextOf } from './record-search-text';

// A record about to be written: its JSON text checked against the released design (401 naming the field's label),
// its ids judged against the database, and the server's own values put in (bill numbers). Nothing is stored on a
// refusal: callers write only what this returns.

export interface CheckedRecord {
  data: string;
  searchText: string;
}

/** billRule fields: the rule each one draws from (`__config__.rule`, a bill rule's id or code). */
function billRuleFields(form: ReleasedForm): { model: string; rule: string | undefined }[] {
  return form.fields
    .filter((field) => field.kind === 'billRule')
    .map((field) => {
      const rule = form.raw.get(field.model)?.__config__.rule;
      return { model: field.model, rule: typeof rule === 'string' && rule !== '' ? rule : undefined };
    });
}

/**
 * Checks `text` for `form`. `stored` is the record being edited (undefined on create): a bill number is the server's,
 * so an edit keeps the stored one and a create draws a new one after every other check passed.
 */
export async function checkRecord(
  db: Db,
  language: ServerLanguage,
  form: ReleasedForm,
  text: string,
  stored: Record<string, unknown> | undefined,
): Promise<CheckedRecord> {
  const bills = billRuleFields(form);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // The caller's bill numbers are ignored; a placeholder stands in while the shape is checked.
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const record = parsed as Record<string, unknown>;
    for (const bill of bills) {
      const kept = stored?.[bill.model];
      if (kept !== undefined) record[bill.model] = kept;
      else if (bill.rule) record[bill.model] = '0';
      else delete record[bill.model];
    }
    text = JSON.stringify(record);
  }
  const reading = validateRecordText(form.fields, text);
  if (!reading.ok) throw invalid(formProblemText(language, reading.problem), { path: reading.problem.path });
  const record = reading.record;
  const unknown = await findUnknownReference(db, form.fields, form.raw, record);
  if (unknown) throw reject('online-dev.unknown-reference', { label: unknown.label, value: unknown.value });
  if (!stored) {
    const now = dayjs();
    for (const bill of bills) if (bill.rule) record[bill.model] = await issueBillNumber(db, bill.rule, now);
  }
  return { data: JSON.stringify(record), searchText: searchTextOf(record) };
}
