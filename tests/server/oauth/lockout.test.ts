import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { createUser, inject, latestLoginLog, login, PASSWORD, solveCaptcha, tokenFor } from './support/sign-in-fixtures';

let ctx: TestContext;
let adminToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
  ids.chief = await createUser(ctx.database.db, { account: 'chief', isAdministrator: true });
  for (const account of ['pair01', 'spread01', 'single01', 'unlock01', 'plain01', 'six01'])
    ids[account] = await createUser(ctx.database.db, { account });
  adminToken = await tokenFor(ctx.app, 'chief', PASSWORD, { remoteAddress: '10.49.0.1' });
});

afterAll(async () => {
  await ctx.close();
});

const en = (remoteAddress: string) => ({ remoteAddress, language: 'en' });

/** A sign-in that solves the captcha (needed once an account has 3 failures), so only the password decides. */
async function signInWithCaptcha(account: string, password: string, remoteAddress: string) {
  const timestamp = `t-${account}-${remoteAddress.replace(/[^0-9a-z]/gi, '_')}-${Math.random().toString(36).slice(2)}`;
  const code = await solveCaptcha(ctx.app, ctx.database.db, timestamp, { remoteAddress });
  return (await login(ctx.app, { account, password, code, timestamp }, en(remoteAddress))).body;
}

async function throttleRow(key: string) {
  return ctx.database.db.selectFrom('loginThrottle').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Moves a pause into the past, as if its minutes had gone by. */
async function endPause(key: string) {
  await ctx.database.db
    .updateTable('loginThrottle')
    .set({ lockedUntil: Date.now() - 1, windowStart: Date.now() - 60_000 })
    .where('key', '=', key)
    .execute();
}

async function sessionCount(userId: string) {
  const row = await ctx.database.db
    .selectFrom('session')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('one account from one address', () => {
  it('warns, pauses after 5 failures, doubles the pause each time, and leaves other addresses alone', async () => {
    const ip = '10.40.0.1';
    const bodies = [];
    for (let n = 1; n <= 5; n += 1) bodies.push(await signInWithCaptcha('pair01', 'wrong', ip));
    expect(bodies.map((body) => body.msg)).toEqual([
      'The account or password is wrong',
      'The account or password is wrong; 3 more failures pause sign-in to this account from this network',
      'The account or password is wrong; 2 more failures pause sign-in to this account from this network',
      'The account or password is wrong; 1 more failures pause sign-in to this account from this network',
      'Too many failed sign-ins for this account from this network, try again in 1 minutes',
    ]);
    const firstPause = (bodies[4]?.data as { unlockAt: number }).unlockAt - Date.now();
    expect(firstPause).toBeGreaterThan(50_000);
    expect(firstPause).toBeLessThanOrEqual(60_000);

    // Paused: the right password from this address is refused, logged, and opens no session.
    const refused = await signInWithCaptcha('pair01', PASSWORD, ip);
    expect(refused).toMatchObject({
      code: 400,
      msg: 'Too many failed sign-ins for this account from this network, try again in 1 minutes',
    });
    expect((await latestLoginLog(ctx.database.db)).reason).toBe('pair-locked');
    expect(await sessionCount(ids.pair01 as string)).toBe(0);
    expect((await throttleRow('pair:pair01|10.40.0.1'))?.failures).toBe(5);

    // The pause grows: 2 minutes after the next failure, then 4.
    await endPause('pair:pair01|10.40.0.1');
    const second = await signInWithCaptcha('pair01', 'wrong', ip);
    expect(second.msg).toBe('Too many failed sign-ins for this account from this network, try again in 2 minutes');
    await endPause('pair:pair01|10.40.0.1');
    const third = await signInWithCaptcha('pair01', 'wrong', ip);
    expect(third.msg).toBe('Too many failed sign-ins for this account from this network, try again in 4 minutes');

    // The person at their own desk is not locked out by what happens at 10.40.0.1.
    const elsewhere = await signInWithCaptcha('pair01', PASSWORD, '10.40.0.2');
    expect(elsewhere.code).toBe(200);
    expect(await sessionCount(ids.pair01 as string)).toBe(1);
  });

  it('counts an IPv6 client by its /64, so stepping through addresses does not reset the count', async () => {
    for (let n = 1; n <= 4; n += 1) await signInWithCaptcha('six01', 'wrong', `2001:db8:40:1::${n}`);
    const fifth = await signInWithCaptcha('six01', 'wrong', '2001:db8:40:1:ffff::9');
    expect(fifth.msg).toBe('Too many failed sign-ins for this account from this network, try again in 1 minutes');
    expect((await throttleRow('ip:2001:db8:40:1::/64'))?.failures).toBe(5);
    const otherNetwork = await signInWithCaptcha('six01', PASSWORD, '2001:db8:40:2::1');
    expect(otherNetwork.code).toBe(200);
  });
});

describe('the account-wide lock', () => {
  it('comes only from many failures from many addresses, spares known addresses, and a sign-in there lifts it', async () => {
    expect((await signInWithCaptcha('spread01', PASSWORD, '10.41.0.100')).code).toBe(200);
    // An attacker spreads 20 wrong passwords over four addresses (5 each, the most before each pair pauses).
    let last: { code: number; msg: string; data?: unknown } = { code: 0, msg: '' };
    for (let a = 1; a <= 4; a += 1) for (let n = 1; n <= 5; n += 1) last = await signInWithCaptcha('spread01', 'wrong', `10.41.0.${a}`);
    expect(last.code).toBe(400);
    const account = await throttleRow('account:spread01');
    expect(account?.failures).toBe(20);
    expect(account?.lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000);

    // A new address is refused even with the right password, and nothing is opened.
    const stranger = await signInWithCaptcha('spread01', PASSWORD, '10.41.0.50');
    expect(stranger).toMatchObject({ code: 400, msg: 'Too many failed sign-ins: the account is locked, try again in 15 minutes' });
    expect((stranger.data as { unlockAt: number }).unlockAt).toBe(account?.lockedUntil);
    expect((await latestLoginLog(ctx.database.db)).reason).toBe('account-locked');
    expect(await sessionCount(ids.spread01 as string)).toBe(1);

    // The address the person signed in from before still works, and lifts the lock for everyone.
    expect((await signInWithCaptcha('spread01', PASSWORD, '10.41.0.100')).code).toBe(200);
    expect(await throttleRow('account:spread01')).toBeUndefined();
    const afterwards = await login(ctx.app, { account: 'spread01', password: PASSWORD }, en('10.41.0.50'));
    expect(afterwards.body.code).toBe(200);
  });

  it('is never set by one address alone, however many failures it has', async () => {
    const now = Date.now();
    await ctx.database.db
      .insertInto('loginThrottle')
      .values({ key: 'account:single01', failures: 40, windowStart: now - 60_000, lockedUntil: null })
      .execute();
    await ctx.database.db
      .insertInto('loginThrottle')
      .values({ key: 'pair:single01|10.42.0.1', failures: 2, windowStart: now - 60_000, lockedUntil: null })
      .execute();
    const body = await signInWithCaptcha('single01', 'wrong', '10.42.0.1');
    expect(body.msg).toBe('The account or password is wrong; 2 more failures pause sign-in to this account from this network');
    expect((await throttleRow('account:single01'))?.lockedUntil).toBeNull();
    expect((await signInWithCaptcha('single01', PASSWORD, '10.42.0.2')).code).toBe(200);
  });
});

describe('PUT /api/permission/Users/{id}/Actions/Unlock', () => {
  const unlock = (id: string, token?: string) =>
    inject(ctx.app, {
      method: 'PUT',
      url: `/api/permission/Users/${id}/Actions/Unlock`,
      headers: { 'accept-language': 'en', ...(token ? { authorization: token } : {}) },
    });

  async function lockUnlock01() {
    const until = Date.now() + 15 * 60_000;
    await ctx.database.db.deleteFrom('loginThrottle').where('key', 'like', '%unlock01%').execute();
    await ctx.database.db
      .insertInto('loginThrottle')
      .values([
        { key: 'account:unlock01', failures: 25, windowStart: Date.now(), lockedUntil: until },
        { key: 'pair:unlock01|10.43.0.1', failures: 6, windowStart: Date.now(), lockedUntil: until },
      ])
      .execute();
  }

  it('lets an administrator lift the lock and the pauses', async () => {
    await lockUnlock01();
    expect((await login(ctx.app, { account: 'unlock01', password: PASSWORD }, en('10.43.0.1'))).body.code).toBe(400);
    const { body } = await unlock(ids.unlock01 as string, adminToken);
    expect(body).toEqual({ code: 200, msg: "The account's sign-in lock has been lifted", data: { wasLocked: true } });
    expect(await throttleRow('account:unlock01')).toBeUndefined();
    expect(await throttleRow('pair:unlock01|10.43.0.1')).toBeUndefined();
    expect((await login(ctx.app, { account: 'unlock01', password: PASSWORD }, en('10.43.0.1'))).body.code).toBe(200);
    expect((await unlock(ids.unlock01 as string, adminToken)).body.data).toEqual({ wasLocked: false });
  });

  it('refuses anyone else, an unknown user and a missing sign-in, and changes nothing', async () => {
    await lockUnlock01();
    const userToken = await tokenFor(ctx.app, 'plain01', PASSWORD, { remoteAddress: '10.43.0.9' });
    expect((await unlock(ids.unlock01 as string, userToken)).body).toEqual({ code: 403, msg: 'Only administrators can do this' });
    expect((await unlock(ids.unlock01 as string)).body.code).toBe(602);
    expect((await unlock('no-such-user', adminToken)).body).toEqual({ code: 404, msg: 'No such user' });
    expect((await unlock('x'.repeat(65), adminToken)).body.code).toBe(401);
    expect((await throttleRow('account:unlock01'))?.failures).toBe(25);
    expect((await throttleRow('pair:unlock01|10.43.0.1'))?.lockedUntil).toBeGreaterThan(Date.now());
  });
});
