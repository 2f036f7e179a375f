import type { FastifyRequest } from 'fastify';
import { countPasswordFailure } from '../../auth/failure-counters';
import { accountKey, clearThrottle, pairKey, readThrottle } from '../../auth/login-throttle';
import { readPair } from '../../auth/pair-throttle';
import { verifyPassword } from '../../auth/passwords';
import { attemptFrom } from '../../auth/sign-in-services';
import { accountLockedError, isKnownAddress, pairLockedError } from '../../auth/sign-in-guards';
import type { SignInSettings } from '../../auth/sign-in-settings';
import type { Db } from '../../db/database';
import { refuse } from '../../i18n/localized-error';

/**
 * Checks the old password of a password change against the sign-in counters, so a stolen session cannot guess the
 * password here without limit: a wrong one counts toward this account and address exactly like a failed sign-in
 * (auth/unlock-screen.ts does the same for the lock screen), a paused pair or a locked account is refused with the
 * sign-in's own message, and a right one clears the counters as a successful sign-in does.
 */
export async function checkOldPassword(
  db: Db,
  settings: SignInSettings,
  request: FastifyRequest,
  user: { id: string; account: string; passwordHash: string },
  oldPassword: string,
): Promise<void> {
  const attempt = attemptFrom(request);
  const window = settings.throttleWindowMs;
  const [pair, account] = await Promise.all([
    readPair(db, pairKey(user.account, attempt.ip), window, attempt.now),
    readThrottle(db, accountKey(user.account), window, attempt.now),
  ]);
  if (pair.lockedUntil !== null) throw pairLockedError(attempt, pair.lockedUntil);
  if (account.lockedUntil !== null && !(await isKnownAddress(db, user.id, attempt.ip)))
    throw accountLockedError(attempt, account.lockedUntil);

  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    const after = await db.transaction().execute((trx) => countPasswordFailure(trx, settings, user.account, attempt.ip, attempt.now));
    if (after.pair.lockedUntil !== null) throw pairLockedError(attempt, after.pair.lockedUntil);
    throw refuse('profile.old-password-wrong');
  }
  await clearThrottle(db, accountKey(user.account));
  await clearThrottle(db, pairKey(user.account, attempt.ip));
}
