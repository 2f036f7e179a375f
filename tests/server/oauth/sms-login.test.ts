import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { createUser, inject, latestLoginLog, login } from './support/sign-in-fixtures';

let ctx: TestContext;
let userId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
  userId = await createUser(ctx.database.db, { account: 'patrol01', mobile: '13811112222', theme: 'functional' });
  await createUser(ctx.database.db, { account: 'patrol02', mobile: '13811113333' });
  await createUser(ctx.database.db, { account: 'gone01', mobile: '13811114444', enabled: false });
});

afterAll(async () => {
  await ctx.close();
});

function sendCode(app: TestContext['app'], mobile: unknown, options: { remoteAddress?: string; json?: boolean; language?: string } = {}) {
  const json = options.json ?? false;
  return inject(
    app,
    {
      method: 'POST',
      url: '/api/oauth/sms/send',
      headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
      payload: json ? JSON.stringify({ mobile }) : new URLSearchParams({ mobile: String(mobile) }).toString(),
    },
    { remoteAddress: options.remoteAddress ?? '10.40.0.1', language: options.language ?? 'en' },
  );
}

async function outboxCode(mobile: string): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('smsOutbox')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\b(\d{6})\b/.exec(row.text);
  if (!match?.[1]) throw new Error(`no code in ${row.text}`);
  return match[1];
}

const smsLogin = (mobile: string, code: string, remoteAddress = '10.40.0.1') =>
  login(ctx.app, { account: mobile, code, grant_type: 'sms' }, { remoteAddress, language: 'en' });

describe('mobile verification-code sign-in', () => {
  it('sends a 6-digit code through the outbox and signs in with it', async () => {
    const sent = await sendCode(ctx.app, '13811112222', { language: 'zh-CN' });
    expect(sent.body).toEqual({ code: 200, msg: '验证码已发送', data: { resendAfter: 60, expiresIn: 300 } });
    const outbox = await ctx.database.db.selectFrom('smsOutbox').selectAll().where('mobile', '=', '13811112222').execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.text).toMatch(/您的登录验证码为 \d{6}，5 分钟内有效/);

    const { body } = await smsLogin('13811112222', await outboxCode('13811112222'));
    expect(body.code).toBe(200);
    expect((body.data as { token: string; theme: string }).token).toMatch(/^bearer /);
    expect((body.data as { theme: string }).theme).toBe('functional');
    expect(await latestLoginLog(ctx.database.db)).toMatchObject({ userId, account: '13811112222', method: 'sms', success: 1 });
  });

  it('refuses a reused code', async () => {
    await ctx.database.db.deleteFrom('smsCode').where('mobile', '=', '13811113333').execute();
    await sendCode(ctx.app, '13811113333', { remoteAddress: '10.40.0.2' });
    const code = await outboxCode('13811113333');
    expect((await smsLogin('13811113333', code, '10.40.0.2')).body.code).toBe(200);
    const again = await smsLogin('13811113333', code, '10.40.0.2');
    expect(again.body).toEqual({ code: 400, msg: 'This text message code has already been used, please request a new one' });
  });

  it('refuses an expired code', async () => {
    await ctx.database.db.deleteFrom('smsCode').where('mobile', '=', '13811112222').execute();
    await sendCode(ctx.app, '13811112222', { remoteAddress: '10.40.0.3' });
    const code = await outboxCode('13811112222');
    await ctx.database.db
      .updateTable('smsCode')
      .set({ expiresAt: Date.now() - 1 })
      .where('mobile', '=', '13811112222')
      .execute();
    const { body } = await smsLogin('13811112222', code, '10.40.0.3');
    expect(body).toEqual({ code: 400, msg: 'The text message code has expired, please request a new one' });
  });

  it('refuses wrong codes, counts the tries and burns the code after 5', async () => {
    await ctx.database.db.deleteFrom('smsCode').where('mobile', '=', '13811112222').execute();
    await sendCode(ctx.app, '13811112222', { remoteAddress: '10.40.0.4' });
    const code = await outboxCode('13811112222');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await smsLogin('13811112222', wrong, '10.40.0.4');
    expect(first.body).toEqual({ code: 400, msg: 'The text message code is wrong, 4 tries left' });
    for (let i = 0; i < 3; i += 1) await smsLogin('13811112222', wrong, '10.40.0.4');
    const fifth = await smsLogin('13811112222', wrong, '10.40.0.4');
    expect(fifth.body.msg).toBe('Too many wrong tries for this code, please request a new one');
    const right = await smsLogin('13811112222', code, '10.40.0.4');
    expect(right.body.msg).toBe('Too many wrong tries for this code, please request a new one');
  });

  it('asks for a code first when none was sent', async () => {
    const { body } = await smsLogin('13899990000', '123456', '10.40.0.5');
    expect(body).toEqual({ code: 400, msg: 'Please request a text message code first' });
  });

  it('answers an unknown or disabled mobile exactly like a real one, and sends nothing', async () => {
    const unknown = await sendCode(ctx.app, '13955556666', { remoteAddress: '10.40.0.6' });
    const disabled = await sendCode(ctx.app, '13811114444', { remoteAddress: '10.40.0.6' });
    expect(unknown.body).toEqual({ code: 200, msg: 'The verification code has been sent', data: { resendAfter: 60, expiresIn: 300 } });
    expect(disabled.body).toEqual(unknown.body);
    const sent = await ctx.database.db
      .selectFrom('smsOutbox')
      .select('mobile')
      .where('mobile', 'in', ['13955556666', '13811114444'])
      .execute();
    expect(sent).toEqual([]);
    // The resend limit applies to them as well, so it tells nothing either.
    expect((await sendCode(ctx.app, '13955556666', { remoteAddress: '10.40.0.6' })).body.msg).toMatch(/^Please wait \d+ seconds/);
  });

  it('refuses a malformed mobile with the phone rule message', async () => {
    expect((await sendCode(ctx.app, '12345678901', { language: 'zh-CN' })).body).toEqual({ code: 401, msg: '请正确输入您的手机号' });
    expect((await sendCode(ctx.app, '1381111222', { language: 'zh-CN' })).body).toEqual({ code: 401, msg: '请正确输入您的手机号' });
    expect((await sendCode(ctx.app, ' ', { language: 'zh-CN' })).body).toEqual({ code: 401, msg: '请输入手机号' });
    expect((await sendCode(ctx.app, { n: 1 }, { json: true })).body).toEqual({ code: 401, msg: 'mobile must be a string' });
    const badLogin = await login(ctx.app, { account: 'patrol01', code: '123456', grant_type: 'sms' }, { language: 'en' });
    expect(badLogin.body).toEqual({ code: 401, msg: 'Please enter a valid mobile number' });
    const noCode = await login(ctx.app, { account: '13811112222', grant_type: 'sms' }, { language: 'en' });
    expect(noCode.body).toEqual({ code: 401, msg: 'Please enter the verification code' });
  });

  it('sends at most one code a minute and 10 a day per mobile', async () => {
    const mobile = '13811113333';
    await ctx.database.db.deleteFrom('smsCode').where('mobile', '=', mobile).execute();
    expect((await sendCode(ctx.app, mobile, { json: true, remoteAddress: '10.40.1.1' })).body.code).toBe(200);
    const tooSoon = await sendCode(ctx.app, mobile, { remoteAddress: '10.40.1.2' });
    expect(tooSoon.body.code).toBe(400);
    expect(tooSoon.body.msg).toMatch(/^Please wait (59|60) seconds before requesting another code$/);
    expect((tooSoon.body.data as { retryAfter: number }).retryAfter).toBeGreaterThanOrEqual(59);

    // Nine more over the day, each more than a minute apart (written with earlier times).
    await ctx.database.db
      .updateTable('smsCode')
      .set({ createdAt: Date.now() - 20 * 60 * 60_000 })
      .where('mobile', '=', mobile)
      .execute();
    for (let i = 1; i <= 8; i += 1) {
      await ctx.database.db
        .insertInto('smsCode')
        .values({
          id: `day-${i}`,
          mobile,
          code: '123123',
          purpose: 'login',
          createdAt: Date.now() - i * 60 * 60_000,
          expiresAt: Date.now() - i * 60 * 60_000 + 300_000,
          usedAt: null,
          attempts: 0,
        })
        .execute();
    }
    expect((await sendCode(ctx.app, mobile, { remoteAddress: '10.40.1.3' })).body.code).toBe(200);
    await ctx.database.db
      .updateTable('smsCode')
      .set({ createdAt: Date.now() - 30 * 60_000 })
      .where('mobile', '=', mobile)
      .where('createdAt', '>', Date.now() - 60_000)
      .execute();
    const eleventh = await sendCode(ctx.app, mobile, { remoteAddress: '10.40.1.4' });
    expect(eleventh.body).toEqual({ code: 400, msg: 'This number has reached the daily limit of verification codes' });

    // Codes older than a day no longer count.
    await ctx.database.db
      .updateTable('smsCode')
      .set({ createdAt: Date.now() - 25 * 60 * 60_000 })
      .where('mobile', '=', mobile)
      .execute();
    expect((await sendCode(ctx.app, mobile, { remoteAddress: '10.40.1.5' })).body.code).toBe(200);
  });

  it('limits the codes one address can request per hour', async () => {
    const limited = await createTestApp({ signIn: { smsAddressHourlyLimit: 2 } }, { seed: false });
    try {
      expect((await sendCode(limited.app, '13700000001')).body.code).toBe(200);
      expect((await sendCode(limited.app, '13700000002')).body.code).toBe(200);
      expect((await sendCode(limited.app, '13700000003')).body).toEqual({
        code: 400,
        msg: 'Too many codes were requested from this network, please try again later',
      });
      expect((await sendCode(limited.app, '13700000003', { remoteAddress: '10.40.2.2' })).body.code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('SMS webhook provider', () => {
  it('posts the message to SMS_WEBHOOK_URL, and a refused message withdraws the code', async () => {
    const received: { body: unknown; authorization: string | undefined }[] = [];
    let answer = 200;
    const server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({ body: JSON.parse(raw), authorization: request.headers.authorization });
        response.statusCode = answer;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    const hooked = await createTestApp({ signIn: { smsWebhookUrl: url, smsWebhookToken: 'hook-secret' } }, { seed: false });
    try {
      await createUser(hooked.database.db, { account: 'hooked01', mobile: '13622223333' });
      const sent = await sendCode(hooked.app, '13622223333');
      expect(sent.body.code).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]?.authorization).toBe('Bearer hook-secret');
      const body = received[0]?.body as { mobile: string; text: string };
      expect(body.mobile).toBe('13622223333');
      const code = /(\d{6})/.exec(body.text)?.[1] ?? '';
      expect(await hooked.database.db.selectFrom('smsOutbox').selectAll().execute()).toEqual([]);
      const signedIn = await login(hooked.app, { account: '13622223333', code, grant_type: 'sms' });
      expect(signedIn.body.code).toBe(200);

      answer = 503;
      await hooked.database.db.deleteFrom('smsCode').execute();
      const failed = await sendCode(hooked.app, '13622223333');
      expect(failed.body).toEqual({ code: 400, msg: 'The text message could not be sent, please try again later' });
      // The undelivered code is gone, so the person can retry at once.
      expect(await hooked.database.db.selectFrom('smsCode').selectAll().execute()).toEqual([]);
      answer = 200;
      expect((await sendCode(hooked.app, '13622223333')).body.code).toBe(200);
    } finally {
      await hooked.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('disabled accounts and mobile sign-in', () => {
  it('refuses a disabled user even with a right code', async () => {
    // No code is ever sent to a disabled user; one written directly stands for a code sent before disabling.
    await ctx.database.db
      .insertInto('smsCode')
      .values({
        id: 'disabled-1',
        mobile: '13811114444',
        code: '424242',
        purpose: 'login',
        createdAt: Date.now(),
        expiresAt: Date.now() + 300_000,
        usedAt: null,
        attempts: 0,
      })
      .execute();
    const { body } = await smsLogin('13811114444', '424242', '10.40.3.1');
    expect(body).toEqual({ code: 400, msg: 'This account has been disabled, please contact the administrator' });
  });
});
