import { badRequest, invalid } from '../lib/envelope';
import { findUserByAccount } from './account-lookup';
import { clientPasswordMd5 } from './client-password';
import { countPasswordFailure } from './failure-counters';
import { accountKey, clearThrottle, pairKey } from './login-throttle';
import { verifyPassword } from './passwords';
import { accountLockedError, isKnownAddress, pairLockedError, readSnapshot } from './sign-in-guards';
import type { SignInAttempt, SignInServices } from './sign-in-services';

/**
 * Unlocks a locked console: the account must be the session's own user and the password theirs (MD5 hex or the
 * JNPF form, as at sign-in). Wrong passwords count toward that account and this address exactly like failed
 * sign-ins, so a locked screen is no way around the pauses and the lock.
 */
export async function unlockScreen(
  services: SignInServices,
  userId: string,
  input: { account: string; password: string },
  attempt: SignInAttempt,
): Promise<void> {
  const { db, settings } = services;
  const { t } = attempt;
  const typed = input.account.trim();
  if (typed === '') throw invalid(t('enter-account'));
  if (input.password === '') throw invalid(t('enter-password'));
  const md5 = clientPasswordMd5(input.password, settings.jnpfPasswordKey);
  if (md5 === undefined) throw invalid(t('password-format'));

  const user = await db.selectFrom('users').select(['id', 'account', 'passwordHash']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw badRequest(t('lock-wrong-account'));
  const state = await readSnapshot(services, attempt, user.account);
  if (state.pair.lockedUntil !== null) throw pairLockedError(attempt, state.pair.lockedUntil);
  if (state.account.lockedUntil !== null && !(await isKnownAddress(db, user.id, attempt.ip)))
    throw accountLockedError(attempt, state.account.lockedUntil);

  // The person may type the account as stored or, for a sub-account, as mobile@account.
  const named = typed === user.account ? user : await findUserByAccount(db, typed);
  if (named?.id !== user.id) throw badRequest(t('lock-wrong-account'));

  if (!(await verifyPassword(md5, user.passwordHash))) {
    const after = await db.transaction().execute((trx) => countPasswordFailure(trx, settings, user.account, attempt.ip, attempt.now));
    if (after.pair.lockedUntil !== null) throw pairLockedError(attempt, after.pair.lockedUntil);
    throw badRequest(t('lock-wrong-password'));
  }
  await clearThrottle(db, accountKey(user.account));
  await clearThrottle(db, pairKey(user.account, attempt.ip));
}
