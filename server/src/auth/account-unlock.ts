import type { Db } from '../db/database';
import { accountKey, clearThrottle } from './login-throttle';
import { clearPairs } from './pair-throttle';

/**
 * Lifts every sign-in lock of the user with `account`: the account-wide lock and the pauses of each address.
 * Address locks stay: they protect against a source, not for an account. True when anything was locked or counted.
 */
export async function unlockAccount(db: Db, account: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('loginThrottle')
      .select('key')
      .where('key', '=', accountKey(account))
      .where((eb) => eb.or([eb('lockedUntil', '>', now), eb('failures', '>', 0)]))
      .executeTakeFirst();
    await clearThrottle(trx, accountKey(account));
    await clearPairs(trx, account);
    return held !== undefined;
  });
}
