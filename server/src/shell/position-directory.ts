import type { Db } from '../db/database';
import { containsText, type Direction, type Paging } from './list-query';

/** Fields the position list can be sorted by (`sidx`). */
export const POSITION_SORT_FIELDS = ['sortCode', 'fullName', 'enCode'] as const;
export type PositionSortField = (typeof POSITION_SORT_FIELDS)[number];

export interface PositionRow {
  id: string;
  fullName: string;
  enCode: string;
  organizeId: string;
  sortCode: number;
  enabledMark: number;
}

export interface PositionFilter {
  keyword?: string | undefined;
  /** Positions of these organisation units. */
  organizeIds?: Set<string> | undefined;
  /** Only positions in this state; undefined for both. */
  enabledMark?: 0 | 1 | undefined;
  sort: { field: PositionSortField; direction: Direction };
  paging: Paging;
}

const COLUMNS = ['id', 'fullName', 'enCode', 'organizeId', 'sortCode', 'enabledMark'] as const;

function filtered(db: Db, filter: Omit<PositionFilter, 'sort' | 'paging'>) {
  let query = db.selectFrom('position');
  const { keyword, organizeIds, enabledMark } = filter;
  if (keyword) query = query.where((eb) => eb.or([containsText('fullName', keyword), containsText('enCode', keyword)]));
  if (organizeIds) query = query.where('organizeId', 'in', [...organizeIds]);
  if (enabledMark !== undefined) query = query.where('enabledMark', '=', enabledMark);
  return query;
}

/** One page of positions plus the total that matches the filter. */
export async function listPositions(db: Db, filter: PositionFilter): Promise<{ list: PositionRow[]; total: number }> {
  const countRow = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const list = await filtered(db, filter)
    .select(COLUMNS)
    .orderBy(filter.sort.field, filter.sort.direction)
    .orderBy('id')
    .limit(filter.paging.pageSize)
    .offset(filter.paging.offset)
    .execute();
  return { list, total: Number(countRow?.total ?? 0) };
}

/** One position, enabled or not, or undefined. */
export async function findPosition(db: Db, id: string): Promise<PositionRow | undefined> {
  return db.selectFrom('position').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export interface PositionRecord extends PositionRow {
  description: string | null;
  createdAt: number;
  lastModifiedAt: number | null;
}

/** One position with the columns the edit form shows, or undefined. */
export async function findPositionRecord(db: Db, id: string): Promise<PositionRecord | undefined> {
  const row = await db
    .selectFrom('position')
    .select([...COLUMNS, 'description', 'createdAt', 'lastModifiedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  // PostgreSQL hands bigint back as text: times are numbers on the wire.
  return (
    row && { ...row, createdAt: Number(row.createdAt), lastModifiedAt: row.lastModifiedAt === null ? null : Number(row.lastModifiedAt) }
  );
}

/** How many people hold the position. */
export async function countPositionMembers(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('positionId', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The position (other than `exceptId`) that already uses the code, if any. */
export async function positionWithCode(db: Db, enCode: string, exceptId?: string): Promise<{ id: string; fullName: string } | undefined> {
  let query = db.selectFrom('position').select(['id', 'fullName']).where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** Every enabled position in sort order, for pickers. */
export async function allEnabledPositions(db: Db): Promise<PositionRow[]> {
  return db.selectFrom('position').select(COLUMNS).where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
}
