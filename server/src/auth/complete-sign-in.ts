import type { Db } from '../db/database';
import { countAddressFailure, countPasswordFailure, NOT_COUNTED, type FailureCount } from './failure-counters';
import { accountKey, clearThrottle, pairKey } from './login-throttle';
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
 * counters and this address's pair (under the name as typed and as stored) and, in single-session mode, signs the
 * user's other sessions out.
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
      idleMs: services.session.idleMs,
      absoluteMs: services.session.absoluteMs,
      now: attempt.now,
    });
    await writeLoginLog(trx, {
      userId: user.id,
      account: details.typedAccount,
      at: attempt.now,
      ipAddress: attempt.ip,
      place: details.place,
      method,
      success: true,
    });
    // Only an address that may try while the account is locked gets this far: the lock and this pair are lifted.
    for (const name of new Set([user.account, details.typedAccount])) {
      await clearThrottle(trx, accountKey(name));
      await clearThrottle(trx, pairKey(name, attempt.ip));
    }
    return session;
  });
}

/** Counts a failed attempt against the address and, for a wrong password, the account and the pair; logs it. */
export async function recordFailure(
  db: Db,
  settings: SignInSettings,
  attempt: SignInAttempt,
  entry: { account: string; userId: string | null; method: SignInMethod; reason: string; place: string; countAccount: boolean },
): Promise<FailureCount> {
  return db.transaction().execute(async (trx) => {
    const address = await countAddressFailure(trx, settings, attempt.ip, attempt.now);
    const counted = entry.countAccount ? await countPasswordFailure(trx, settings, entry.account, attempt.ip, attempt.now) : NOT_COUNTED;
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
    return { ...counted, address };
  });
}
