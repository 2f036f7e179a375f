import type { Db } from '../db/database';
import { newId } from '../lib/ids';
import { refuse } from '../i18n/localized-error';
import type { DictionaryDataBody, DictionaryTypeBody } from '../wire/dictionary';
import { allTypes, entriesOf, requireType } from './dictionary-store';
import { uniqueOr } from './system-data-rows';
import { makesCycle } from './tree-build';

// Writes of dictionary types and entries with their rules: codes unique (types overall, entries within their type),
// no cycles, an entry's parent in the same type (and a parent only in a tree type), no type deleted while it still
// has entries or sub-types.

const TOP = '0';

function parentOf(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '-1' ? TOP : trimmed;
}

async function checkTypeParent(db: Db, id: string | undefined, parentId: string): Promise<void> {
  if (parentId === TOP) return;
  const types = await allTypes(db);
  if (!types.some((type) => type.id === parentId)) throw refuse('system-data.dictionary.parent-missing');
  if (id !== undefined && makesCycle(types, id, parentId)) throw refuse('system-data.dictionary.cycle');
}

export async function createType(db: Db, body: DictionaryTypeBody): Promise<string> {
  const parentId = parentOf(body.parentId);
  await checkTypeParent(db, undefined, parentId);
  const id = newId();
  await uniqueOr('system-data.dictionary.type-code-taken', () =>
    db
      .insertInto('dictionaryType')
      .values({
        id,
        parentId,
        fullName: body.fullName.trim(),
        enCode: body.enCode,
        isTree: body.isTree ?? 0,
        sortCode: body.sortCode ?? 0,
        enabledMark: body.enabledMark ?? 1,
        description: body.description ?? '',
        createdAt: Date.now(),
        updatedAt: null,
      })
      .execute(),
  );
  return id;
}

export async function updateType(db: Db, id: string, body: DictionaryTypeBody): Promise<void> {
  const current = await requireType(db, id);
  const parentId = parentOf(body.parentId);
  await checkTypeParent(db, id, parentId);
  const isTree = body.isTree ?? current.isTree;
  // A tree type turned flat would strand nested entries under parents the flat list does not show.
  if (current.isTree === 1 && isTree === 0) {
    const nested = await db
      .selectFrom('dictionaryData')
      .select('id')
      .where('dictionaryTypeId', '=', id)
      .where('parentId', '<>', TOP)
      .executeTakeFirst();
    if (nested) throw refuse('system-data.dictionary.still-nested');
  }
  await uniqueOr('system-data.dictionary.type-code-taken', () =>
    db
      .updateTable('dictionaryType')
      .set({
        parentId,
        fullName: body.fullName.trim(),
        enCode: body.enCode,
        isTree,
        sortCode: body.sortCode ?? current.sortCode,
        enabledMark: body.enabledMark ?? current.enabledMark,
        description: body.description ?? current.description,
        updatedAt: Date.now(),
      })
      .where('id', '=', id)
      .execute(),
  );
}

export async function deleteType(db: Db, id: string): Promise<void> {
  await requireType(db, id);
  const entry = await db.selectFrom('dictionaryData').select('id').where('dictionaryTypeId', '=', id).executeTakeFirst();
  if (entry) throw refuse('system-data.dictionary.type-has-entries');
  const child = await db.selectFrom('dictionaryType').select('id').where('parentId', '=', id).executeTakeFirst();
  if (child) throw refuse('system-data.dictionary.type-has-children');
  await db.deleteFrom('dictionaryType').where('id', '=', id).execute();
}

async function checkEntryParent(db: Db, typeId: string, isTree: number, id: string | undefined, parentId: string): Promise<void> {
  if (parentId === TOP) return;
  if (isTree !== 1) throw refuse('system-data.dictionary.flat-type');
  const entries = await entriesOf(db, typeId);
  if (!entries.some((entry) => entry.id === parentId)) throw refuse('system-data.dictionary.parent-missing');
  if (id !== undefined && makesCycle(entries, id, parentId)) throw refuse('system-data.dictionary.cycle');
}

export async function createEntry(db: Db, body: DictionaryDataBody): Promise<string> {
  const type = await requireType(db, body.dictionaryTypeId);
  const parentId = parentOf(body.parentId);
  await checkEntryParent(db, type.id, type.isTree, undefined, parentId);
  const id = newId();
  await uniqueOr('system-data.dictionary.entry-code-taken', () =>
    db
      .insertInto('dictionaryData')
      .values({
        id,
        dictionaryTypeId: type.id,
        parentId,
        fullName: body.fullName.trim(),
        enCode: body.enCode,
        sortCode: body.sortCode ?? 0,
        enabledMark: body.enabledMark ?? 1,
        description: body.description ?? '',
        createdAt: Date.now(),
        updatedAt: null,
      })
      .execute(),
  );
  return id;
}

export async function updateEntry(db: Db, id: string, body: DictionaryDataBody): Promise<void> {
  const current = await db.selectFrom('dictionaryData').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw refuse('system-data.dictionary.entry-missing');
  // An entry stays in its type: moving it would carry its children's codes into another type's namespace.
  if (body.dictionaryTypeId !== current.dictionaryTypeId) throw refuse('system-data.dictionary.type-fixed');
  const type = await requireType(db, current.dictionaryTypeId);
  const parentId = parentOf(body.parentId);
  await checkEntryParent(db, type.id, type.isTree, id, parentId);
  await uniqueOr('system-data.dictionary.entry-code-taken', () =>
    db
      .updateTable('dictionaryData')
      .set({
        parentId,
        fullName: body.fullName.trim(),
        enCode: body.enCode,
        sortCode: body.sortCode ?? current.sortCode,
        enabledMark: body.enabledMark ?? current.enabledMark,
        description: body.description ?? current.description,
        updatedAt: Date.now(),
      })
      .where('id', '=', id)
      .execute(),
  );
}

export async function deleteEntry(db: Db, id: string): Promise<void> {
  const child = await db.selectFrom('dictionaryData').select('id').where('parentId', '=', id).executeTakeFirst();
  if (child) throw refuse('system-data.dictionary.entry-has-children');
  const deleted = await db.deleteFrom('dictionaryData').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw refuse('system-data.dictionary.entry-missing');
}
