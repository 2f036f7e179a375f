import type { Db } from '../db/database';

export interface SignInUser {
  id: string;
  account: string;
  passwordHash: string;
  enabledMark: number;
  theme: string;
  isAdministrator: number;
}

const COLUMNS = ['users.id', 'users.account', 'users.passwordHash', 'users.enabledMark', 'users.theme', 'users.isAdministrator'] as const;

/**
 * The user signing in as `account`. A sub-account is typed `mobile@account`: it is stored under that very name, and
 * when it is not, it is the child of `account` whose mobile is `mobile`.
 */
export async function findUserByAccount(db: Db, account: string): Promise<SignInUser | undefined> {
  const exact = await db.selectFrom('users').select(COLUMNS).where('account', '=', account).executeTakeFirst();
  if (exact) return exact;
  const at = account.indexOf('@');
  if (at <= 0 || at === account.length - 1) return undefined;
  const mobile = account.slice(0, at);
  const parentAccount = account.slice(at + 1);
  return db
    .selectFrom('users')
    .innerJoin('users as parent', 'parent.id', 'users.parentId')
    .select(COLUMNS)
    .where('parent.account', '=', parentAccount)
    .where('users.mobilePhone', '=', mobile)
    .orderBy('users.createdAt')
    .executeTakeFirst();
}

/**
 * The user a mobile sign-in stands for: the main account holding that mobile before any sub-account, the oldest
 * first, enabled ones before disabled ones (a disabled match is returned so the caller can say so).
 */
export async function findUserByMobile(db: Db, mobile: string): Promise<SignInUser | undefined> {
  return db
    .selectFrom('users')
    .select(COLUMNS)
    .where('mobilePhone', '=', mobile)
    .orderBy('enabledMark', 'desc')
    .orderBy((eb) => eb.case().when('parentId', 'is', null).then(0).else(1).end())
    .orderBy('createdAt')
    .executeTakeFirst();
}
