import type { Selectable } from 'kysely';
import type { FormRecordTable } from '../../db/tables/forms';
import type { Db } from '../../db/database';
import { missing } from '../../i18n/localized-error';
import { inDataScope, type UserDataScope } from '../../shell/data-scope';
import type { OnlineDevRecord, OnlineDevRow } from '../../wire/online-dev';
import type { RecordNames } from './record-names';

// Stored records as the wire shows them, and the one-record lookups the routes share.

export type FormRecordRow = Selectable<FormRecordTable>;

const nullableTime = (value: number | null) => (value === null ? null : Number(value));

/** A stored record's fields, less those the caller may not see. */
export function visibleFields(row: FormRecordRow, hidden: ReadonlySet<string>): Record<string, unknown> {
  const record = JSON.parse(row.data) as Record<string, unknown>;
  for (const model of hidden) delete record[model];
  return record;
}

/** A list row: the record's visible fields beside the server's own; server fields win a name clash. */
export function toRecordRow(row: FormRecordRow, record: Record<string, unknown>, displayText: RecordNames): OnlineDevRow {
  return {
    ...record,
    id: row.id,
    creatorUserId: row.creatorUserId,
    creatorTime: Number(row.createdAt),
    lastModifyTime: nullableTime(row.updatedAt),
    displayText,
  };
}

export const toRecord = (row: FormRecordRow): OnlineDevRecord => ({
  id: row.id,
  data: row.data,
  creatorUserId: row.creatorUserId,
  creatorTime: Number(row.createdAt),
  lastModifyTime: nullableTime(row.updatedAt),
});

/** The form's record within the user's data scope, or 404 (a record out of scope is not told apart from none). */
export async function requireRecord(db: Db, formId: string, id: string, scope: UserDataScope): Promise<FormRecordRow> {
  const row = await db
    .selectFrom('formRecord')
    .selectAll()
    .where('formId', '=', formId)
    .where('id', '=', id)
    .where(inDataScope(scope, { user: 'formRecord.creatorUserId', organize: 'formRecord.organizeId' }))
    .executeTakeFirst();
  if (!row) throw missing('online-dev.record-not-found');
  return row;
}
