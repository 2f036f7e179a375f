import { badRequest } from '../lib/envelope';
import { accountKey, addressKey, readThrottle, type ThrottleState } from './login-throttle';
import { writeLoginLog, type SignInMethod } from './login-log';
import { minutesUntil, type SignInAttempt, type SignInServices } from './sign-in-services';
import type { SignInSettings } from './sign-in-settings';

export interface ThrottleSnapshot {
  account: ThrottleState;
  address: ThrottleState;
}

/** Reads both counters of an attempt; `account` may be omitted when the account is not yet known. */
export async function readSnapshot(services: SignInServices, attempt: SignInAttempt, account?: string): Promise<ThrottleSnapshot> {
  const window = services.settings.throttleWindowMs;
  const [accountState, addressState] = await Promise.all([
    account === undefined ? Promise.resolve({ failures: 0, lockedUntil: null }) : readThrottle(services.db, accountKey(account), window, attempt.now),
    readThrottle(services.db, addressKey(attempt.ip), window, attempt.now),
  ]);
  return { account: accountState, address: addressState };
}

/** True when a password sign-in must carry a solved image captcha. */
export function captchaRequired(settings: SignInSettings, snapshot: ThrottleSnapshot): boolean {
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

/** Refuses (and logs) an attempt from a locked address or for a locked account. */
export async function refuseIfLocked(
  services: SignInServices,
  attempt: SignInAttempt,
  snapshot: ThrottleSnapshot,
  entry: { account: string; userId: string | null; method: SignInMethod; place: string },
): Promise<void> {
  const { address, account } = snapshot;
  if (address.lockedUntil === null && account.lockedUntil === null) return;
  await writeLoginLog(services.db, {
    ...entry,
    at: attempt.now,
    ipAddress: attempt.ip,
    success: false,
    reason: address.lockedUntil !== null ? 'address-locked' : 'account-locked',
  });
  if (address.lockedUntil !== null) {
    throw badRequest(attempt.t('address-locked', { minutes: minutesUntil(address.lockedUntil, attempt.now) }), { unlockAt: address.lockedUntil });
  }
  if (account.lockedUntil !== null) throw accountLockedError(attempt, account.lockedUntil);
}
