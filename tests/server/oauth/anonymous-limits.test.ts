import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSignInTables } from '../../../server/src/auth/sign-in-housekeeping';
import { createTestApp, type TestContext } from '../support/test-app';
import { inject } from './support/sign-in-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp(
    { signIn: { captchaAddressHourlyLimit: 3, scanAddressHourlyLimit: 2, smsAddressHourlyLimit: 2 } },
    { seed: false },
  );
});

afterAll(async () => {
  await ctx.close();
});

async function rowCount(table: 'captcha' | 'scanTicket' | 'smsCode' | 'loginThrottle') {
  const row = await ctx.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const image = (key: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/oauth/ImageCode/4/${key}`, remoteAddress, headers: { 'accept-language': 'en', ...headers } });

describe('anonymous calls are limited per address', () => {
  it('draws 3 captcha images an hour per address, then answers the envelope and stores nothing', async () => {
    for (let n = 1; n <= 3; n += 1) expect((await image(`img-${n}`, '10.97.0.1')).headers['content-type']).toMatch(/^image\/svg\+xml/);
    // Forwarding headers are not trusted by default, so they change nothing.
    const refused = await image('img-4', '10.97.0.1', { 'x-forwarded-for': '198.51.100.1' });
    expect(refused.statusCode).toBe(200);
    const body = refused.json() as { code: number; msg: string; data: { retryAfter: number } };
    expect(body).toMatchObject({
      code: 400,
      msg: 'Too many verification images were requested from this network, try again in 60 minutes',
    });
    expect(body.data.retryAfter).toBeGreaterThan(3500);
    expect(await rowCount('captcha')).toBe(3);
    expect((await image('img-5', '10.97.0.2')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('opens 2 scan tickets an hour per address, then refuses without opening one', async () => {
    for (let n = 1; n <= 2; n += 1)
      expect((await inject(ctx.app, { method: 'GET', url: '/api/oauth/codeCertificate' }, { remoteAddress: '10.97.1.1' })).body.code).toBe(
        200,
      );
    const refused = await inject(
      ctx.app,
      { method: 'GET', url: '/api/oauth/codeCertificate' },
      { remoteAddress: '10.97.1.1', language: 'en' },
    );
    expect(refused.body).toMatchObject({
      code: 400,
      msg: 'Too many sign-in QR codes were requested from this network, try again in 60 minutes',
    });
    expect(await rowCount('scanTicket')).toBe(2);
    expect((await inject(ctx.app, { method: 'GET', url: '/api/oauth/codeCertificate' }, { remoteAddress: '10.97.1.2' })).body.code).toBe(
      200,
    );
  });

  it('sends 2 SMS codes an hour per address, whatever the mobiles', async () => {
    const send = (mobile: string) =>
      inject(ctx.app, { method: 'POST', url: '/api/oauth/sms/send', payload: { mobile } }, { remoteAddress: '10.97.2.1', language: 'en' });
    expect((await send('13800000001')).body.code).toBe(200);
    expect((await send('13800000002')).body.code).toBe(200);
    const before = await rowCount('smsCode');
    expect((await send('13800000003')).body).toMatchObject({
      code: 400,
      msg: 'Too many codes were requested from this network, please try again later',
    });
    expect(await rowCount('smsCode')).toBe(before);
  });
});

describe('the sign-in tables stay within their bounds', () => {
  it('drops the oldest captchas, scan tickets and unlocked counters past the cap, and expired rows at once', async () => {
    const db = ctx.database.db;
    const now = Date.now();
    await db.deleteFrom('captcha').execute();
    await db.deleteFrom('scanTicket').execute();
    await db.deleteFrom('loginThrottle').execute();
    await db
      .insertInto('captcha')
      .values(Array.from({ length: 8 }, (_, i) => ({ key: `cap-${i}`, code: 'abcd', expiresAt: now + 60_000 + i })))
      .execute();
    await db
      .insertInto('captcha')
      .values({ key: 'cap-old', code: 'abcd', expiresAt: now - 1 })
      .execute();
    await db
      .insertInto('scanTicket')
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          id: `scan-${i}`,
          status: 0,
          userId: null,
          token: null,
          createdAt: now - 1000 + i,
          expiresAt: now + 60_000,
          consumedAt: null,
        })),
      )
      .execute();
    await db
      .insertInto('loginThrottle')
      .values([
        ...Array.from({ length: 8 }, (_, i) => ({ key: `ip:10.98.0.${i}`, failures: 1, windowStart: now - 10_000 + i, lockedUntil: null })),
        // The oldest row is locked: a flood of new counters must not lift a lock.
        { key: 'ip:10.98.1.1', failures: 30, windowStart: now - 20_000, lockedUntil: now + 60_000 },
        { key: 'ip:10.98.1.2', failures: 1, windowStart: now - 25 * 60 * 60_000, lockedUntil: null },
      ])
      .execute();

    await sweepSignInTables(db, now, { throttleRows: 5, captchaRows: 5, scanTicketRows: 5 });

    const keys = async (table: 'captcha' | 'loginThrottle') =>
      (await db.selectFrom(table).select('key').orderBy('key').execute()).map((row) => row.key);
    expect(await keys('captcha')).toEqual(['cap-3', 'cap-4', 'cap-5', 'cap-6', 'cap-7']);
    expect((await db.selectFrom('scanTicket').select('id').orderBy('id').execute()).map((row) => row.id)).toEqual([
      'scan-3',
      'scan-4',
      'scan-5',
      'scan-6',
      'scan-7',
    ]);
    expect(await keys('loginThrottle')).toEqual(['ip:10.98.0.4', 'ip:10.98.0.5', 'ip:10.98.0.6', 'ip:10.98.0.7', 'ip:10.98.1.1']);
  });
});
