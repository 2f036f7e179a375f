import type { Db } from '../db/database';
import { chunks } from '../lib/chunks';
import { containsText, type Direction, type Paging } from './list-query';

/** Fields the user list can be sorted by (`sidx`); anything else is refused. */
export const USER_SORT_FIELDS = ['account', 'realName', 'mobilePhone', 'email', 'enabledMark', 'createdAt', 'sortCode'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UserListRow {
  id: string;
  account: string;
  realName: string;
  mobilePhone: string | null;
  email: string | null;
  organizeId: string;
  organizeName: string;
  departmentId: string | null;
  departmentName: string;
  positionId: string | null;
  positionName: string;
  roleIds: string[];
  roleName: string;
  isAdministrator: number;
  enabledMark: number;
  sortCode: number;
  createdAt: number;
  headIcon: string;
  managerId: string | null;
  /** 'Name/account' of the manager, '' when none (or when the manager no longer exists). */
  managerName: string;
  description: string | null;
}

export interface UserListFilter {
  keyword?: string | undefined;
  /** Whether the keyword also matches mobile numbers (off when the caller may not see them). */
  searchMobile?: boolean;
  /** Users whose company or department is one of these. */
  organizeIds?: Set<string> | undefined;
  /** Users holding this role. */
  roleId?: string | undefined;
  /** Users holding this position. */
  positionId?: string | undefined;
  sort: { field: UserSortField; direction: Direction };
  paging: Paging;
}

function baseUsers(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('organize as company', 'company.id', 'users.organizeId')
    .leftJoin('organize as dept', 'dept.id', 'users.departmentId')
    .leftJoin('position', 'position.id', 'users.positionId')
    .leftJoin('users as manager', 'manager.id', 'users.managerId');
}

/**
 * The users a count covers: the inner join keeps the list's rule (a user's company exists); the name joins of
 * baseUsers change no count, and leaving them out made the count of a large directory several times cheaper.
 */
function countedUsers(db: Db) {
  return db.selectFrom('users').innerJoin('organize as company', 'company.id', 'users.organizeId');
}

type UserQuery = ReturnType<typeof baseUsers> | ReturnType<typeof countedUsers>;

function filtered<Q extends UserQuery>(
  from: Q,
  filter: Pick<UserListFilter, 'keyword' | 'organizeIds' | 'searchMobile' | 'roleId' | 'positionId'>,
): Q {
  let query = from as ReturnType<typeof countedUsers>;
  const { keyword, organizeIds, roleId, positionId } = filter;
  if (positionId) query = query.where('users.positionId', '=', positionId);
  if (roleId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRole')
          .select('userRole.userId')
          .whereRef('userRole.userId', '=', 'users.id')
          .where('userRole.roleId', '=', roleId),
      ),
    );
  }
  if (keyword) {
    const matches = [containsText('users.account', keyword), containsText('users.realName', keyword)];
    if (filter.searchMobile !== false) matches.push(containsText('users.mobilePhone', keyword));
    query = query.where((eb) => eb.or(matches));
  }
  if (organizeIds) {
    const ids = [...organizeIds];
    query = query.where((eb) => eb.or([eb('users.organizeId', 'in', ids), eb('users.departmentId', 'in', ids)]));
  }
  return query as Q;
}

/** Role names and ids per user, names in the roles' sort order. Asks in slices: an export may cover 50,000 people. */
async function rolesOf(db: Db, userIds: string[]): Promise<Map<string, { ids: string[]; names: string[] }>> {
  const out = new Map<string, { ids: string[]; names: string[] }>();
  const rows = [];
  for (const slice of chunks(userIds, 1000)) {
    rows.push(
      ...(await db
        .selectFrom('userRole')
        .innerJoin('role', 'role.id', 'userRole.roleId')
        .select(['userRole.userId', 'role.id', 'role.fullName'])
        .where('userRole.userId', 'in', slice)
        .orderBy('role.sortCode')
        .orderBy('role.fullName')
        .execute()),
    );
  }
  for (const row of rows) {
    const entry = out.get(row.userId) ?? { ids: [], names: [] };
    entry.ids.push(row.id);
    entry.names.push(row.fullName);
    out.set(row.userId, entry);
  }
  return out;
}

async function withRoles(db: Db, rows: Omit<UserListRow, 'roleIds' | 'roleName'>[]): Promise<UserListRow[]> {
  const roles = await rolesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const entry = roles.get(row.id);
    return { ...row, roleIds: entry?.ids ?? [], roleName: entry?.names.join(',') ?? '' };
  });
}

const USER_COLUMNS = [
  'users.id',
  'users.account',
  'users.realName',
  'users.mobilePhone',
  'users.email',
  'users.organizeId',
  'company.fullName as organizeName',
  'users.departmentId',
  'users.positionId',
  'users.isAdministrator',
  'users.enabledMark',
  'users.sortCode',
  'users.createdAt',
  'users.headIcon',
  'users.managerId',
  'users.description',
  'dept.fullName as departmentName',
  'position.fullName as positionName',
  'manager.realName as managerRealName',
  'manager.account as managerAccount',
] as const;

interface JoinedNames {
  departmentName: string | null;
  positionName: string | null;
  managerRealName: string | null;
  managerAccount: string | null;
}

function normalise<T extends JoinedNames>(row: T) {
  const { managerRealName, managerAccount, ...rest } = row;
  return {
    ...rest,
    departmentName: row.departmentName ?? '',
    positionName: row.positionName ?? '',
    managerName: managerRealName !== null && managerAccount !== null ? `${managerRealName}/${managerAccount}` : '',
  };
}

/** How many users match the filter. */
export async function countUsers(db: Db, filter: Omit<UserListFilter, 'sort' | 'paging'>): Promise<number> {
  const row = await filtered(countedUsers(db), filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** One page of the user directory plus the total that matches the filter. */
export async function listUsers(db: Db, filter: UserListFilter): Promise<{ list: UserListRow[]; total: number }> {
  const countRow = await filtered(countedUsers(db), filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const { field, direction } = filter.sort;
  const rows = await filtered(baseUsers(db), filter)
    .select(USER_COLUMNS)
    .orderBy(`users.${field}`, direction)
    .orderBy('users.id')
    .limit(filter.paging.pageSize)
    .offset(filter.paging.offset)
    .execute();
  return { list: await withRoles(db, rows.map(normalise)), total: Number(countRow?.total ?? 0) };
}

/** One user with names resolved, or undefined. */
export async function findUser(db: Db, id: string): Promise<UserListRow | undefined> {
  const row = await baseUsers(db).select(USER_COLUMNS).where('users.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [user] = await withRoles(db, [normalise(row)]);
  return user;
}

export interface PickerUser {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  organizeId: string;
  departmentId: string | null;
}

const PICKER_COLUMNS = ['id', 'account', 'realName', 'headIcon', 'organizeId', 'departmentId'] as const;

/** Enabled users that sit directly in an organisation unit (a company's own staff have no department). */
export async function usersDirectlyIn(db: Db, organizeId: string): Promise<PickerUser[]> {
  return db
    .selectFrom('users')
    .select(PICKER_COLUMNS)
    .where('enabledMark', '=', 1)
    .where((eb) =>
      eb.or([eb('departmentId', '=', organizeId), eb.and([eb('organizeId', '=', organizeId), eb('departmentId', 'is', null)])]),
    )
    .orderBy('sortCode')
    .orderBy('realName')
    .orderBy('id')
    .execute();
}

/** Every enabled user, for the small-organisation selector tree. */
export async function allEnabledUsers(db: Db): Promise<PickerUser[]> {
  return db
    .selectFrom('users')
    .select(PICKER_COLUMNS)
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('realName')
    .orderBy('id')
    .execute();
}

/** Enabled users matching a keyword on account, name or mobile, at most `limit`. */
export async function searchEnabledUsers(db: Db, keyword: string, limit: number): Promise<PickerUser[]> {
  return db
    .selectFrom('users')
    .select(PICKER_COLUMNS)
    .where('enabledMark', '=', 1)
    .where((eb) => eb.or([containsText('account', keyword), containsText('realName', keyword), containsText('mobilePhone', keyword)]))
    .orderBy('sortCode')
    .orderBy('realName')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The given users (any state: a form may still show someone since disabled), in no particular order. */
export async function usersByIds(db: Db, ids: string[]): Promise<PickerUser[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(PICKER_COLUMNS).where('id', 'in', ids).execute();
}

/** How many enabled users sit directly in each organisation unit (department, or company for its own staff). */
export async function staffCountByUnit(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['organizeId', 'departmentId', (eb) => eb.fn.countAll<number>().as('staff')])
    .where('enabledMark', '=', 1)
    .groupBy(['organizeId', 'departmentId'])
    .execute();
  const out = new Map<string, number>();
  for (const row of rows) {
    const unit = row.departmentId ?? row.organizeId;
    out.set(unit, (out.get(unit) ?? 0) + Number(row.staff));
  }
  return out;
}

export interface MemberFilter {
  positionId?: string | undefined;
  roleId?: string | undefined;
  /** People whose company or department is one of these. */
  organizeIds?: string[] | undefined;
  /** People whose manager this is (subordinates). */
  managerId?: string | undefined;
  keyword?: string | undefined;
  paging: Paging;
}

function members(db: Db, filter: Omit<MemberFilter, 'paging'>) {
  let query = db.selectFrom('users');
  const { positionId, roleId, organizeIds, managerId, keyword } = filter;
  if (positionId) query = query.where('positionId', '=', positionId);
  if (managerId) query = query.where('managerId', '=', managerId);
  if (roleId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRole')
          .select('userRole.userId')
          .whereRef('userRole.userId', '=', 'users.id')
          .where('userRole.roleId', '=', roleId),
      ),
    );
  }
  if (organizeIds) query = query.where((eb) => eb.or([eb('organizeId', 'in', organizeIds), eb('departmentId', 'in', organizeIds)]));
  if (keyword) query = query.where((eb) => eb.or([containsText('account', keyword), containsText('realName', keyword)]));
  return query;
}

/** A page of people holding a position or role (or reporting to someone), any state, with the total. */
export async function listMembers(
  db: Db,
  filter: MemberFilter,
): Promise<{ list: (PickerUser & { enabledMark: number })[]; total: number }> {
  const countRow = await members(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const list = await members(db, filter)
    .select([...PICKER_COLUMNS, 'enabledMark'])
    .orderBy('sortCode')
    .orderBy('realName')
    .orderBy('id')
    .limit(filter.paging.pageSize)
    .offset(filter.paging.offset)
    .execute();
  return { list, total: Number(countRow?.total ?? 0) };
}
