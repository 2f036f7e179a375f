import type { Db, Dialect } from '../../db/database';
import { paged } from '../../lib/envelope';
import { readPaging } from '../../shell/list-query';
import { dataScopeKey, type UserDataScope } from '../../shell/data-scope';
import { recordConditions, recordOrder, recordsOf } from '../../forms/records/record-query';
import { toRecordRow, visibleFields } from '../../forms/records/record-rows';
import { recordNamesFor } from '../../forms/records/record-names';
import type { ReleasedForm } from '../../forms/records/released-form';
import type { OnlineDevListBody } from '../../wire/online-dev';
import { cachedAnswer } from '../cached-answer';

// One page of a form's records with the names of the ids it holds, kept ready to send (routes/cached-answer.ts): a list at 100,000 records costs a count
// over the form's index entries (about 15 ms in SQLite) and a keyword a scan of their text, so a page is loaded once
// per key and sent as text until a record or a form definition is written.

export interface RecordPageKey {
  dialect: Dialect;
  form: ReleasedForm;
  scope: UserDataScope;
  hidden: ReadonlySet<string>;
  body: OnlineDevListBody;
}

export const recordPage = cachedAnswer(
  {
    // The names shown beside the ids (forms/records/record-names.ts) come from these tables too.
    tables: ['formRecord', 'visualdevBase', 'users', 'organize', 'position', 'role', 'area', 'dictionaryData'],
    maxEntries: 500,
    ttlMs: 5 * 60_000,
    // Everything the page depends on: the form, whose records the scope reaches, the hidden fields and the query.
    identity: (key: RecordPageKey) =>
      JSON.stringify([
        key.form.id,
        dataScopeKey(key.scope),
        [...key.hidden].sort(),
        key.body.keyword?.trim() ?? '',
        Object.entries(key.body.filters ?? {}).sort(([a], [b]) => a.localeCompare(b)),
        key.body.sidx ?? '',
        key.body.sort ?? '',
        key.body.currentPage ?? 1,
        key.body.pageSize ?? 0,
      ]),
  },
  async (db: Db, key: RecordPageKey) => {
    const { dialect, form, scope, body } = key;
    const paging = readPaging(body);
    const conditions = recordConditions(dialect, form.fields, scope, body);
    let listQuery = recordsOf(db, form.id, conditions).selectAll('formRecord');
    for (const { by, direction } of recordOrder(dialect, form.fields, body)) listQuery = listQuery.orderBy(by, direction);
    const [rows, count] = await Promise.all([
      listQuery.limit(paging.pageSize).offset(paging.offset).execute(),
      recordsOf(db, form.id, conditions)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const records = rows.map((row) => visibleFields(row, key.hidden));
    const names = await recordNamesFor(db, form.fields, form.raw, records);
    return paged(
      rows.map((row, index) => toRecordRow(row, records[index] ?? {}, names[index] ?? {})),
      paging.currentPage,
      paging.pageSize,
      Number(count.total),
    );
  },
);
