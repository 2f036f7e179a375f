import type { Db } from '../db/database';
import { throttleAddress } from './client-address';

/**
 * Counters live in login_throttle under these keys, so they survive restarts and serve every server process.
 * Addresses are counted as `throttleAddress` gives them (an IPv6 client as its /64). Accounts are URI-encoded in
 * pair keys so that no account name can reach into another's prefix.
 */
export const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${throttleAddress(ip)}`;
export const smsAddressKey = (ip: string) => `sms-ip:${throttleAddress(ip)}`;
export const captchaAddressKey = (ip: string) => `captcha-ip:${throttleAddress(ip)}`;
export const scanAddressKey = (ip: string) => `scan-ip:${throttleAddress(ip)}`;
export const pairPrefix = (account: string) => `pair:${encodeURIComponent(account.trim().toLowerCase())}|`;
export const pairKey = (account: string, ip: string) => `${pairPrefix(account)}${throttleAddress(ip)}`;

export interface CounterRule {
  windowMs: number;
  /** Count at which the key is locked; undefined never locks. */
  lockAfter?: number;
  lockMs?: number;
}

export interface ThrottleState {
  /** Failures in the current window (0 when the window or the lock has run out). */
  failures: number;
  /** When the current lock ends, or null when the key is not locked now. */
  lockedUntil: number | null;
  /** When the current window began (null when there is none): a window of N per hour ends an hour after it. */
  windowStart: number | null;
}

export const FREE: ThrottleState = { failures: 0, lockedUntil: null, windowStart: null };
// Rows untouched for a day are of no use to any rule (the longest window is an hour, the longest lock a few).
const PURGE_AFTER_MS = 24 * 60 * 60_000;

/** The state of `key` at `now`: a window that has run out, or a lock that has ended, counts as nothing. */
export async function readThrottle(db: Db, key: string, windowMs: number, now: number): Promise<ThrottleState> {
  const row = await db.selectFrom('loginThrottle').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return FREE;
  if (row.lockedUntil !== null)
    return row.lockedUntil > now ? { failures: row.failures, lockedUntil: row.lockedUntil, windowStart: row.windowStart } : FREE;
  return row.windowStart > now - windowMs ? { failures: row.failures, lockedUntil: null, windowStart: row.windowStart } : FREE;
}

/**
 * Adds one to the counter of `key` (starting a new window when the old one or its lock has run out) and locks it
 * when it reaches `rule.lockAfter`. One upsert, so concurrent failures on either database are all counted.
 */
export async function bumpCounter(db: Db, key: string, rule: CounterRule, now: number): Promise<ThrottleState> {
  const cutoff = now - rule.windowMs;
  await db
    .insertInto('loginThrottle')
    .values({ key, failures: 1, windowStart: now, lockedUntil: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const live = eb.or([
          eb('loginThrottle.lockedUntil', '>', now),
          eb.and([eb('loginThrottle.lockedUntil', 'is', null), eb('loginThrottle.windowStart', '>', cutoff)]),
        ]);
        return {
          failures: eb
            .case()
            .when(live)
            .then(eb('loginThrottle.failures', '+', 1))
            .else(1)
            .end(),
          windowStart: eb.case().when(live).then(eb.ref('loginThrottle.windowStart')).else(now).end(),
          lockedUntil: eb.case().when(live).then(eb.ref('loginThrottle.lockedUntil')).else(eb.lit(null)).end(),
        };
      }),
    )
    .execute();
  if (rule.lockAfter !== undefined) await lockWhenReached(db, key, rule.lockAfter, now + (rule.lockMs ?? rule.windowMs));
  return readThrottle(db, key, rule.windowMs, now);
}

/** Locks `key` until `until` when its count has reached `count` and it is not locked yet. */
export async function lockWhenReached(db: Db, key: string, count: number, until: number): Promise<void> {
  await db
    .updateTable('loginThrottle')
    .set({ lockedUntil: until })
    .where('key', '=', key)
    .where('failures', '>=', count)
    .where('lockedUntil', 'is', null)
    .execute();
}

/** Forgets `key` (a successful sign-in resets its account). */
export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/** Drops rows no rule can still read, so the table holds one day's worth of attackers at most. */
export async function purgeThrottle(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('loginThrottle')
    .where('windowStart', '<', now - PURGE_AFTER_MS)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .execute();
}
