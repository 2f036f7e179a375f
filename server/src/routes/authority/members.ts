import type { Db } from '../../db/database';
import { missing } from '../../i18n/localized-error';
import { containsText, type Paging } from '../../shell/list-query';
import { readUnitIndex } from '../../shell/data-scope-units';
import type { MemberItem } from '../../wire/roles';

/** Where a kind of membership is stored: user_role (roles) or user_group_member (groups). */
export type Membership = { table: 'userRole'; key: 'roleId' } | { table: 'userGroupMember'; key: 'groupId' };
export const ROLE_MEMBERSHIP: Membership = { table: 'userRole', key: 'roleId' };
export const GROUP_MEMBERSHIP: Membership = { table: 'userGroupMember', key: 'groupId' };

function membersQuery(db: Db, membership: Membership, ownerId: string, keyword: string | undefined) {
  const memberIds =
    membership.table === 'userRole'
      ? db.selectFrom('userRole').select('userId').where('roleId', '=', ownerId)
      : db.selectFrom('userGroupMember').select('userId').where('groupId', '=', ownerId);
  let query = db.selectFrom('users').where('users.id', 'in', memberIds);
  if (keyword) query = query.where((eb) => eb.or([containsText('users.account', keyword), containsText('users.realName', keyword)]));
  return query;
}

/** One page of the people holding a role or in a group, by sort code then name. */
export async function listMembers(
  db: Db,
  membership: Membership,
  ownerId: string,
  options: { keyword: string | undefined; paging: Paging },
): Promise<{ list: MemberItem[]; total: number }> {
  const [rows, count, units] = await Promise.all([
    membersQuery(db, membership, ownerId, options.keyword)
      .select(['users.id', 'users.account', 'users.realName', 'users.organizeId', 'users.departmentId', 'users.enabledMark'])
      .orderBy('users.sortCode')
      .orderBy('users.realName')
      .orderBy('users.id')
      .limit(options.paging.pageSize)
      .offset(options.paging.offset)
      .execute(),
    membersQuery(db, membership, ownerId, options.keyword)
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
    readUnitIndex(db),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      account: row.account,
      realName: row.realName,
      organize: units.pathName(row.departmentId ?? row.organizeId),
      enabledMark: row.enabledMark,
    })),
    total: Number(count.total),
  };
}

/** 404 naming the first id that is no user. */
export async function requireUsers(db: Db, userIds: readonly string[]): Promise<void> {
  const found = new Set(
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [...userIds])
        .execute()
    ).map((row) => row.id),
  );
  const unknown = userIds.find((id) => !found.has(id));
  if (unknown !== undefined) throw missing('authority.no-such-user', { id: unknown });
}

/** Adds people (those already in are left as they are). */
export async function addMembers(db: Db, membership: Membership, ownerId: string, userIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(userIds)];
  await db.transaction().execute(async (trx) => {
    if (membership.table === 'userRole') {
      const present = new Set(
        (await trx.selectFrom('userRole').select('userId').where('roleId', '=', ownerId).where('userId', 'in', wanted).execute()).map(
          (row) => row.userId,
        ),
      );
      const rows = wanted.filter((id) => !present.has(id)).map((userId) => ({ userId, roleId: ownerId }));
      if (rows.length > 0) await trx.insertInto('userRole').values(rows).execute();
    } else {
      const present = new Set(
        (
          await trx.selectFrom('userGroupMember').select('userId').where('groupId', '=', ownerId).where('userId', 'in', wanted).execute()
        ).map((row) => row.userId),
      );
      const rows = wanted.filter((id) => !present.has(id)).map((userId) => ({ userId, groupId: ownerId }));
      if (rows.length > 0) await trx.insertInto('userGroupMember').values(rows).execute();
    }
  });
}

export async function removeMember(db: Db, membership: Membership, ownerId: string, userId: string): Promise<void> {
  if (membership.table === 'userRole') await db.deleteFrom('userRole').where('roleId', '=', ownerId).where('userId', '=', userId).execute();
  else await db.deleteFrom('userGroupMember').where('groupId', '=', ownerId).where('userId', '=', userId).execute();
}
