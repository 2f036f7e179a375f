import type { Db } from '../db/database';
import { accountKey, addressKey, bumpCounter, clearThrottle, purgeThrottle, type ThrottleState } from './login-throttle';
import { writeLoginLog, type SignInMethod } from './login-log';
import { issueSession, revokeUserSessions, type SessionInfo } from './sessions';
import type { SignInAttempt, SignInServices } from './sign-in-services';
import type { SignInSettings } from './sign-in-settings';

export const THEMES = ['classic', 'functional', 'plain', 'blend'] as const;
export type Theme = (typeof THEMES)[number];

/** The user's layout; anything unknown becomes classic (seed 000 section 3). */
export function normalizeTheme(theme: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(theme ?? '') ? (theme as Theme) : 'classic';
}

export interface SignedInUser {
  id: string;
  account: string;
}

/**
 * Opens a session for a user whose credentials were accepted: logs the success, resets the account's failure
 * counter (under the name as typed and as stored) and, in single-session mode, signs the user's other sessions out.
 * All in one transaction.
 */
export async function completeSignIn(
  services: SignInServices,
  user: SignedInUser,
  attempt: SignInAttempt,
  method: SignInMethod,
  details: { typedAccount: string; place: string; origin?: string },
): Promise<SessionInfo> {
  return services.db.transaction().execute(async (trx) => {
    if (services.settings.singleSession) await revokeUserSessions(trx, user.id, 'replaced', attempt.now);
    const session = await issueSession(trx, {
      userId: user.id,
      ipAddress: attempt.ip,
      place: details.place,
      userAgent: attempt.userAgent,
      origin: details.origin ?? attempt.origin,
      idleMs: services.sessionIdleMs,
      now: attempt.now,
    });
    await writeLoginLog(trx, { userId: user.id, account: details.typedAccount, at: attempt.now, ipAddress: attempt.ip, place: details.place, method, success: true });
    await clearThrottle(trx, accountKey(user.account));
    if (accountKey(details.typedAccount) !== accountKey(user.account)) await clearThrottle(trx, accountKey(details.typedAccount));
    return session;
  });
}

export interface FailureCount {
  account: ThrottleState;
  address: ThrottleState;
}

export function accountRule(settings: SignInSettings) {
  return { windowMs: settings.throttleWindowMs, lockAfter: settings.accountLockAfter, lockMs: settings.lockMs };
}

export function addressRule(settings: SignInSettings) {
  return { windowMs: settings.throttleWindowMs, lockAfter: settings.addressLockAfter, lockMs: settings.lockMs };
}

/** Counts a failed credential check against the account (when given) and the address, and logs it. */
export async function recordFailure(
  db: Db,
  settings: SignInSettings,
  attempt: SignInAttempt,
  entry: { account: string; userId: string | null; method: SignInMethod; reason: string; place: string; countAccount: boolean },
): Promise<FailureCount> {
  return db.transaction().execute(async (trx) => {
    await purgeThrottle(trx, attempt.now);
    const address = await bumpCounter(trx, addressKey(attempt.ip), addressRule(settings), attempt.now);
    const account = entry.countAccount
      ? await bumpCounter(trx, accountKey(entry.account), accountRule(settings), attempt.now)
      : { failures: 0, lockedUntil: null };
    await writeLoginLog(trx, {
      userId: entry.userId,
      account: entry.account,
      at: attempt.now,
      ipAddress: attempt.ip,
      place: entry.place,
      method: entry.method,
      success: false,
      reason: entry.reason,
    });
    return { account, address };
  });
}
