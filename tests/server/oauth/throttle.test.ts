import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { createUser, inject, latestLoginLog, login, PASSWORD, solveCaptcha } from './support/sign-in-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
  for (const account of ['captcha01', 'lock01', 'reset01', 'shared01', 'shared02', 'always01']) {
    await createUser(ctx.database.db, { account });
  }
});

afterAll(async () => {
  await ctx.close();
});

const en = (remoteAddress: string) => ({ remoteAddress, language: 'en' });

async function needsCaptcha(account: string, remoteAddress: string): Promise<number> {
  const { body } = await inject(ctx.app, { method: 'GET', url: `/api/oauth/getConfig/${encodeURIComponent(account)}` }, { remoteAddress });
  expect(body.code).toBe(200);
  const data = body.data as { enableVerificationCode: number; verificationCodeNumber: number };
  expect(data.verificationCodeNumber).toBe(4);
  return data.enableVerificationCode;
}

/** A failed attempt that solves the captcha when one is needed, so it counts as a password failure. */
async function failWithCaptcha(account: string, remoteAddress: string, n: number) {
  const timestamp = `fail-${account}-${n}-${Date.now()}`;
  const code = await solveCaptcha(ctx.app, ctx.database.db, timestamp, { remoteAddress });
  return login(ctx.app, { account, password: 'wrong-password', code, timestamp }, en(remoteAddress));
}

describe('image captcha after failures', () => {
  it('is required after 3 failures of an account, and a correct captcha then passes', async () => {
    const ip = '10.20.0.1';
    expect(await needsCaptcha('captcha01', ip)).toBe(0);
    for (let i = 0; i < 3; i += 1) {
      const { body } = await login(ctx.app, { account: 'captcha01', password: 'nope' }, en(ip));
      expect(body.code).toBe(400);
      expect(body.data).toEqual({ enableVerificationCode: i === 2 ? 1 : 0 });
    }
    // Another address sees it too: the account is the one under attack.
    expect(await needsCaptcha('captcha01', '10.20.0.99')).toBe(1);

    const missing = await login(ctx.app, { account: 'captcha01', password: PASSWORD }, en(ip));
    expect(missing.body).toEqual({ code: 400, msg: 'Please enter the verification code', data: { enableVerificationCode: 1 } });
    const missingZh = await login(ctx.app, { account: 'captcha01', password: PASSWORD }, { remoteAddress: ip, language: 'zh-CN' });
    expect(missingZh.body.msg).toBe('请输入验证码');

    const timestamp = `${Date.now()}`;
    const answer = await solveCaptcha(ctx.app, ctx.database.db, timestamp, { remoteAddress: ip });
    const wrong = await login(
      ctx.app,
      { account: 'captcha01', password: PASSWORD, code: answer === 'abcd' ? 'abce' : 'abcd', timestamp },
      en(ip),
    );
    expect(wrong.body.msg).toBe('The verification code is wrong or has expired, please get a new one');
    // One try per image: the right answer after a wrong one no longer works.
    const reused = await login(ctx.app, { account: 'captcha01', password: PASSWORD, code: answer, timestamp }, en(ip));
    expect(reused.body.code).toBe(400);

    const fresh = `${Date.now()}-2`;
    const code = await solveCaptcha(ctx.app, ctx.database.db, fresh, { remoteAddress: ip });
    const passed = await login(ctx.app, { account: 'captcha01', password: PASSWORD, code: code.toUpperCase(), timestamp: fresh }, en(ip));
    expect(passed.body.code).toBe(200);
    // Success resets the account's counter.
    expect(await needsCaptcha('captcha01', '10.20.0.98')).toBe(0);
  });

  it('is required for every account from an address with 3 failures', async () => {
    const ip = '10.21.0.1';
    await login(ctx.app, { account: 'shared01', password: 'x' }, en(ip));
    await login(ctx.app, { account: 'ghost-a', password: 'x' }, en(ip));
    await login(ctx.app, { account: 'ghost-b', password: 'x' }, en(ip));
    expect(await needsCaptcha('shared02', ip)).toBe(1);
    expect(await needsCaptcha('shared02', '10.21.0.2')).toBe(0);
    const { body } = await login(ctx.app, { account: 'shared02', password: PASSWORD }, en(ip));
    expect(body.msg).toBe('Please enter the verification code');
  });

  it('rejects an expired captcha', async () => {
    const ip = '10.22.0.1';
    for (let i = 0; i < 3; i += 1) await login(ctx.app, { account: 'always01', password: 'x' }, en(ip));
    const timestamp = `expired-${Date.now()}`;
    const code = await solveCaptcha(ctx.app, ctx.database.db, timestamp, { remoteAddress: ip });
    await ctx.database.db
      .updateTable('captcha')
      .set({ expiresAt: Date.now() - 1 })
      .where('key', '=', timestamp)
      .execute();
    const { body } = await login(ctx.app, { account: 'always01', password: PASSWORD, code, timestamp }, en(ip));
    expect(body.msg).toBe('The verification code is wrong or has expired, please get a new one');
  });
});

describe('account lockout', () => {
  it('refuses a locked account from a new address, says when it unlocks, and the lock ends', async () => {
    // The lock itself (failures from many addresses) is built up in lockout.test.ts; here it is set directly.
    const unlockAt = Date.now() + 15 * 60_000;
    await ctx.database.db
      .insertInto('loginThrottle')
      .values({ key: 'account:lock01', failures: 20, windowStart: Date.now(), lockedUntil: unlockAt })
      .execute();
    const timestamp = `locked-${Date.now()}`;
    const code = await solveCaptcha(ctx.app, ctx.database.db, timestamp, { remoteAddress: '10.30.0.2' });
    const refused = await login(
      ctx.app,
      { account: 'lock01', password: PASSWORD, code, timestamp },
      { remoteAddress: '10.30.0.2', language: 'zh-CN' },
    );
    expect(refused.body).toEqual({ code: 400, msg: '登录失败次数过多，账号已锁定，请 15 分钟后再试', data: { unlockAt } });
    expect((await latestLoginLog(ctx.database.db)).reason).toBe('account-locked');
    const row = await ctx.database.db.selectFrom('loginThrottle').selectAll().where('key', '=', 'account:lock01').executeTakeFirstOrThrow();
    expect(row.failures).toBe(20);

    // Fifteen minutes later (moved by rewriting the stored times): the lock is over and the counter starts again.
    await ctx.database.db
      .updateTable('loginThrottle')
      .set({ lockedUntil: Date.now() - 1, windowStart: Date.now() - 16 * 60_000 })
      .where('key', '=', 'account:lock01')
      .execute();
    expect(await needsCaptcha('lock01', '10.30.0.3')).toBe(0);
    const back = await login(ctx.app, { account: 'lock01', password: PASSWORD }, en('10.30.0.3'));
    expect(back.body.code).toBe(200);
  });

  it('locks an address after 30 failures, whatever the accounts', async () => {
    const ip = '10.31.0.1';
    // Counted failures 1-29 are written directly; the 30th goes through the API.
    await ctx.database.db
      .insertInto('loginThrottle')
      .values({ key: `ip:${ip}`, failures: 29, windowStart: Date.now() - 60_000, lockedUntil: null })
      .execute();
    await failWithCaptcha('someone-else', ip, 30);
    const { body } = await login(ctx.app, { account: 'reset01', password: PASSWORD }, en(ip));
    expect(body.code).toBe(400);
    expect(body.msg).toBe('Too many failed sign-ins from this network, try again in 15 minutes');
    const elsewhere = await login(ctx.app, { account: 'reset01', password: PASSWORD }, en('10.31.0.2'));
    expect(elsewhere.body.code).toBe(200);
  });

  it('counts failures only within the 15-minute window', async () => {
    const ip = '10.32.0.1';
    await login(ctx.app, { account: 'reset01', password: 'x' }, en(ip));
    await login(ctx.app, { account: 'reset01', password: 'x' }, en('10.32.0.2'));
    await ctx.database.db
      .updateTable('loginThrottle')
      .set({ windowStart: Date.now() - 16 * 60_000 })
      .where('key', '=', 'account:reset01')
      .execute();
    await login(ctx.app, { account: 'reset01', password: 'x' }, en('10.32.0.3'));
    const row = await ctx.database.db
      .selectFrom('loginThrottle')
      .selectAll()
      .where('key', '=', 'account:reset01')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(1);
    expect(await needsCaptcha('reset01', '10.32.0.4')).toBe(0);
  });
});

describe('GET /api/oauth/ImageCode/{length}/{timestamp}', () => {
  it('draws an SVG, clamps the length to 4-6 and keeps the answer for 5 minutes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/9/abc-123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<svg/);
    const row = await ctx.database.db.selectFrom('captcha').selectAll().where('key', '=', 'abc-123').executeTakeFirstOrThrow();
    expect(row.code).toHaveLength(6);
    expect(row.expiresAt - Date.now()).toBeGreaterThan(4 * 60_000);

    await ctx.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/2/short-1' });
    const short = await ctx.database.db.selectFrom('captcha').select('code').where('key', '=', 'short-1').executeTakeFirstOrThrow();
    expect(short.code).toHaveLength(4);
    await ctx.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/x/odd-1' });
    const odd = await ctx.database.db.selectFrom('captcha').select('code').where('key', '=', 'odd-1').executeTakeFirstOrThrow();
    expect(odd.code).toHaveLength(4);
  });

  it('refuses a timestamp that is not a plain key', async () => {
    const { body } = await inject(ctx.app, { method: 'GET', url: `/api/oauth/ImageCode/4/${encodeURIComponent('a b;c')}` });
    expect(body).toEqual({ code: 401, msg: 'timestamp is not in the expected format' });
  });
});

describe('captcha on every sign-in', () => {
  it('can be required always through config', async () => {
    const strict = await createTestApp({ signIn: { captchaAlways: true } }, { seed: false });
    try {
      await createUser(strict.database.db, { account: 'strict01' });
      const config = await inject(strict.app, { method: 'GET', url: '/api/oauth/getConfig/strict01' });
      expect((config.body.data as { enableVerificationCode: number }).enableVerificationCode).toBe(1);
      const { body } = await login(strict.app, { account: 'strict01', password: PASSWORD }, { language: 'en' });
      expect(body.msg).toBe('Please enter the verification code');
    } finally {
      await strict.close();
    }
  });
});
