import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/database';

export const CAPTCHA_MIN_LENGTH = 4;
export const CAPTCHA_MAX_LENGTH = 6;
// Characters people confuse with each other, in either case (codes are compared case-insensitively).
const CONFUSING = '0oO1iIlLjJ';

/** Clamps a requested captcha length to 4-6; anything unreadable gets 4. */
export function clampCaptchaLength(requested: string | number): number {
  const parsed = Math.trunc(Number(requested));
  if (!Number.isFinite(parsed)) return CAPTCHA_MIN_LENGTH;
  return Math.min(CAPTCHA_MAX_LENGTH, Math.max(CAPTCHA_MIN_LENGTH, parsed));
}

/**
 * Draws a new captcha for `key` (the console's timestamp) and stores its text until `now + ttlMs`, replacing any
 * earlier one under the same key. Returns the SVG.
 */
export async function createCaptcha(db: Db, key: string, length: number, ttlMs: number, now: number): Promise<string> {
  const captcha = svgCaptcha.create({ size: length, noise: 3, color: true, ignoreChars: CONFUSING, width: 120, height: 40 });
  const code = captcha.text.toLowerCase();
  await db.deleteFrom('captcha').where('expiresAt', '<', now).execute();
  await db
    .insertInto('captcha')
    .values({ key, code, expiresAt: now + ttlMs })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ code, expiresAt: now + ttlMs }))
    .execute();
  return captcha.data;
}

/** Checks and burns the captcha under `key`: one try per image, right or wrong, so it cannot be guessed at. */
export async function consumeCaptcha(db: Db, key: string, answer: string, now: number): Promise<boolean> {
  const row = await db.deleteFrom('captcha').where('key', '=', key).returning(['code', 'expiresAt']).executeTakeFirst();
  if (!row || row.expiresAt <= now) return false;
  return row.code === answer.trim().toLowerCase();
}
