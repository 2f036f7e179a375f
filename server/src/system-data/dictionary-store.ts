import type { Selectable } from 'kysely';
import { cachedRead } from '../db/cached-read';
import type { Db } from '../db/database';
import type { DictionaryDataTable, DictionaryTypeTable } from '../db/tables/system-data';
import { refuse } from '../i18n/localized-error';
import type { DictionaryDataItem, DictionaryReference, DictionaryTypeItem } from '../wire/dictionary';
import { auditTimes } from './system-data-rows';
import { nestRows } from './tree-build';

export type DictionaryTypeRow = Selectable<DictionaryTypeTable>;
export type DictionaryDataRow = Selectable<DictionaryDataTable>;

export function toTypeItem(row: DictionaryTypeRow): Omit<DictionaryTypeItem, 'hasChildren'> {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, ...auditTimes(row) };
}

export function toDataItem(row: DictionaryDataRow): Omit<DictionaryDataItem, 'hasChildren'> {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, ...auditTimes(row) };
}

export async function allTypes(db: Db): Promise<DictionaryTypeRow[]> {
  return db.selectFrom('dictionaryType').selectAll().orderBy('sortCode').orderBy('createdAt').orderBy('id').execute();
}

export async function requireType(db: Db, id: string): Promise<DictionaryTypeRow> {
  const row = await db.selectFrom('dictionaryType').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw refuse('system-data.dictionary.type-missing');
  return row;
}

/** A type by id or by enCode: JNPF clients address the generated dictionary screens' data by either. */
export async function requireTypeByIdOrCode(db: Db, idOrCode: string): Promise<DictionaryTypeRow> {
  const row = await db
    .selectFrom('dictionaryType')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrCode), eb('enCode', '=', idOrCode)]))
    .executeTakeFirst();
  if (!row) throw refuse('system-data.dictionary.type-missing');
  return row;
}

export async function entriesOf(db: Db, typeId: string, enabledOnly = false): Promise<DictionaryDataRow[]> {
  let query = db.selectFrom('dictionaryData').selectAll().where('dictionaryTypeId', '=', typeId);
  if (enabledOnly) query = query.where('enabledMark', '=', 1);
  return query.orderBy('sortCode').orderBy('createdAt').orderBy('id').execute();
}

export async function requireEntry(db: Db, id: string): Promise<DictionaryDataRow> {
  const row = await db.selectFrom('dictionaryData').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw refuse('system-data.dictionary.entry-missing');
  return row;
}

/**
 * GET /system/DictionaryData/All, the reference list every page loads after sign-in: every enabled type with its
 * enabled entries (nested when the type is a tree). Cached per database and reloaded after any write to either table.
 */
export const readDictionaryReference = cachedRead(
  { tables: ['dictionaryType', 'dictionaryData'], maxEntries: 1, ttlMs: 10 * 60_000 },
  async (db: Db, _whole: 'all'): Promise<DictionaryReference[]> => {
    const [types, entries] = await Promise.all([
      db.selectFrom('dictionaryType').selectAll().where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute(),
      db
        .selectFrom('dictionaryData')
        .selectAll()
        .where('enabledMark', '=', 1)
        .orderBy('sortCode')
        .orderBy('createdAt')
        .orderBy('id')
        .execute(),
    ]);
    const byType = new Map<string, DictionaryDataRow[]>();
    for (const entry of entries) {
      const list = byType.get(entry.dictionaryTypeId) ?? [];
      list.push(entry);
      byType.set(entry.dictionaryTypeId, list);
    }
    return types.map((type) => {
      const items = (byType.get(type.id) ?? []).map(toDataItem);
      return {
        id: type.id,
        fullName: type.fullName,
        enCode: type.enCode,
        isTree: type.isTree,
        dictionaryList: type.isTree === 1 ? nestRows(items) : items.map((item) => ({ ...item, hasChildren: false })),
      };
    });
  },
);
