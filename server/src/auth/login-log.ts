import type { Db } from '../db/database';
import type { LoginLogTable } from '../db/tables/core';
import { newId } from '../lib/ids';

export type SignInMethod = LoginLogTable['method'];

export interface LoginLogEntry {
  userId: string | null;
  account: string;
  at: number;
  ipAddress: string;
  place: string;
  method: SignInMethod;
  success: boolean;
  /** Why it failed, for the administrator ('wrong-password', 'locked', ...); empty on success. */
  reason?: string;
}

/** Appends one sign-in attempt to login_log. */
export async function writeLoginLog(db: Db, entry: LoginLogEntry): Promise<void> {
  await db
    .insertInto('loginLog')
    .values({
      id: newId(),
      userId: entry.userId,
      account: entry.account.slice(0, 64),
      at: entry.at,
      ipAddress: entry.ipAddress.slice(0, 64),
      place: entry.place.slice(0, 100),
      method: entry.method,
      success: entry.success ? 1 : 0,
      reason: entry.reason ?? '',
    })
    .execute();
}

export interface PreviousLogin {
  at: number;
  ipAddress: string;
  place: string;
}

/**
 * The successful sign-in before the latest one (the current session's), for the 'last login information'
 * notice (CurrentUser userInfo.prevLogin*). Undefined on a user's first sign-in.
 */
export async function previousLogin(db: Db, userId: string): Promise<PreviousLogin | undefined> {
  const rows = await db
    .selectFrom('loginLog')
    .select(['at', 'ipAddress', 'place'])
    .where('userId', '=', userId)
    .where('success', '=', 1)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  return rows[1];
}
