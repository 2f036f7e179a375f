import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { createUser, inject, latestLoginLog, tokenFor } from './support/sign-in-fixtures';

let ctx: TestContext;
let phoneToken: string;
let otherToken: string;
let userId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
  userId = await createUser(ctx.database.db, { account: 'scanner01', theme: 'plain' });
  await createUser(ctx.database.db, { account: 'scanner02' });
  phoneToken = await tokenFor(ctx.app, 'scanner01', undefined, { remoteAddress: '10.50.0.9' });
  otherToken = await tokenFor(ctx.app, 'scanner02');
});

afterAll(async () => {
  await ctx.close();
});

const get = (url: string, token?: string, remoteAddress = '10.50.0.1') =>
  inject(
    ctx.app,
    { method: 'GET', url, headers: token ? { authorization: token, 'accept-language': 'en' } : { 'accept-language': 'en' } },
    { remoteAddress },
  );

async function newTicket(): Promise<string> {
  const { body } = await get('/api/oauth/codeCertificate');
  expect(body.code).toBe(200);
  expect(body.data).toEqual(expect.any(String));
  return body.data as string;
}

describe('scan sign-in', () => {
  it('goes waiting -> scanned -> done, hands the token out once, and the token works', async () => {
    const ticket = await newTicket();
    expect(ticket.length).toBeGreaterThanOrEqual(32);
    expect((await get(`/api/oauth/codeCertificateStatus/${ticket}`)).body.data).toEqual({ status: 0, value: '' });

    expect((await get(`/api/oauth/setCodeCertificateStatus/${ticket}/1`, phoneToken)).body.code).toBe(200);
    expect((await get(`/api/oauth/codeCertificateStatus/${ticket}`)).body.data).toEqual({ status: 1, value: '' });

    expect((await get(`/api/oauth/confirmLogin/${ticket}`, phoneToken)).body.code).toBe(200);
    const done = await get(`/api/oauth/codeCertificateStatus/${ticket}`, undefined, '10.50.0.7');
    expect(done.body.code).toBe(200);
    const { status, value } = done.body.data as { status: number; value: string };
    expect(status).toBe(2);
    expect(value).toMatch(/^bearer /);
    expect(value).not.toBe(phoneToken);

    // The new session belongs to the console that polled, not to the phone.
    const session = await ctx.database.db
      .selectFrom('session')
      .selectAll()
      .where('userId', '=', userId)
      .where('origin', '=', 'scan')
      .executeTakeFirstOrThrow();
    expect(session.ipAddress).toBe('10.50.0.7');
    expect(await latestLoginLog(ctx.database.db)).toMatchObject({ userId, method: 'scan', success: 1, ipAddress: '10.50.0.7' });
    expect((await get('/api/oauth/Logout', value)).body.code).toBe(200);

    const replay = await get(`/api/oauth/codeCertificateStatus/${ticket}`);
    expect(replay.body).toEqual({ code: 400, msg: 'This QR code has already been used to sign in, please refresh it' });
    const confirmAgain = await get(`/api/oauth/confirmLogin/${ticket}`, phoneToken);
    expect(confirmAgain.body.code).toBe(400);
    expect(confirmAgain.body.msg).toBe('This QR code has already been used to sign in, please refresh it');
  });

  it('refuses a second confirmation before the console collected the token', async () => {
    const ticket = await newTicket();
    expect((await get(`/api/oauth/confirmLogin/${ticket}`, phoneToken)).body.code).toBe(200);
    const twice = await get(`/api/oauth/confirmLogin/${ticket}`, phoneToken);
    expect(twice.body).toEqual({ code: 400, msg: 'This sign-in has already been confirmed' });
    const sessionsBefore = await ctx.database.db.selectFrom('session').select('id').where('userId', '=', userId).execute();
    expect((await get(`/api/oauth/codeCertificateStatus/${ticket}`)).body.code).toBe(200);
    expect((await get(`/api/oauth/codeCertificateStatus/${ticket}`)).body.code).toBe(400);
    const sessionsAfter = await ctx.database.db.selectFrom('session').select('id').where('userId', '=', userId).execute();
    expect(sessionsAfter).toHaveLength(sessionsBefore.length + 1);
  });

  it('refuses an unknown ticket everywhere', async () => {
    const unknown = 'x'.repeat(32);
    const expected = { code: 400, msg: 'This QR code is not valid, please refresh it' };
    expect((await get(`/api/oauth/codeCertificateStatus/${unknown}`)).body).toEqual(expected);
    expect((await get(`/api/oauth/setCodeCertificateStatus/${unknown}/1`, phoneToken)).body).toEqual(expected);
    expect((await get(`/api/oauth/confirmLogin/${unknown}`, phoneToken)).body).toEqual(expected);
  });

  it('expires after 3 minutes', async () => {
    const ticket = await newTicket();
    const row = await ctx.database.db.selectFrom('scanTicket').selectAll().where('id', '=', ticket).executeTakeFirstOrThrow();
    expect(row.expiresAt - row.createdAt).toBe(3 * 60_000);
    await ctx.database.db
      .updateTable('scanTicket')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', ticket)
      .execute();
    expect((await get(`/api/oauth/codeCertificateStatus/${ticket}`)).body.data).toEqual({ status: -1, value: '' });
    expect((await get(`/api/oauth/confirmLogin/${ticket}`, phoneToken)).body).toEqual({
      code: 400,
      msg: 'This QR code has expired, please refresh it',
    });
  });

  it('keeps a scanned ticket to the phone that scanned it, and lets it cancel', async () => {
    const ticket = await newTicket();
    expect((await get(`/api/oauth/setCodeCertificateStatus/${ticket}/1`, phoneToken)).body.code).toBe(200);
    expect((await get(`/api/oauth/confirmLogin/${ticket}`, otherToken)).body).toEqual({
      code: 400,
      msg: 'This QR code was scanned by another account',
    });
    expect((await get(`/api/oauth/setCodeCertificateStatus/${ticket}/-1`, phoneToken)).body.code).toBe(200);
    expect((await get(`/api/oauth/codeCertificateStatus/${ticket}`)).body.data).toEqual({ status: -1, value: '' });
    expect((await get(`/api/oauth/confirmLogin/${ticket}`, phoneToken)).body.code).toBe(400);
  });

  it('needs a signed-in phone and a known status', async () => {
    const ticket = await newTicket();
    expect((await get(`/api/oauth/setCodeCertificateStatus/${ticket}/1`)).body.code).toBe(602);
    expect((await get(`/api/oauth/confirmLogin/${ticket}`)).body.code).toBe(602);
    expect((await get(`/api/oauth/setCodeCertificateStatus/${ticket}/2`, phoneToken)).body).toEqual({
      code: 401,
      msg: 'status must be 1 (scanned) or -1 (cancelled)',
    });
    expect((await get(`/api/oauth/codeCertificateStatus/${'y'.repeat(65)}`)).body.code).toBe(401);
  });
});
