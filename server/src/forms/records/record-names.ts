import type { Db } from '../../db/database';
import type { JnpfKey } from '../../wire/visualdev';
import type { CheckedField } from '../form-definition';
import type { RawField } from './released-form';

// The names a person reads where records hold ids (issue 14: list cells, the export): people, units, positions,
// roles, regions along an address, dictionary entries and fixed options, the shown field of a related record. Ids are
// gathered over every record first and each kind of thing is read in one query (never one per cell). The records
// themselves are left as they are: an edit sends back ids. Not named here: popupSelect, whose rows come from a data
// interface the caller runs (the console asks /system/DataInterface/{id}/Actions/InfoByIds once per page), and
// sub-table columns, which no list cell shows.

/** Names by `__vModel__` for one record: only fields holding something to name. */
export type RecordNames = Record<string, string>;

type NamedTable = 'users' | 'organize' | 'position' | 'role' | 'area';

/** What a field's ids name, and how a value is joined: one id per item, or paths of ids read root first. */
type Source =
  | { table: NamedTable; path: boolean }
  | { options: ReadonlyMap<string, string> }
  | { dictionary: true }
  | { relatedForm: string; shown: string };

const TABLE_OF: Partial<Record<JnpfKey, { table: NamedTable; path: boolean }>> = {
  userSelect: { table: 'users', path: false },
  depSelect: { table: 'organize', path: false },
  organizeSelect: { table: 'organize', path: true },
  posSelect: { table: 'position', path: false },
  roleSelect: { table: 'role', path: false },
  address: { table: 'area', path: true },
};
const CHOICE_KINDS: ReadonlySet<JnpfKey> = new Set(['select', 'radio', 'checkbox', 'dicSelect', 'treeSelect']);

function sourceOf(field: CheckedField, raw: RawField | undefined): Source | undefined {
  const table = TABLE_OF[field.kind];
  if (table) return table;
  if (CHOICE_KINDS.has(field.kind)) {
    if (typeof raw?.__config__.dictionaryType === 'string' && raw.__config__.dictionaryType !== '') return { dictionary: true };
    const options = Array.isArray(raw?.options) ? (raw.options as { id?: unknown; fullName?: unknown }[]) : [];
    return { options: new Map(options.map((option) => [String(option.id), String(option.fullName ?? option.id)])) };
  }
  if (field.kind === 'relationForm' && typeof raw?.modelId === 'string') {
    const shown = typeof raw.relationField === 'string' && raw.relationField !== '' ? raw.relationField : 'id';
    return { relatedForm: raw.modelId, shown };
  }
  return undefined;
}

const idsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(idsIn) : typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];

/** A value as the list of items it holds, each item the ids of one path (a single id is a path of one). */
function itemsOf(value: unknown, path: boolean): string[][] {
  if (value === null || value === undefined || value === '') return [];
  if (!Array.isArray(value)) return [idsIn(value)];
  if (path) return value.some(Array.isArray) ? value.map(idsIn) : [idsIn(value)];
  return value.map(idsIn);
}

/**
 * An export names up to 20,000 records: ids go to the database this many at a time, well under the bound parameters
 * SQLite and PostgreSQL take in one statement. A list page (at most a few hundred ids) is one query per kind.
 */
const IDS_PER_QUERY = 5_000;

async function namesInChunks(
  ids: string[],
  read: (chunk: string[]) => Promise<{ id: string; name: string }[]>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY)
    for (const row of await read(ids.slice(start, start + IDS_PER_QUERY))) names.set(row.id, row.name);
  return names;
}

function tableNames(db: Db, table: NamedTable, ids: string[]): Promise<Map<string, string>> {
  return namesInChunks(ids, (chunk) =>
    table === 'users'
      ? db.selectFrom('users').select(['id', 'realName as name']).where('id', 'in', chunk).execute()
      : db.selectFrom(table).select(['id', 'fullName as name']).where('id', 'in', chunk).execute(),
  );
}

function dictionaryNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  return namesInChunks(ids, (chunk) =>
    db.selectFrom('dictionaryData').select(['id', 'fullName as name']).where('id', 'in', chunk).execute(),
  );
}

/** The shown field of each related record (its id when the record lacks the field or holds a list there). */
function relatedNames(db: Db, formId: string, shown: string, ids: string[]): Promise<Map<string, string>> {
  return namesInChunks(ids, async (chunk) => {
    const rows = await db.selectFrom('formRecord').select(['id', 'data']).where('formId', '=', formId).where('id', 'in', chunk).execute();
    return rows.map((row) => {
      const value = shown === 'id' ? row.id : (JSON.parse(row.data) as Record<string, unknown>)[shown];
      return { id: row.id, name: value === undefined || value === null || typeof value === 'object' ? row.id : String(value) };
    });
  });
}

const keyOf = (source: Source): string =>
  'table' in source
    ? `table:${source.table}`
    : 'dictionary' in source
      ? 'dictionary'
      : 'relatedForm' in source
        ? `form:${source.relatedForm}:${source.shown}`
        : '';

/**
 * Names for the ids `records` hold, one object per record in the same order. An id naming nothing stored is shown as
 * itself; a path reads root first, joined by '/'; several items are joined by ', '.
 */
export async function recordNamesFor(
  db: Db,
  fields: readonly CheckedField[],
  raw: ReadonlyMap<string, RawField>,
  records: readonly Record<string, unknown>[],
): Promise<RecordNames[]> {
  const named = fields.flatMap((field) => {
    const source = sourceOf(field, raw.get(field.model));
    return source ? [{ field, source }] : [];
  });
  // Gather every id per kind of thing over all records, then one query per kind.
  const wanted = new Map<string, { source: Source; ids: Set<string> }>();
  for (const { field, source } of named) {
    if ('options' in source) continue;
    const key = keyOf(source);
    const entry = wanted.get(key) ?? { source, ids: new Set<string>() };
    wanted.set(key, entry);
    for (const record of records) for (const id of idsIn(record[field.model])) entry.ids.add(id);
  }
  const loaded = new Map<string, Map<string, string>>();
  await Promise.all(
    [...wanted].map(async ([key, { source, ids }]) => {
      const list = [...ids];
      const names =
        'table' in source
          ? await tableNames(db, source.table, list)
          : 'relatedForm' in source
            ? await relatedNames(db, source.relatedForm, source.shown, list)
            : await dictionaryNames(db, list);
      loaded.set(key, names);
    }),
  );
  return records.map((record) => {
    const names: RecordNames = {};
    for (const { field, source } of named) {
      const lookup = 'options' in source ? source.options : loaded.get(keyOf(source));
      const items = itemsOf(record[field.model], 'table' in source && source.path);
      if (items.length === 0) continue;
      names[field.model] = items.map((path) => path.map((id) => lookup?.get(id) ?? id).join('/')).join(', ');
    }
    return names;
  });
}
