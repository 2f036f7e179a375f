import { badRequest, invalid } from '../lib/envelope';
import { findUserByMobile } from './account-lookup';
import { bumpCounter, readThrottle, smsAddressKey } from './login-throttle';
import type { SignInAttempt, SignInServices } from './sign-in-services';
import { issueSmsCode, PHONE_RULE, withdrawSmsCode } from './sms-codes';

const HOUR_MS = 60 * 60_000;

/**
 * Sends a sign-in code to `mobile` through the SMS provider. Unknown and disabled mobiles get the same answer and
 * the same limits as real ones, but no message, so the call tells nobody which numbers have accounts.
 */
export async function requestSmsCode(
  services: SignInServices,
  rawMobile: string,
  attempt: SignInAttempt,
): Promise<{ resendAfter: number; expiresIn: number }> {
  const { db, settings } = services;
  const { t } = attempt;
  const mobile = rawMobile.trim();
  if (mobile === '') throw invalid(t('enter-mobile'));
  if (!PHONE_RULE.test(mobile)) throw invalid(t('mobile-format'));

  const addressRule = { windowMs: HOUR_MS };
  const address = await readThrottle(db, smsAddressKey(attempt.ip), HOUR_MS, attempt.now);
  if (address.failures >= settings.smsAddressHourlyLimit) throw badRequest(t('sms-address-limit'));

  const issued = await issueSmsCode(db, mobile, settings, attempt.now);
  if (!issued.ok) {
    throw issued.reason === 'sms-wait'
      ? badRequest(t('sms-wait', { seconds: issued.seconds }), { retryAfter: issued.seconds })
      : badRequest(t('sms-daily-limit'));
  }
  await bumpCounter(db, smsAddressKey(attempt.ip), addressRule, attempt.now);

  const user = await findUserByMobile(db, mobile);
  if (user && user.enabledMark === 1) {
    const text = t('sms-text', { code: issued.code, minutes: Math.round(settings.smsCodeTtlMs / 60_000) });
    try {
      await services.sms.send(mobile, text);
    } catch (error) {
      services.log.error({ err: error, provider: services.sms.name }, 'SMS provider refused a sign-in code');
      await withdrawSmsCode(db, issued.id);
      throw badRequest(t('sms-send-failed'));
    }
  }
  return { resendAfter: Math.round(settings.smsResendMs / 1000), expiresIn: Math.round(settings.smsCodeTtlMs / 1000) };
}
