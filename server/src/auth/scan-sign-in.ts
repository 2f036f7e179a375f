import { badRequest } from '../lib/envelope';
import { completeSignIn } from './complete-sign-in';
import { writeLoginLog } from './login-log';
import { pollScanTicket, SCAN_DONE } from './scan-tickets';
import type { SignInAttempt, SignInServices } from './sign-in-services';

export interface ScanStatus {
  status: number;
  /** The token, on the one poll that completes the sign-in; empty otherwise. */
  value: string;
}

/**
 * The console's poll of a scan ticket. The session is opened here, on the one poll that consumes a confirmed
 * ticket, rather than when the phone confirms: so it records the console's address and browser, and no token
 * ever rests in the database waiting to be collected.
 */
export async function pollScanSignIn(services: SignInServices, ticket: string, attempt: SignInAttempt): Promise<ScanStatus> {
  const polled = await pollScanTicket(services.db, ticket, attempt.now);
  if (!polled.ok) throw badRequest(attempt.t(polled.problem));
  if (polled.status !== SCAN_DONE || polled.userId === undefined) return { status: polled.status, value: '' };

  const user = await services.db
    .selectFrom('users')
    .select(['id', 'account', 'enabledMark'])
    .where('id', '=', polled.userId)
    .executeTakeFirst();
  const place = await services.geo.lookup(attempt.ip);
  if (!user || user.enabledMark !== 1) {
    await writeLoginLog(services.db, {
      userId: polled.userId,
      account: user?.account ?? '',
      at: attempt.now,
      ipAddress: attempt.ip,
      place,
      method: 'scan',
      success: false,
      reason: 'disabled',
    });
    throw badRequest(attempt.t('account-disabled'));
  }
  const session = await completeSignIn(services, user, attempt, 'scan', { typedAccount: user.account, place, origin: 'scan' });
  return { status: SCAN_DONE, value: session.token };
}
