import { badRequest } from '../lib/envelope';
import { bumpCounter, captchaAddressKey, scanAddressKey } from './login-throttle';
import { minutesUntil, type SignInAttempt, type SignInServices } from './sign-in-services';

const HOUR_MS = 60 * 60_000;

const KINDS = {
  captcha: { key: captchaAddressKey, limit: 'captchaAddressHourlyLimit', message: 'captcha-address-limit' },
  scan: { key: scanAddressKey, limit: 'scanAddressHourlyLimit', message: 'scan-address-limit' },
} as const;

/**
 * Counts one anonymous request of `kind` (a captcha image, a scan ticket) from the caller's address and refuses it
 * past the hourly limit, so nobody can fill those tables from one place. Counted first, then judged: one upsert,
 * exact under concurrency; refused requests count too but never extend the hour.
 */
export async function takeAddressAllowance(services: SignInServices, attempt: SignInAttempt, kind: keyof typeof KINDS): Promise<void> {
  const { key, limit, message } = KINDS[kind];
  const state = await bumpCounter(services.db, key(attempt.ip), { windowMs: HOUR_MS }, attempt.now);
  if (state.failures <= services.settings[limit]) return;
  const retryAt = (state.windowStart ?? attempt.now) + HOUR_MS;
  throw badRequest(attempt.t(message, { minutes: minutesUntil(retryAt, attempt.now) }), {
    retryAfter: Math.ceil((retryAt - attempt.now) / 1000),
  });
}
