import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../../server/src/auth/trust-proxy';
import { md5Hex } from '../../../server/src/auth/passwords';
import { loadConfig } from '../../../server/src/config';
import { createTestApp, type TestContext } from '../support/test-app';
import { createUser, inject, login, PASSWORD, tokenFor } from './support/sign-in-fixtures';

const form = (account: string, password: string) =>
  new URLSearchParams({ account, password, client_id: 'admin', scope: 'all', grant_type: 'password' }).toString();

/** A sign-in sent with a forged X-Forwarded-For, as anyone can send it. */
async function spoofedLogin(ctx: TestContext, remoteAddress: string, forwardedFor: string, md5: string, account = 'proxied01') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor, 'accept-language': 'en' },
    payload: form(account, md5),
  });
  return response.json() as { code: number; msg: string; data?: { enableVerificationCode?: number } };
}

async function sessionAddresses(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.database.db.selectFrom('session').select('ipAddress').orderBy('createdAt').execute();
  return rows.map((row) => row.ipAddress);
}

describe('TRUST_PROXY unset: forwarding headers are ignored', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { seed: false });
    await createUser(ctx.database.db, { account: 'proxied01' });
  });
  afterAll(async () => ctx.close());

  it('counts failures on the real peer whatever X-Forwarded-For says, and records the real peer', async () => {
    const wrong = '0'.repeat(32);
    for (let i = 0; i < 3; i += 1) {
      const body = await spoofedLogin(ctx, '10.70.0.1', `198.51.100.${i + 1}`, wrong, 'intruder');
      expect(body.code).toBe(400);
    }
    const counters = await ctx.database.db.selectFrom('loginThrottle').selectAll().where('key', 'like', 'ip:%').execute();
    expect(counters.map((row) => [row.key, row.failures])).toEqual([['ip:10.70.0.1', 3]]);
    // A fourth forged address does not escape the captcha the real one now needs.
    const again = await spoofedLogin(ctx, '10.70.0.1', '203.0.113.9', wrong, 'intruder');
    expect(again).toMatchObject({ code: 400, msg: 'Please enter the verification code' });

    const token = await tokenFor(ctx.app, 'proxied01', PASSWORD, { remoteAddress: '10.70.0.2' });
    expect(token).toMatch(/^bearer /);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      remoteAddress: '10.70.0.3',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '8.8.8.8' },
      payload: form('proxied01', md5Hex(PASSWORD)),
    });
    expect(forged.json().code).toBe(200);
    expect(await sessionAddresses(ctx)).toEqual(['10.70.0.2', '10.70.0.3']);
    const logged = await ctx.database.db.selectFrom('loginLog').select('ipAddress').where('success', '=', 1).execute();
    expect(logged.map((row) => row.ipAddress).sort()).toEqual(['10.70.0.2', '10.70.0.3']);
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ trustProxy: parseTrustProxy('10.80.0.0/16, loopback') }, { seed: false });
    await createUser(ctx.database.db, { account: 'proxied01' });
  });
  afterAll(async () => ctx.close());

  it('takes the client from X-Forwarded-For only when the peer is a named proxy', async () => {
    const viaProxy = await spoofedLogin(ctx, '10.80.1.1', '198.51.100.20', md5Hex(PASSWORD));
    expect(viaProxy.code).toBe(200);
    // A client can prepend anything; the proxy appends the address it saw, which is the one taken.
    const prepended = await spoofedLogin(ctx, '10.80.1.1', '1.1.1.1, 198.51.100.21', md5Hex(PASSWORD));
    expect(prepended.code).toBe(200);
    const direct = await spoofedLogin(ctx, '192.0.2.50', '198.51.100.22', md5Hex(PASSWORD));
    expect(direct.code).toBe(200);
    expect(await sessionAddresses(ctx)).toEqual(['198.51.100.20', '198.51.100.21', '192.0.2.50']);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ trustProxy: parseTrustProxy('1') }, { seed: false });
    await createUser(ctx.database.db, { account: 'proxied01' });
  });
  afterAll(async () => ctx.close());

  it('takes the address one hop back and throttles it, not the forged ones before it', async () => {
    for (let i = 0; i < 3; i += 1) await spoofedLogin(ctx, '10.90.0.1', `203.0.113.${i}, 198.51.100.30`, '0'.repeat(32), 'intruder');
    const { body } = await inject(
      ctx.app,
      { method: 'GET', url: '/api/oauth/getConfig/someone', headers: { 'x-forwarded-for': '9.9.9.9, 198.51.100.30' } },
      { remoteAddress: '10.90.0.2' },
    );
    expect((body.data as { enableVerificationCode: number }).enableVerificationCode).toBe(1);
    const row = await ctx.database.db
      .selectFrom('loginThrottle')
      .selectAll()
      .where('key', '=', 'ip:198.51.100.30')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(3);
    const signIn = await login(ctx.app, { account: 'proxied01', password: PASSWORD }, { remoteAddress: '10.90.0.3' });
    expect(signIn.body.code).toBe(200);
  });
});

describe('parseTrustProxy and the settings', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'on', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1', ',', '1.5'])(
    'refuses %j with a message naming it',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be a hop count or a comma list/);
    },
  );

  it('is off by default and stops the server on a typo; SESSION_ABSOLUTE_TTL likewise', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow('"yes please"');
    expect(loadConfig({}).sessionAbsoluteMs).toBe(12 * 60 * 60_000);
    expect(loadConfig({ SESSION_ABSOLUTE_TTL: '60' }).sessionAbsoluteMs).toBe(60_000);
    expect(() => loadConfig({ SESSION_ABSOLUTE_TTL: 'twelve hours' })).toThrow(
      'SESSION_ABSOLUTE_TTL must be a whole number of seconds above 0',
    );
  });
});
