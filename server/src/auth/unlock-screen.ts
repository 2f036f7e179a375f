import { badRequest, invalid } from '../lib/envelope';
import { findUserByAccount } from './account-lookup';
import { accountRule } from './complete-sign-in';
import { accountKey, bumpCounter, clearThrottle, readThrottle } from './login-throttle';
import { MD5_HEX, verifyPassword } from './passwords';
import { accountLockedError } from './sign-in-guards';
import type { SignInAttempt, SignInServices } from './sign-in-services';

/**
 * Unlocks a locked console: the account must be the session's own user and the password theirs. Wrong passwords
 * count toward that account's lock, exactly like failed sign-ins, so a locked screen is no way around it.
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
  if (!MD5_HEX.test(input.password)) throw invalid(t('password-format'));

  const user = await db.selectFrom('users').select(['id', 'account', 'passwordHash']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw badRequest(t('lock-wrong-account'));
  const key = accountKey(user.account);
  const state = await readThrottle(db, key, settings.throttleWindowMs, attempt.now);
  if (state.lockedUntil !== null) throw accountLockedError(attempt, state.lockedUntil);

  // The person may type the account as stored or, for a sub-account, as mobile@account.
  const named = typed === user.account ? user : await findUserByAccount(db, typed);
  if (named?.id !== user.id) throw badRequest(t('lock-wrong-account'));

  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const after = await bumpCounter(db, key, accountRule(settings), attempt.now);
    if (after.lockedUntil !== null) throw accountLockedError(attempt, after.lockedUntil);
    throw badRequest(t('lock-wrong-password'));
  }
  await clearThrottle(db, key);
}
