import type { Db } from '../db/database';
import {
  accountKey,
  addressKey,
  bumpCounter,
  FREE,
  lockWhenReached,
  pairKey,
  type CounterRule,
  type ThrottleState,
} from './login-throttle';
import { bumpPair, countFailingAddresses, type PairRule } from './pair-throttle';
import type { SignInSettings } from './sign-in-settings';

/** The three counters one sign-in attempt touches. */
export interface FailureCount {
  /** The account everywhere: captcha after a few failures, an account-wide lock only when they come from many addresses. */
  account: ThrottleState;
  /** The client address, whatever the account: captcha, then a lock. */
  address: ThrottleState;
  /** This account from this address: growing pauses. */
  pair: ThrottleState;
}

export function accountRule(settings: SignInSettings): CounterRule {
  // No lockAfter: the account-wide lock also needs failures from several addresses (lockAccountIfSpread).
  return { windowMs: settings.throttleWindowMs };
}

export function addressRule(settings: SignInSettings): CounterRule {
  return { windowMs: settings.throttleWindowMs, lockAfter: settings.addressLockAfter, lockMs: settings.lockMs };
}

export function pairRule(settings: SignInSettings): PairRule {
  return {
    windowMs: settings.throttleWindowMs,
    lockAfter: settings.pairLockAfter,
    delayMs: settings.pairDelayMs,
    maxDelayMs: settings.pairDelayMaxMs,
  };
}

/**
 * Locks the account everywhere except at addresses it signed in from before, once it has failed
 * `accountLockAfter` times from `accountLockAddresses` different addresses: one address alone, however busy,
 * only pauses its own pair and is locked as an address.
 */
async function lockAccountIfSpread(
  db: Db,
  settings: SignInSettings,
  account: string,
  state: ThrottleState,
  now: number,
): Promise<ThrottleState> {
  if (state.lockedUntil !== null || state.failures < settings.accountLockAfter) return state;
  const addresses = await countFailingAddresses(db, account, settings.throttleWindowMs, now);
  if (addresses < settings.accountLockAddresses) return state;
  const until = now + settings.lockMs;
  await lockWhenReached(db, accountKey(account), settings.accountLockAfter, until);
  return { ...state, lockedUntil: until };
}

/** Counts a wrong password for `account` from `ip`: the pair, the account (with its spread lock); not the address. */
export async function countPasswordFailure(
  db: Db,
  settings: SignInSettings,
  account: string,
  ip: string,
  now: number,
): Promise<Omit<FailureCount, 'address'>> {
  const pair = await bumpPair(db, pairKey(account, ip), pairRule(settings), now);
  const counted = await bumpCounter(db, accountKey(account), accountRule(settings), now);
  return { pair, account: await lockAccountIfSpread(db, settings, account, counted, now) };
}

/** Counts a refused attempt against the client address only (wrong SMS code, missing captcha, a locked account). */
export async function countAddressFailure(db: Db, settings: SignInSettings, ip: string, now: number): Promise<ThrottleState> {
  return bumpCounter(db, addressKey(ip), addressRule(settings), now);
}

export const NOT_COUNTED: Omit<FailureCount, 'address'> = { account: FREE, pair: FREE };
