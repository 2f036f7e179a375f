import { badRequest, invalid } from '../lib/envelope';
import { findUserByMobile } from './account-lookup';
import { completeSignIn, normalizeTheme, recordFailure } from './complete-sign-in';
import { writeLoginLog } from './login-log';
import type { SignInResult } from './password-sign-in';
import { readSnapshot, refuseIfLocked } from './sign-in-guards';
import type { SignInAttempt, SignInServices } from './sign-in-services';
import { PHONE_RULE, useSmsCode } from './sms-codes';

/**
 * Mobile verification-code sign-in: `account` is the mobile, `code` the newest code sent to it. Wrong codes count
 * against the code (a few tries) and the client address; the account's own lock and enabled flag still apply.
 */
export async function signInWithSms(
  services: SignInServices,
  input: { mobile: string; code: string },
  attempt: SignInAttempt,
): Promise<SignInResult> {
  const { db, settings } = services;
  const { t } = attempt;
  const mobile = input.mobile.trim();
  const code = input.code.trim();
  if (mobile === '') throw invalid(t('enter-mobile'));
  if (!PHONE_RULE.test(mobile)) throw invalid(t('mobile-format'));
  if (code === '') throw invalid(t('enter-code'));

  const place = await services.geo.lookup(attempt.ip);
  const logEntry = { account: mobile, userId: null, method: 'sms' as const, place };
  await refuseIfLocked(services, attempt, await readSnapshot(services, attempt), logEntry);

  const check = await useSmsCode(db, mobile, code, settings, attempt.now);
  if (!check.ok) {
    await recordFailure(db, settings, attempt, { ...logEntry, reason: check.reason, countAccount: false });
    throw badRequest(check.reason === 'sms-wrong' ? t('sms-wrong', { left: check.left }) : t(check.reason));
  }
  const user = await findUserByMobile(db, mobile);
  if (!user) {
    // Only reachable when the mobile left its user between sending and signing in: no code goes to unknown mobiles.
    await recordFailure(db, settings, attempt, { ...logEntry, reason: 'unknown-mobile', countAccount: false });
    throw badRequest(t('bad-credentials'));
  }
  const userEntry = { ...logEntry, userId: user.id };
  await refuseIfLocked(services, attempt, await readSnapshot(services, attempt, user.account), userEntry);
  if (user.enabledMark !== 1) {
    await writeLoginLog(db, { ...userEntry, at: attempt.now, ipAddress: attempt.ip, success: false, reason: 'disabled' });
    throw badRequest(t('account-disabled'));
  }
  const session = await completeSignIn(services, user, attempt, 'sms', { typedAccount: mobile, place });
  return { token: session.token, theme: normalizeTheme(user.theme) };
}
