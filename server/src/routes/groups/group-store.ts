import type { Db } from '../../db/database';
import { containsText, type Direction, type Paging } from '../../shell/list-query';
import type { GroupItem } from '../../wire/groups';

export const GROUP_MENU_CODE = 'system.group';
export const GROUP_SORT_FIELDS = ['fullName', 'enCode', 'sortCode', 'creatorTime'] as const;
export type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];
const SORT_COLUMN = {
  fullName: 'userGroup.fullName',
  enCode: 'userGroup.enCode',
  sortCode: 'userGroup.sortCode',
  creatorTime: 'userGroup.createdAt',
} as const;

const COLUMNS = [
  'userGroup.id',
  'userGroup.fullName',
  'userGroup.enCode',
  'userGroup.description',
  'userGroup.enabledMark',
  'userGroup.sortCode',
  'userGroup.createdAt',
  'userGroup.lastModifyAt',
] as const;

function filtered(db: Db, keyword: string | undefined, enabledMark: 0 | 1 | undefined) {
  let query = db.selectFrom('userGroup');
  if (keyword) query = query.where((eb) => eb.or([containsText('userGroup.fullName', keyword), containsText('userGroup.enCode', keyword)]));
  if (enabledMark !== undefined) query = query.where('userGroup.enabledMark', '=', enabledMark);
  return query;
}

type GroupRow = {
  id: string;
  fullName: string;
  enCode: string;
  description: string;
  enabledMark: number;
  sortCode: number;
  createdAt: number;
  lastModifyAt: number | null;
};

async function toItems(db: Db, rows: GroupRow[]): Promise<GroupItem[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('userGroupMember')
    .select((eb) => ['groupId', eb.fn.countAll<string | number>().as('count')])
    .where(
      'groupId',
      'in',
      rows.map((row) => row.id),
    )
    .groupBy('groupId')
    .execute();
  const countOf = new Map(counts.map((row) => [row.groupId, Number(row.count)]));
  return rows.map((row) => ({
    ...row,
    memberCount: countOf.get(row.id) ?? 0,
    creatorTime: Number(row.createdAt),
    lastModifyTime: row.lastModifyAt === null ? null : Number(row.lastModifyAt),
  }));
}

export async function listGroups(
  db: Db,
  filter: {
    keyword: string | undefined;
    enabledMark: 0 | 1 | undefined;
    sort: { field: GroupSortField; direction: Direction };
    paging: Paging;
  },
): Promise<{ list: GroupItem[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter.keyword, filter.enabledMark)
      .select(COLUMNS)
      .orderBy(SORT_COLUMN[filter.sort.field], filter.sort.direction)
      .orderBy('userGroup.id')
      .limit(filter.paging.pageSize)
      .offset(filter.paging.offset)
      .execute(),
    filtered(db, filter.keyword, filter.enabledMark)
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: await toItems(db, rows), total: Number(count.total) };
}

export async function allEnabledGroups(db: Db): Promise<GroupItem[]> {
  return toItems(
    db,
    await filtered(db, undefined, 1).select(COLUMNS).orderBy('userGroup.sortCode').orderBy('userGroup.fullName').execute(),
  );
}

export async function findGroup(db: Db, id: string): Promise<GroupItem | undefined> {
  const row = await db.selectFrom('userGroup').select(COLUMNS).where('userGroup.id', '=', id).executeTakeFirst();
  return row ? (await toItems(db, [row]))[0] : undefined;
}
