import { badRequest, invalid } from '../lib/envelope';
import { findUserByAccount } from './account-lookup';
import { consumeCaptcha } from './captcha-store';
import { clientPasswordMd5 } from './client-password';
import { completeSignIn, normalizeTheme, recordFailure, type Theme } from './complete-sign-in';
import type { FailureCount } from './failure-counters';
import { writeLoginLog } from './login-log';
import { hashPassword, md5Hex, verifyPassword } from './passwords';
import { randomToken } from '../lib/ids';
import { accountLockedError, captchaRequired, isKnownAddress, pairLockedError, readSnapshot, refuseIfLocked } from './sign-in-guards';
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

// Warn about the coming pause when this few failures are left.
const WARN_WHEN_LEFT = 3;

let dummyHash: Promise<string> | undefined;

/** An unknown account costs the same scrypt as a known one, so timing does not tell which accounts exist. */
function hashForUnknownAccount(): Promise<string> {
  dummyHash ??= hashPassword(md5Hex(randomToken()));
  return dummyHash;
}

/** The refusal after a wrong password, with the warning or the pause it brought. */
async function failureError(services: SignInServices, attempt: SignInAttempt, after: FailureCount, userId: string | null) {
  const { settings } = services;
  const { t } = attempt;
  if (after.pair.lockedUntil !== null) return pairLockedError(attempt, after.pair.lockedUntil);
  if (after.account.lockedUntil !== null && !(await isKnownAddress(services.db, userId, attempt.ip)))
    return accountLockedError(attempt, after.account.lockedUntil);
  const left = settings.pairLockAfter - after.pair.failures;
  const msg = left > 0 && left <= WARN_WHEN_LEFT ? t('bad-credentials-pair-left', { left }) : t('bad-credentials');
  return badRequest(msg, { enableVerificationCode: captchaRequired(settings, after) ? 1 : 0 });
}

/**
 * Account and password sign-in (contract section 2): lock checks, the image captcha once failures pile up, one
 * message for an unknown account and a wrong password, then the session. The password is the MD5 hex, or a JNPF
 * console's AES form of it (client-password.ts).
 */
export async function signInWithPassword(
  services: SignInServices,
  input: PasswordSignInInput,
  attempt: SignInAttempt,
): Promise<SignInResult> {
  const { db, settings } = services;
  const { t } = attempt;
  const account = input.account.trim();
  if (account === '') throw invalid(t('enter-account'));
  if (input.password === '') throw invalid(t('enter-password'));
  const md5 = clientPasswordMd5(input.password, settings.jnpfPasswordKey);
  if (md5 === undefined) throw invalid(t('password-format'));

  const place = await services.geo.lookup(attempt.ip);
  const user = await findUserByAccount(db, account);
  const logEntry = { account, userId: user?.id ?? null, method: 'password' as const, place };
  const snapshot = await readSnapshot(services, attempt, account);
  await refuseIfLocked(services, attempt, snapshot, logEntry);

  if (captchaRequired(settings, snapshot)) {
    const code = input.code.trim();
    const solved = code !== '' && input.timestamp !== '' && (await consumeCaptcha(db, input.timestamp, code, attempt.now));
    if (!solved) {
      await recordFailure(db, settings, attempt, {
        ...logEntry,
        reason: code === '' ? 'captcha-missing' : 'captcha-wrong',
        countAccount: false,
      });
      throw badRequest(t(code === '' ? 'enter-code' : 'captcha-wrong'), { enableVerificationCode: 1 });
    }
  }

  const passwordOk = await verifyPassword(md5, user?.passwordHash ?? (await hashForUnknownAccount()));
  if (!user || !passwordOk) {
    const after = await recordFailure(db, settings, attempt, {
      ...logEntry,
      reason: user ? 'wrong-password' : 'unknown-account',
      countAccount: true,
    });
    throw await failureError(services, attempt, after, user?.id ?? null);
  }
  if (user.enabledMark !== 1) {
    await writeLoginLog(db, { ...logEntry, at: attempt.now, ipAddress: attempt.ip, success: false, reason: 'disabled' });
    throw badRequest(t('account-disabled'));
  }
  const session = await completeSignIn(services, user, attempt, 'password', { typedAccount: account, place });
  return { token: session.token, theme: normalizeTheme(user.theme) };
}
