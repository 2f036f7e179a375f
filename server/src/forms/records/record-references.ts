import type { Db } from '../../db/database';
import type { CheckedField } from '../form-definition';
import type { JnpfKey } from '../../wire/visualdev';
import type { RawField } from './released-form';

// The ids a record names that must be stored things (issue 14: users, organisations, positions, roles, dictionary
// entries, related records), judged against the database after the shape check (record-validation.ts) passed.
// Not judged here: popupSelect and treeSelect (their data interface decides what they offer), monitoringPoint, address.

/** What a record's ids may name, one lookup per kind of thing. */
type Target = { table: 'users' | 'organize' | 'position' | 'role' } | { dictionary: string } | { relatedForm: string };

interface Reference {
  label: string;
  target: Target;
  ids: string[];
}

export interface UnknownReference {
  label: string;
  value: string;
}

const TABLE_OF: Partial<Record<JnpfKey, 'users' | 'organize' | 'position' | 'role'>> = {
  userSelect: 'users',
  depSelect: 'organize',
  organizeSelect: 'organize',
  posSelect: 'position',
  roleSelect: 'role',
};
const DICTIONARY_KINDS: ReadonlySet<JnpfKey> = new Set(['select', 'radio', 'checkbox', 'dicSelect']);

const idsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(idsIn) : typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];

function targetOf(field: CheckedField, raw: Record<string, unknown> | undefined): Target | undefined {
  const table = TABLE_OF[field.kind];
  if (table) return { table };
  const config = (raw?.__config__ ?? {}) as Record<string, unknown>;
  if (DICTIONARY_KINDS.has(field.kind) && typeof config.dictionaryType === 'string') return { dictionary: config.dictionaryType };
  if (field.kind === 'relationForm' && typeof raw?.modelId === 'string') return { relatedForm: raw.modelId };
  return undefined;
}

function collect(
  fields: readonly CheckedField[],
  raws: (model: string) => Record<string, unknown> | undefined,
  record: Record<string, unknown>,
  into: Reference[],
) {
  for (const field of fields) {
    const value = record[field.model];
    if (field.kind === 'table' && Array.isArray(value)) {
      const columns = (raws(field.model)?.__config__ as { children?: RawField[] } | undefined)?.children ?? [];
      const columnRaw = new Map(columns.map((column) => [column.__vModel__, column]));
      for (const row of value as Record<string, unknown>[]) collect(field.children ?? [], (model) => columnRaw.get(model), row, into);
      continue;
    }
    const target = targetOf(field, raws(field.model));
    const ids = idsIn(value);
    if (target && ids.length > 0) into.push({ label: field.label, target, ids });
  }
}

async function storedIds(db: Db, target: Target, ids: string[]): Promise<Set<string>> {
  if ('table' in target) {
    const rows = await db.selectFrom(target.table).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }
  if ('dictionary' in target) {
    const rows = await db
      .selectFrom('dictionaryData')
      .innerJoin('dictionaryType', 'dictionaryType.id', 'dictionaryData.dictionaryTypeId')
      .select('dictionaryData.id')
      .where((eb) => eb.or([eb('dictionaryType.id', '=', target.dictionary), eb('dictionaryType.enCode', '=', target.dictionary)]))
      .where('dictionaryData.id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => row.id));
  }
  const rows = await db.selectFrom('formRecord').select('id').where('formId', '=', target.relatedForm).where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The first id of the record that names nothing stored, or undefined when every one does. */
export async function findUnknownReference(
  db: Db,
  fields: readonly CheckedField[],
  raw: ReadonlyMap<string, RawField>,
  record: Record<string, unknown>,
): Promise<UnknownReference | undefined> {
  const references: Reference[] = [];
  collect(fields, (model) => raw.get(model), record, references);
  for (const reference of references) {
    const unique = [...new Set(reference.ids)];
    const stored = await storedIds(db, reference.target, unique);
    const stranger = unique.find((id) => !stored.has(id));
    if (stranger !== undefined) return { label: reference.label, value: stranger.slice(0, 64) };
  }
  return undefined;
}
