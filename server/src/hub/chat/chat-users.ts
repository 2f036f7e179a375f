import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { likeContains } from './chat-messages';

export interface ChatProfile {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
}

/** Enabled users by id: the people a chat message may name. */
export async function findChatProfiles(db: Db, ids: readonly string[]): Promise<Map<string, ChatProfile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'account', 'realName', 'headIcon'])
    .where('id', 'in', [...new Set(ids)])
    .where('enabledMark', '=', 1)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** An item of `GET /api/permission/Users/ImUser`. */
export interface ContactItem extends ChatProfile {
  department: string;
}

export interface ContactQuery {
  keyword?: string | undefined;
  currentPage: number;
  pageSize: number;
}

/** Everyone the user can write to (enabled users but themselves), by sort code then name, one page. */
export async function listContacts(db: Db, userId: string, query: ContactQuery): Promise<{ list: ContactItem[]; total: number }> {
  let base = db
    .selectFrom('users as u')
    .leftJoin('organize as d', 'd.id', 'u.departmentId')
    .where('u.id', '<>', userId)
    .where('u.enabledMark', '=', 1);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = likeContains(keyword);
    base = base.where(sql<boolean>`(lower(u.real_name) like ${pattern} escape '\\' or lower(u.account) like ${pattern} escape '\\')`);
  }
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await base
    .select(['u.id', 'u.account', 'u.realName', 'u.headIcon', 'd.fullName as department'])
    .orderBy('u.sortCode')
    .orderBy('u.realName')
    .orderBy('u.id')
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize)
    .execute();
  return {
    list: rows.map((row) => ({
      id: row.id,
      account: row.account,
      realName: row.realName,
      headIcon: row.headIcon,
      department: row.department ?? '',
    })),
    total: Number(counted?.total ?? 0),
  };
}
