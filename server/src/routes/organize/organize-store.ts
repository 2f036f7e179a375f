import type { Db } from '../../db/database';
import { deleteGrantsOf } from '../../shell/grant-cleanup';

/** A unit as stored, with the columns the forms edit. */
export interface UnitRecord {
  id: string;
  parentId: string;
  category: 'company' | 'department';
  enCode: string;
  fullName: string;
  sortCode: number;
  enabledMark: number;
  managerId: string | null;
  description: string | null;
  createdAt: number;
  lastModifiedAt: number | null;
}

export type UnitDraft = Omit<UnitRecord, 'id' | 'createdAt' | 'lastModifiedAt'>;

const COLUMNS = [
  'id',
  'parentId',
  'category',
  'enCode',
  'fullName',
  'sortCode',
  'enabledMark',
  'managerId',
  'description',
  'createdAt',
  'lastModifiedAt',
] as const;

export async function findUnit(db: Db, id: string): Promise<UnitRecord | undefined> {
  const row = await db.selectFrom('organize').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  // PostgreSQL hands bigint back as text: times are numbers on the wire.
  return (
    row && { ...row, createdAt: Number(row.createdAt), lastModifiedAt: row.lastModifiedAt === null ? null : Number(row.lastModifiedAt) }
  );
}

/** The unit (other than `exceptId`) that already uses the code, if any. */
export async function unitWithCode(db: Db, enCode: string, exceptId?: string): Promise<{ id: string; fullName: string } | undefined> {
  let query = db.selectFrom('organize').select(['id', 'fullName']).where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertUnit(db: Db, id: string, draft: UnitDraft, now: number): Promise<void> {
  await db
    .insertInto('organize')
    .values({ id, ...draft, createdAt: now, lastModifiedAt: null })
    .execute();
}

export async function updateUnit(db: Db, id: string, draft: UnitDraft, now: number): Promise<void> {
  await db
    .updateTable('organize')
    .set({ ...draft, lastModifiedAt: now })
    .where('id', '=', id)
    .execute();
}

/** What still hangs on a unit: sub-units, people (by company or department), positions, projects. */
export async function unitDependants(db: Db, id: string) {
  const [children, members, positions, projects] = await Promise.all([
    db
      .selectFrom('organize')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parentId', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('organizeId', '=', id), eb('departmentId', '=', id)]))
      .executeTakeFirst(),
    db
      .selectFrom('position')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organizeId', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('project')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organizeId', '=', id)
      .executeTakeFirst(),
  ]);
  return {
    children: Number(children?.n ?? 0),
    members: Number(members?.n ?? 0),
    positions: Number(positions?.n ?? 0),
    projects: Number(projects?.n ?? 0),
  };
}

export async function deleteUnit(db: Db, id: string): Promise<void> {
  await deleteGrantsOf(db, 'Organize', id);
  await db.deleteFrom('organize').where('id', '=', id).execute();
}

/** 'Name/account' per user id, for manager columns. */
export async function userLabels(db: Db, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'realName', 'account']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, `${row.realName}/${row.account}`]));
}
