import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { newId, randomDigits } from '../lib/ids';
import type { SignInSettings } from './sign-in-settings';

/** The phone rule of seed 000 section 5: 11 digits, first 1, second 3-9. */
export const PHONE_RULE = /^1[3-9]\d{9}$/;

const PURPOSE = 'login';
const DAY_MS = 24 * 60 * 60_000;

type SmsLimits = Pick<SignInSettings, 'smsCodeLength' | 'smsCodeTtlMs' | 'smsResendMs' | 'smsDailyLimit' | 'smsMaxAttempts'>;

export type IssueResult =
  { ok: true; id: string; code: string } | { ok: false; reason: 'sms-wait'; seconds: number } | { ok: false; reason: 'sms-daily-limit' };

/**
 * Creates a sign-in code for `mobile` unless one was created in the last `smsResendMs` or the mobile has had
 * `smsDailyLimit` codes in the last 24 hours. Only the newest code of a mobile is ever accepted.
 */
export async function issueSmsCode(db: Db, mobile: string, limits: SmsLimits, now: number): Promise<IssueResult> {
  // Codes older than a day count toward nothing; dropping them all keeps guessed numbers from piling up.
  await db
    .deleteFrom('smsCode')
    .where('createdAt', '<', now - DAY_MS)
    .execute();
  const recent = await db
    .selectFrom('smsCode')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('createdAt').as('latest')])
    .where('mobile', '=', mobile)
    .where('purpose', '=', PURPOSE)
    .where('createdAt', '>', now - DAY_MS)
    .executeTakeFirst();
  const latest = recent?.latest === null || recent?.latest === undefined ? undefined : Number(recent.latest);
  if (latest !== undefined && latest > now - limits.smsResendMs) {
    return { ok: false, reason: 'sms-wait', seconds: Math.ceil((latest + limits.smsResendMs - now) / 1000) };
  }
  if (Number(recent?.count ?? 0) >= limits.smsDailyLimit) return { ok: false, reason: 'sms-daily-limit' };
  const id = newId();
  const code = randomDigits(limits.smsCodeLength);
  await db
    .insertInto('smsCode')
    .values({ id, mobile, code, purpose: PURPOSE, createdAt: now, expiresAt: now + limits.smsCodeTtlMs, usedAt: null, attempts: 0 })
    .execute();
  return { ok: true, id, code };
}

/** Withdraws a code that could not be delivered, so it neither blocks a retry nor counts toward the day. */
export async function withdrawSmsCode(db: Db, id: string): Promise<void> {
  await db.deleteFrom('smsCode').where('id', '=', id).execute();
}

export type CheckResult =
  | { ok: true }
  | { ok: false; reason: 'sms-none' | 'sms-used' | 'sms-expired' | 'sms-exhausted' }
  | { ok: false; reason: 'sms-wrong'; left: number };

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks `code` against the newest code of `mobile` and uses it up on success; wrong tries are counted. */
export async function useSmsCode(db: Db, mobile: string, code: string, limits: SmsLimits, now: number): Promise<CheckResult> {
  const row = await db
    .selectFrom('smsCode')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', PURPOSE)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'sms-none' };
  if (row.usedAt !== null) return { ok: false, reason: sameCode(row.code, code) ? 'sms-used' : 'sms-none' };
  if (row.expiresAt <= now) return { ok: false, reason: 'sms-expired' };
  if (row.attempts >= limits.smsMaxAttempts) return { ok: false, reason: 'sms-exhausted' };
  if (!sameCode(row.code, code)) {
    await db
      .updateTable('smsCode')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    const left = limits.smsMaxAttempts - row.attempts - 1;
    return left > 0 ? { ok: false, reason: 'sms-wrong', left } : { ok: false, reason: 'sms-exhausted' };
  }
  // Conditional update: of two concurrent sign-ins with the same code only one wins.
  const used = await db
    .updateTable('smsCode')
    .set({ usedAt: now })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .where('attempts', '<', limits.smsMaxAttempts)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? { ok: true } : { ok: false, reason: 'sms-used' };
}
