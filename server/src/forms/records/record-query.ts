import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect, Db } from '../../db/database';
import { reject } from '../../i18n/localized-error';
import { inDataScope, type UserDataScope } from '../../shell/data-scope';
import type { OnlineDevListBody } from '../../wire/online-dev';
import type { JnpfKey } from '../../wire/visualdev';
import type { CheckedField } from '../form-definition';

// Which of a form's records a list or an export covers, and in what order: the data scope, a keyword over the values,
// filters by field and the sort. Fields are read from the JSON text by the dialect's own function; only the form's
// top-level fields may be named, so a filter can never reach anything else.

export type RecordFilter = Pick<OnlineDevListBody, 'keyword' | 'filters' | 'sidx' | 'sort'>;

const TEXT_KINDS: ReadonlySet<JnpfKey> = new Set(['input', 'textarea', 'editor', 'billRule']);
const NUMBER_KINDS: ReadonlySet<JnpfKey> = new Set(['inputNumber', 'date', 'calculate', 'switch']);

/** `%text%` with the text's own %, _ and \\ matching literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The field's value as text (SQLite: json_extract; PostgreSQL: ->>). */
function fieldText(dialect: Dialect, model: string): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql<string>`cast(json_extract(${sql.ref('formRecord.data')}, ${`$.${model}`}) as text)`
    : sql<string>`(${sql.ref('formRecord.data')}::jsonb ->> ${model})`;
}

/** The field's value as a number (only asked of number kinds, whose stored values are numbers). */
function fieldNumber(dialect: Dialect, model: string): RawBuilder<number> {
  return dialect === 'sqlite'
    ? sql<number>`json_extract(${sql.ref('formRecord.data')}, ${`$.${model}`})`
    : sql<number>`(${sql.ref('formRecord.data')}::jsonb ->> ${model})::double precision`;
}

function fieldOf(
  fields: readonly CheckedField[],
  model: string,
  key: 'online-dev.filter-unknown' | 'online-dev.sort-unknown',
): CheckedField {
  const field = fields.find((candidate) => candidate.model === model && candidate.kind !== 'table');
  if (!field) throw reject(key, { model: model.slice(0, 64) });
  return field;
}

function filterCondition(dialect: Dialect, field: CheckedField, value: string | number | (number | null)[]): RawBuilder<SqlBool> {
  if (Array.isArray(value)) {
    if (!NUMBER_KINDS.has(field.kind)) throw reject('online-dev.filter-range', { label: field.label });
    const [from, to] = value;
    const column = fieldNumber(dialect, field.model);
    const parts = [
      from === null || from === undefined ? null : sql<SqlBool>`${column} >= ${from}`,
      to === null || to === undefined ? null : sql<SqlBool>`${column} <= ${to}`,
    ];
    const kept = parts.filter((part): part is RawBuilder<SqlBool> => part !== null);
    return kept.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(kept, sql` and `)})`;
  }
  const text = String(value);
  if (TEXT_KINDS.has(field.kind)) {
    return sql<SqlBool>`lower(${fieldText(dialect, field.model)}) like ${likePattern(text.toLowerCase())} escape '\\'`;
  }
  if (NUMBER_KINDS.has(field.kind)) return sql<SqlBool>`${fieldNumber(dialect, field.model)} = ${Number(value)}`;
  // Choices and pickers: the id itself, or the id among a list's (stored as JSON text, so look for it quoted).
  const column = fieldText(dialect, field.model);
  return sql<SqlBool>`(${column} = ${text} or ${column} like ${likePattern(JSON.stringify(text))} escape '\\')`;
}

/** The where-conditions of a list or export (beyond the form itself). */
export function recordConditions(
  dialect: Dialect,
  fields: readonly CheckedField[],
  scope: UserDataScope,
  filter: RecordFilter,
): RawBuilder<SqlBool>[] {
  const conditions = [inDataScope(scope, { user: 'formRecord.creatorUserId', organize: 'formRecord.organizeId' })];
  const keyword = filter.keyword?.trim();
  // search_text is stored in lower case (record-search-text.ts): only the keyword needs lowering, so the scan
  // compares the column as it is instead of lowering 100,000 texts per search.
  if (keyword) conditions.push(sql<SqlBool>`${sql.ref('formRecord.searchText')} like ${likePattern(keyword.toLowerCase())} escape '\\'`);
  for (const [model, value] of Object.entries(filter.filters ?? {})) {
    if (value === '') continue;
    conditions.push(filterCondition(dialect, fieldOf(fields, model, 'online-dev.filter-unknown'), value));
  }
  return conditions;
}

/** The base query of a form's records under the conditions. */
export function recordsOf(db: Db, formId: string, conditions: RawBuilder<SqlBool>[]) {
  return db
    .selectFrom('formRecord')
    .where('formRecord.formId', '=', formId)
    .where((eb) => eb.and(conditions));
}

/** The ORDER BY of a list: newest first unless a field or a time is named. */
export function recordOrder(
  dialect: Dialect,
  fields: readonly CheckedField[],
  filter: RecordFilter,
): { by: RawBuilder<unknown>; direction: 'asc' | 'desc' }[] {
  const direction = filter.sort === 'asc' ? 'asc' : 'desc';
  const sidx = filter.sidx?.trim();
  if (!sidx || sidx === 'creatorTime')
    return [
      { by: sql`${sql.ref('formRecord.createdAt')}`, direction },
      { by: sql`${sql.ref('formRecord.id')}`, direction },
    ];
  if (sidx === 'lastModifyTime')
    return [
      { by: sql`coalesce(${sql.ref('formRecord.updatedAt')}, ${sql.ref('formRecord.createdAt')})`, direction },
      { by: sql`${sql.ref('formRecord.id')}`, direction },
    ];
  const field = fieldOf(fields, sidx, 'online-dev.sort-unknown');
  const by = NUMBER_KINDS.has(field.kind) ? fieldNumber(dialect, field.model) : fieldText(dialect, field.model);
  return [
    { by, direction },
    { by: sql`${sql.ref('formRecord.id')}`, direction },
  ];
}
