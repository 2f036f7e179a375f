import { sql } from 'kysely';
import type { Db } from '../db/database';
import { FREE, pairPrefix, type ThrottleState } from './login-throttle';

/**
 * One account tried from one address. After `lockAfter` failures the pair pauses for `delayMs`; every further
 * failure doubles the pause, up to `maxDelayMs`. A pair is forgotten after `windowMs` with neither a failure nor a
 * pause, so a person who mistyped yesterday starts afresh.
 */
export interface PairRule {
  windowMs: number;
  lockAfter: number;
  delayMs: number;
  maxDelayMs: number;
}

// 2^20 times any sane first pause is past every sane maximum; the cap keeps the arithmetic finite.
const MAX_DOUBLINGS = 20;

export function pairPause(rule: PairRule, failures: number): number {
  const doublings = Math.min(MAX_DOUBLINGS, Math.max(0, failures - rule.lockAfter));
  return Math.min(rule.maxDelayMs, rule.delayMs * 2 ** doublings);
}

// For pair rows window_start holds the last failure, so a pair stays alive while failures or pauses keep coming.
function isLive(row: { windowStart: number; lockedUntil: number | null }, windowMs: number, now: number): boolean {
  return row.windowStart > now - windowMs || (row.lockedUntil !== null && row.lockedUntil > now - windowMs);
}

export async function readPair(db: Db, key: string, windowMs: number, now: number): Promise<ThrottleState> {
  const row = await db.selectFrom('loginThrottle').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row || !isLive(row, windowMs, now)) return FREE;
  return {
    failures: row.failures,
    lockedUntil: row.lockedUntil !== null && row.lockedUntil > now ? row.lockedUntil : null,
    windowStart: row.windowStart,
  };
}

/** Counts one failure of the pair (one upsert, safe under concurrency) and pauses it once it has reached the rule. */
export async function bumpPair(db: Db, key: string, rule: PairRule, now: number): Promise<ThrottleState> {
  const quiet = now - rule.windowMs;
  const row = await db
    .insertInto('loginThrottle')
    .values({ key, failures: 1, windowStart: now, lockedUntil: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const live = eb.or([eb('loginThrottle.windowStart', '>', quiet), eb('loginThrottle.lockedUntil', '>', quiet)]);
        return {
          failures: eb
            .case()
            .when(live)
            .then(eb('loginThrottle.failures', '+', 1))
            .else(1)
            .end(),
          windowStart: now,
          lockedUntil: eb.case().when(live).then(eb.ref('loginThrottle.lockedUntil')).else(eb.lit(null)).end(),
        };
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (row.failures < rule.lockAfter) return { failures: row.failures, lockedUntil: null, windowStart: now };
  const until = now + pairPause(rule, row.failures);
  // Only ever lengthen: of two concurrent failures the longer pause stands.
  await db
    .updateTable('loginThrottle')
    .set({ lockedUntil: until })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', until)]))
    .execute();
  return { failures: row.failures, lockedUntil: until, windowStart: now };
}

/** How many addresses failed to sign in to `account` within the window: its live pair rows. */
export async function countFailingAddresses(db: Db, account: string, windowMs: number, now: number): Promise<number> {
  const prefix = pairPrefix(account);
  const row = await db
    .selectFrom('loginThrottle')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    // substr rather than LIKE: the prefix holds % escapes, and this compares bytes on both databases.
    .where(sql<string>`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix)
    .where((eb) => eb.or([eb('windowStart', '>', now - windowMs), eb('lockedUntil', '>', now - windowMs)]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Forgets every pair of `account` (an administrator lifted its lock). */
export async function clearPairs(db: Db, account: string): Promise<void> {
  const prefix = pairPrefix(account);
  await db
    .deleteFrom('loginThrottle')
    .where(sql<string>`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix)
    .execute();
}
