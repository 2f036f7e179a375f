import type { Db } from '../db/database';
import { purgeThrottle } from './login-throttle';
import { purgeScanTickets } from './scan-tickets';
import { purgeEndedSessions } from './sessions';

/**
 * Hard bounds of the tables anonymous callers write to (issue 15: every store has a bound or an expiry). Each also
 * expires on its own (captchas after 5 minutes, scan tickets 10 minutes after expiry, counters after a day) and every
 * address is limited per hour, so the caps only bite under an attack from very many addresses; then the oldest
 * rows go first. Between two sweeps a table may pass its cap by what the hourly limits let through in a minute.
 */
export const SIGN_IN_TABLE_LIMITS = { throttleRows: 100_000, captchaRows: 10_000, scanTicketRows: 10_000 };
export type SignInTableLimits = typeof SIGN_IN_TABLE_LIMITS;
export const SWEEP_INTERVAL_MS = 60_000;

async function countRows(db: Db, table: 'loginThrottle' | 'captcha' | 'scanTicket'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Deletes the `excess` oldest unlocked counters; a locked key stays so that flooding cannot lift a lock. */
async function capThrottle(db: Db, now: number, max: number): Promise<void> {
  const excess = (await countRows(db, 'loginThrottle')) - max;
  if (excess <= 0) return;
  const oldest = db
    .selectFrom('loginThrottle')
    .select('key')
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now)]))
    .orderBy('windowStart')
    .limit(excess);
  await db.deleteFrom('loginThrottle').where('key', 'in', oldest).execute();
}

async function capCaptchas(db: Db, now: number, max: number): Promise<void> {
  await db.deleteFrom('captcha').where('expiresAt', '<', now).execute();
  const excess = (await countRows(db, 'captcha')) - max;
  if (excess <= 0) return;
  await db.deleteFrom('captcha').where('key', 'in', db.selectFrom('captcha').select('key').orderBy('expiresAt').limit(excess)).execute();
}

async function capScanTickets(db: Db, now: number, max: number): Promise<void> {
  await purgeScanTickets(db, now);
  const excess = (await countRows(db, 'scanTicket')) - max;
  if (excess <= 0) return;
  await db
    .deleteFrom('scanTicket')
    .where('id', 'in', db.selectFrom('scanTicket').select('id').orderBy('createdAt').limit(excess))
    .execute();
}

/** One pass over the sign-in tables: expired rows out, then each table back under its cap; week-old ended sessions go too. */
export async function sweepSignInTables(db: Db, now = Date.now(), limits: SignInTableLimits = SIGN_IN_TABLE_LIMITS): Promise<void> {
  await purgeThrottle(db, now);
  await capThrottle(db, now, limits.throttleRows);
  await capCaptchas(db, now, limits.captchaRows);
  await capScanTickets(db, now, limits.scanTicketRows);
  await purgeEndedSessions(db, now);
}
