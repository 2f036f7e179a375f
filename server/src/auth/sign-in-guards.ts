import type { Db } from '../db/database';
import { badRequest } from '../lib/envelope';
import { countAddressFailure } from './failure-counters';
import { accountKey, addressKey, FREE, pairKey, readThrottle, type ThrottleState } from './login-throttle';
import { writeLoginLog, type SignInMethod } from './login-log';
import { readPair } from './pair-throttle';
import { minutesUntil, type SignInAttempt, type SignInServices } from './sign-in-services';
import type { SignInSettings } from './sign-in-settings';

export interface ThrottleSnapshot {
  account: ThrottleState;
  address: ThrottleState;
  pair: ThrottleState;
}

/** Reads the counters of an attempt; `account` may be omitted when the account is not yet known. */
export async function readSnapshot(services: SignInServices, attempt: SignInAttempt, account?: string): Promise<ThrottleSnapshot> {
  const window = services.settings.throttleWindowMs;
  const [accountState, addressState, pairState] = await Promise.all([
    account === undefined ? FREE : readThrottle(services.db, accountKey(account), window, attempt.now),
    readThrottle(services.db, addressKey(attempt.ip), window, attempt.now),
    account === undefined ? FREE : readPair(services.db, pairKey(account, attempt.ip), window, attempt.now),
  ]);
  return { account: accountState, address: addressState, pair: pairState };
}

/** True when a password sign-in must carry a solved image captcha. */
export function captchaRequired(settings: SignInSettings, snapshot: Pick<ThrottleSnapshot, 'account' | 'address'>): boolean {
  return (
    settings.captchaAlways ||
    snapshot.account.failures >= settings.accountCaptchaAfter ||
    snapshot.address.failures >= settings.addressCaptchaAfter
  );
}

/** The refusal for a locked account, saying when it unlocks (`data.unlockAt`, epoch ms). */
export function accountLockedError(attempt: SignInAttempt, lockedUntil: number) {
  return badRequest(attempt.t('account-locked', { minutes: minutesUntil(lockedUntil, attempt.now) }), { unlockAt: lockedUntil });
}

/** The refusal for an account paused at this address. */
export function pairLockedError(attempt: SignInAttempt, lockedUntil: number) {
  return badRequest(attempt.t('pair-locked', { minutes: minutesUntil(lockedUntil, attempt.now) }), { unlockAt: lockedUntil });
}

/** True when `userId` has signed in successfully from `ip` before: such an address is not shut out by an account-wide lock. */
export async function isKnownAddress(db: Db, userId: string | null, ip: string): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom('loginLog')
    .select('id')
    .where('userId', '=', userId)
    .where('success', '=', 1)
    .where('ipAddress', '=', ip.slice(0, 64))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

type LockEntry = { account: string; userId: string | null; method: SignInMethod; place: string };

/**
 * Refuses an attempt from a locked address, for an account paused at this address, or for an account locked
 * everywhere (unless this address is one it signed in from before). Refusals of a locked address are neither logged
 * nor counted: it is already locked, and logging every try would let it fill login_log. The other refusals are
 * logged and count against the address, so hammering a locked account soon locks the address as well.
 */
export async function refuseIfLocked(
  services: SignInServices,
  attempt: SignInAttempt,
  snapshot: ThrottleSnapshot,
  entry: LockEntry,
): Promise<void> {
  const { address, account, pair } = snapshot;
  if (address.lockedUntil !== null) {
    throw badRequest(attempt.t('address-locked', { minutes: minutesUntil(address.lockedUntil, attempt.now) }), {
      unlockAt: address.lockedUntil,
    });
  }
  const refuse = async (reason: 'pair-locked' | 'account-locked') => {
    await writeLoginLog(services.db, { ...entry, at: attempt.now, ipAddress: attempt.ip, success: false, reason });
    await countAddressFailure(services.db, services.settings, attempt.ip, attempt.now);
  };
  if (pair.lockedUntil !== null) {
    await refuse('pair-locked');
    throw pairLockedError(attempt, pair.lockedUntil);
  }
  if (account.lockedUntil !== null && !(await isKnownAddress(services.db, entry.userId, attempt.ip))) {
    await refuse('account-locked');
    throw accountLockedError(attempt, account.lockedUntil);
  }
}
