import type { Db } from '../db/database';
import type { ServerLanguage } from '../i18n/languages';

import { translate } from '../i18n/server-i18n';
import { newId } from '../lib/ids';
import { invalid } from '../lib/envelope';
import type { ImportRowError } from '../wire/dictionary';
import { entriesOf, type DictionaryTypeRow } from './dictionary-store';
import type { SheetRow } from './dictionary-workbook';
import { uniqueOr } from './system-data-rows';
import { CODE_PATTERN as CODE } from '../wire/validation';

// Importing a sheet of entries into a type: every row is checked first (the form's rules, codes unique in the file
// and against the type, a parent code that exists in the type or earlier in the file); one bad row and nothing is
// written, the answer listing each failure with its row. Otherwise all rows go in in one transaction.

const ERRORS_LISTED = 100;

interface Draft {
  id: string;
  row: SheetRow;
  parentCode: string;
}

export async function importEntries(db: Db, type: DictionaryTypeRow, rows: SheetRow[], language: ServerLanguage): Promise<number> {
  const existing = await entriesOf(db, type.id);
  const idByCode = new Map(existing.map((entry) => [entry.enCode, entry.id]));
  const errors: ImportRowError[] = [];
  const fail = (row: number, field: string, key: Parameters<typeof translate>[1]) =>
    errors.push({ row, field, reason: translate(language, key) });
  const drafts: Draft[] = [];
  for (const row of rows) {
    if (row.fullName === '' || row.fullName.length > 50) fail(row.row, 'fullName', 'system-data.import.name-invalid');
    if (!CODE.test(row.enCode) || row.enCode.length > 50) fail(row.row, 'enCode', 'system-data.import.code-invalid');
    else if (idByCode.has(row.enCode)) fail(row.row, 'enCode', 'system-data.import.code-taken');
    else idByCode.set(row.enCode, newId());
    if (row.sortCode !== '' && !/^\d{1,6}$/.test(row.sortCode)) fail(row.row, 'sortCode', 'system-data.import.sort-invalid');
    if (row.enabledMark !== '' && row.enabledMark !== '0' && row.enabledMark !== '1')
      fail(row.row, 'enabledMark', 'system-data.import.enabled-invalid');
    if (row.parentCode !== '') {
      if (type.isTree !== 1) fail(row.row, 'parentCode', 'system-data.import.flat-type');
      else if (!idByCode.has(row.parentCode) || row.parentCode === row.enCode)
        fail(row.row, 'parentCode', 'system-data.import.parent-missing');
    }
    drafts.push({ id: idByCode.get(row.enCode) ?? '', row, parentCode: row.parentCode });
  }
  if (errors.length > 0) {
    const first = errors[0] as ImportRowError;
    throw invalid(translate(language, 'system-data.import.refused', { count: errors.length, row: first.row, reason: first.reason }), {
      errors: errors.slice(0, ERRORS_LISTED),
    });
  }
  const now = Date.now();
  const values = drafts.map((draft) => ({
    id: draft.id,
    dictionaryTypeId: type.id,
    parentId: draft.parentCode === '' ? '0' : (idByCode.get(draft.parentCode) as string),
    fullName: draft.row.fullName,
    enCode: draft.row.enCode,
    sortCode: draft.row.sortCode === '' ? 0 : Number(draft.row.sortCode),
    enabledMark: draft.row.enabledMark === '0' ? 0 : 1,
    description: '',
    createdAt: now,
    updatedAt: null,
  }));
  await uniqueOr('system-data.import.code-race', () =>
    db.transaction().execute(async (trx) => {
      // In slices: SQLite allows so many bound values per statement.
      for (let start = 0; start < values.length; start += 500)
        await trx
          .insertInto('dictionaryData')
          .values(values.slice(start, start + 500))
          .execute();
    }),
  );
  return values.length;
}
