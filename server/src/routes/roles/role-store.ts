import type { Db } from '../../db/database';
import { containsText, type Direction, type Paging } from '../../shell/list-query';
import { readUnitIndex } from '../../shell/data-scope-units';
import type { RoleItem } from '../../wire/roles';

export const ROLE_SORT_FIELDS = ['fullName', 'enCode', 'sortCode', 'creatorTime'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];
const SORT_COLUMN = { fullName: 'role.fullName', enCode: 'role.enCode', sortCode: 'role.sortCode', creatorTime: 'role.createdAt' } as const;

/** The enCode of the role that makes its holders administrators' peers in the user form (users-contract). */
export const ADMINISTRATOR_ROLE_CODE = 'administrator';

export interface RoleFilter {
  keyword?: string | undefined;
  /** Roles tied to one of these units (global roles are not). */
  organizeIds?: ReadonlySet<string> | undefined;
  enabledMark?: 0 | 1 | undefined;
  ids?: readonly string[] | undefined;
}

function filtered(db: Db, filter: RoleFilter) {
  let query = db.selectFrom('role');
  if (filter.keyword) {
    const keyword = filter.keyword;
    query = query.where((eb) => eb.or([containsText('role.fullName', keyword), containsText('role.enCode', keyword)]));
  }
  if (filter.enabledMark !== undefined) query = query.where('role.enabledMark', '=', filter.enabledMark);
  if (filter.ids) query = query.where('role.id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  if (filter.organizeIds) {
    const ids = [...filter.organizeIds];
    query = query.where(
      'role.id',
      'in',
      db
        .selectFrom('roleOrganize')
        .select('roleId')
        .where('organizeId', 'in', ids.length > 0 ? ids : ['']),
    );
  }
  return query;
}

const COLUMNS = [
  'role.id',
  'role.fullName',
  'role.enCode',
  'role.description',
  'role.globalMark',
  'role.enabledMark',
  'role.sortCode',
  'role.createdAt',
  'role.lastModifyAt',
] as const;

/** Roles as the role page shows them: their organisations (with paths) and how many people hold each. */
async function toItems(
  db: Db,
  rows: {
    id: string;
    fullName: string;
    enCode: string;
    description: string;
    globalMark: number;
    enabledMark: number;
    sortCode: number;
    createdAt: number;
    lastModifyAt: number | null;
  }[],
): Promise<RoleItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, counts, units] = await Promise.all([
    db.selectFrom('roleOrganize').select(['roleId', 'organizeId']).where('roleId', 'in', ids).execute(),
    db
      .selectFrom('userRole')
      .select((eb) => ['roleId', eb.fn.countAll<string | number>().as('count')])
      .where('roleId', 'in', ids)
      .groupBy('roleId')
      .execute(),
    readUnitIndex(db),
  ]);
  const unitsOf = new Map<string, string[]>();
  for (const link of links) unitsOf.set(link.roleId, [...(unitsOf.get(link.roleId) ?? []), link.organizeId]);
  const countOf = new Map(counts.map((row) => [row.roleId, Number(row.count)]));
  return rows.map((row) => {
    const organizeIds = (unitsOf.get(row.id) ?? []).sort();
    return {
      id: row.id,
      fullName: row.fullName,
      enCode: row.enCode,
      description: row.description,
      globalMark: row.globalMark,
      organizeIds,
      organizeName: organizeIds.map((id) => units.pathName(id) || id).join(','),
      enabledMark: row.enabledMark,
      sortCode: row.sortCode,
      memberCount: countOf.get(row.id) ?? 0,
      creatorTime: Number(row.createdAt),
      lastModifyTime: row.lastModifyAt === null ? null : Number(row.lastModifyAt),
    };
  });
}

export async function listRoles(
  db: Db,
  filter: RoleFilter & { sort: { field: RoleSortField; direction: Direction }; paging: Paging },
): Promise<{ list: RoleItem[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(COLUMNS)
      .orderBy(SORT_COLUMN[filter.sort.field], filter.sort.direction)
      .orderBy('role.id')
      .limit(filter.paging.pageSize)
      .offset(filter.paging.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: await toItems(db, rows), total: Number(count.total) };
}

/** Every role the filter keeps, in sort order (selectors; roles are tens, not thousands). */
export async function allRoles(db: Db, filter: RoleFilter = {}): Promise<RoleItem[]> {
  const rows = await filtered(db, filter).select(COLUMNS).orderBy('role.sortCode').orderBy('role.fullName').orderBy('role.id').execute();
  return toItems(db, rows);
}

export async function findRole(db: Db, id: string): Promise<RoleItem | undefined> {
  const row = await db.selectFrom('role').select(COLUMNS).where('role.id', '=', id).executeTakeFirst();
  return row ? (await toItems(db, [row]))[0] : undefined;
}
