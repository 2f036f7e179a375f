import type { Db } from '../db/database';
import { randomToken } from '../lib/ids';

export const SCAN_WAITING = 0;
export const SCAN_SCANNED = 1;
export const SCAN_DONE = 2;
export const SCAN_EXPIRED = -1;

// The console polls every second; a confirmation just before expiry can still be picked up this long after.
const PICKUP_GRACE_MS = 30_000;
// An ended ticket answers 'expired' or 'consumed' this long, then 'unknown'; the row is gone.
const PURGE_AFTER_MS = 10 * 60_000;

export type ScanProblem = 'scan-unknown' | 'scan-expired' | 'scan-consumed' | 'scan-confirmed' | 'scan-other-user';

/** Opens a ticket for the QR code; it is waiting until a signed-in phone scans and confirms it. */
export async function createScanTicket(db: Db, ttlMs: number, now: number): Promise<string> {
  await purgeScanTickets(db, now);
  const id = randomToken(24);
  await db
    .insertInto('scanTicket')
    .values({ id, status: SCAN_WAITING, userId: null, token: null, createdAt: now, expiresAt: now + ttlMs, consumedAt: null })
    .execute();
  return id;
}

/** Drops tickets that ended more than PURGE_AFTER_MS ago. */
export async function purgeScanTickets(db: Db, now: number): Promise<void> {
  await db
    .deleteFrom('scanTicket')
    .where('expiresAt', '<', now - PURGE_AFTER_MS)
    .execute();
}

export type PollResult = { ok: true; status: number; userId?: string } | { ok: false; problem: ScanProblem };

/**
 * The console's poll. A confirmed ticket is consumed by exactly one poll, which then gets the user to sign in;
 * every later poll is refused. A waiting or scanned ticket past its expiry turns -1.
 */
export async function pollScanTicket(db: Db, id: string, now: number): Promise<PollResult> {
  const row = await db.selectFrom('scanTicket').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return { ok: false, problem: 'scan-unknown' };
  if (row.consumedAt !== null) return { ok: false, problem: 'scan-consumed' };
  if (row.status === SCAN_DONE && row.userId !== null) {
    if (row.expiresAt + PICKUP_GRACE_MS <= now) return { ok: true, status: SCAN_EXPIRED };
    const taken = await db
      .updateTable('scanTicket')
      .set({ consumedAt: now })
      .where('id', '=', id)
      .where('status', '=', SCAN_DONE)
      .where('consumedAt', 'is', null)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1
      ? { ok: true, status: SCAN_DONE, userId: row.userId }
      : { ok: false, problem: 'scan-consumed' };
  }
  if (row.status !== SCAN_EXPIRED && row.expiresAt <= now) {
    await db
      .updateTable('scanTicket')
      .set({ status: SCAN_EXPIRED })
      .where('id', '=', id)
      .where('status', 'in', [SCAN_WAITING, SCAN_SCANNED])
      .execute();
    return { ok: true, status: SCAN_EXPIRED };
  }
  return { ok: true, status: row.status };
}

/** Why a phone's move on ticket `id` by `userId` was refused. */
async function diagnose(db: Db, id: string, userId: string, now: number): Promise<ScanProblem> {
  const row = await db.selectFrom('scanTicket').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return 'scan-unknown';
  if (row.consumedAt !== null) return 'scan-consumed';
  if (row.status === SCAN_DONE) return 'scan-confirmed';
  if (row.status === SCAN_EXPIRED || row.expiresAt <= now) return 'scan-expired';
  if (row.userId !== null && row.userId !== userId) return 'scan-other-user';
  return 'scan-unknown';
}

/**
 * Moves a live ticket that nobody else has scanned to `status` for `userId`: 1 scanned, 2 confirmed, -1 cancelled.
 * A single conditional update, so a ticket is confirmed once whatever the concurrency.
 */
export async function advanceScanTicket(db: Db, id: string, userId: string, status: number, now: number): Promise<ScanProblem | undefined> {
  const result = await db
    .updateTable('scanTicket')
    .set({ status, userId })
    .where('id', '=', id)
    .where('status', 'in', [SCAN_WAITING, SCAN_SCANNED])
    .where('expiresAt', '>', now)
    .where('consumedAt', 'is', null)
    .where((eb) => eb.or([eb('userId', 'is', null), eb('userId', '=', userId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? undefined : diagnose(db, id, userId, now);
}
