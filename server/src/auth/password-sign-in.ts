import { badRequest, invalid } from '../lib/envelope';
import { findUserByAccount } from './account-lookup';
import { consumeCaptcha } from './captcha-store';
import { completeSignIn, normalizeTheme, recordFailure, type Theme } from './complete-sign-in';
import { writeLoginLog } from './login-log';
import { hashPassword, md5Hex, MD5_HEX, verifyPassword } from './passwords';
import { randomToken } from '../lib/ids';
import { accountLockedError, captchaRequired, readSnapshot, refuseIfLocked } from './sign-in-guards';
import type { SignInAttempt, SignInServices } from './sign-in-services';

export interface PasswordSignInInput {
  account: string;
  password: string;
  code: string;
  timestamp: string;
}

export interface SignInResult {
  token: string;
  theme: Theme;
}

// Warn about the coming lock when this few failures are left.
const WARN_WHEN_LEFT = 3;

let dummyHash: Promise<string> | undefined;

/** An unknown account costs the same scrypt as a known one, so timing does not tell which accounts exist. */
function hashForUnknownAccount(): Promise<string> {
  dummyHash ??= hashPassword(md5Hex(randomToken()));
  return dummyHash;
}

/**
 * Account and password sign-in (contract section 2): lock checks, the image captcha once failures pile up, one
 * message for an unknown account and a wrong password, then the session.
 */
export async function signInWithPassword(services: SignInServices, input: PasswordSignInInput, attempt: SignInAttempt): Promise<SignInResult> {
  const { db, settings } = services;
  const { t } = attempt;
  const account = input.account.trim();
  if (account === '') throw invalid(t('enter-account'));
  if (input.password === '') throw invalid(t('enter-password'));
  if (!MD5_HEX.test(input.password)) throw invalid(t('password-format'));

  const place = await services.geo.lookup(attempt.ip);
  const logEntry = { account, userId: null, method: 'password' as const, place };
  const snapshot = await readSnapshot(services, attempt, account);
  await refuseIfLocked(services, attempt, snapshot, logEntry);

  if (captchaRequired(settings, snapshot)) {
    const code = input.code.trim();
    const solved = code !== '' && input.timestamp !== '' && (await consumeCaptcha(db, input.timestamp, code, attempt.now));
    if (!solved) {
      await writeLoginLog(db, { ...logEntry, at: attempt.now, ipAddress: attempt.ip, success: false, reason: code === '' ? 'captcha-missing' : 'captcha-wrong' });
      throw badRequest(t(code === '' ? 'enter-code' : 'captcha-wrong'), { enableVerificationCode: 1 });
    }
  }

  const user = await findUserByAccount(db, account);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await hashForUnknownAccount()));
  if (!user || !passwordOk) {
    const after = await recordFailure(db, settings, attempt, {
      ...logEntry,
      userId: user?.id ?? null,
      reason: user ? 'wrong-password' : 'unknown-account',
      countAccount: true,
    });
    if (after.account.lockedUntil !== null) throw accountLockedError(attempt, after.account.lockedUntil);
    const left = settings.accountLockAfter - after.account.failures;
    const msg = left <= WARN_WHEN_LEFT ? t('bad-credentials-left', { left, minutes: Math.round(settings.lockMs / 60_000) }) : t('bad-credentials');
    throw badRequest(msg, { enableVerificationCode: captchaRequired(settings, after) ? 1 : 0 });
  }
  if (user.enabledMark !== 1) {
    await writeLoginLog(db, { ...logEntry, userId: user.id, at: attempt.now, ipAddress: attempt.ip, success: false, reason: 'disabled' });
    throw badRequest(t('account-disabled'));
  }
  const session = await completeSignIn(services, user, attempt, 'password', { typedAccount: account, place });
  return { token: session.token, theme: normalizeTheme(user.theme) };
}
