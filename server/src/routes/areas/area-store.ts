import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AreaType } from '../../db/tables/organisation';
import { containsText } from '../../shell/list-query';

export interface AreaRecord {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  type: AreaType;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  createdAt: number;
  lastModifiedAt: number | null;
}

export type AreaDraft = Omit<AreaRecord, 'id' | 'createdAt' | 'lastModifiedAt'>;

const COLUMNS = [
  'id',
  'parentId',
  'enCode',
  'fullName',
  'type',
  'sortCode',
  'enabledMark',
  'description',
  'createdAt',
  'lastModifiedAt',
] as const;

// PostgreSQL hands bigint back as text: times are numbers on the wire.
const asRecord = <T extends { createdAt: number; lastModifiedAt: number | null }>(row: T): T => ({
  ...row,
  createdAt: Number(row.createdAt),
  lastModifiedAt: row.lastModifiedAt === null ? null : Number(row.lastModifiedAt),
});

export async function findArea(db: Db, id: string): Promise<AreaRecord | undefined> {
  const row = await db.selectFrom('area').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && asRecord(row);
}

/**
 * One level of the tree with whether each row has children (a correlated count: a province has a few dozen cities,
 * the whole table a few thousand rows). `keyword` searches the whole table instead of one level.
 */
export async function listAreas(
  db: Db,
  options: { parentId: string; keyword?: string | undefined; enabledOnly?: boolean; excludeId?: string | undefined },
): Promise<(AreaRecord & { childCount: number })[]> {
  let query = db
    .selectFrom('area as a')
    .select(COLUMNS.map((column) => `a.${column}` as const))
    .select((eb) =>
      eb
        .selectFrom('area as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.parentId', '=', 'a.id')
        .where((inner) => (options.enabledOnly ? inner('c.enabledMark', '=', 1) : sql<boolean>`1 = 1`))
        .as('childCount'),
    );
  query = options.keyword
    ? query.where((eb) =>
        eb.or([containsText('a.fullName', options.keyword as string), containsText('a.enCode', options.keyword as string)]),
      )
    : query.where('a.parentId', '=', options.parentId);
  if (options.enabledOnly) query = query.where('a.enabledMark', '=', 1);
  if (options.excludeId) query = query.where('a.id', '!=', options.excludeId);
  const rows = await query.orderBy('a.sortCode').orderBy('a.enCode').limit(1000).execute();
  return rows.map((row) => ({ ...asRecord(row), childCount: Number(row.childCount ?? 0) }));
}

export async function areaWithCode(db: Db, enCode: string, exceptId?: string): Promise<{ id: string; fullName: string } | undefined> {
  let query = db.selectFrom('area').select(['id', 'fullName']).where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function countChildAreas(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('area')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parentId', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Names per id, for GetAreaByIds. */
export async function areaNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('area').select(['id', 'fullName']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.fullName]));
}
