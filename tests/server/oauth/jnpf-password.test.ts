import { createCipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPasswordMd5, DEFAULT_JNPF_PASSWORD_KEY } from '../../../server/src/auth/client-password';
import { md5Hex } from '../../../server/src/auth/passwords';
import { resolveSignInSettings } from '../../../server/src/auth/sign-in-settings';
import { createTestApp, type TestContext } from '../support/test-app';
import { createUser, inject, PASSWORD, tokenFor } from './support/sign-in-fixtures';

/** What a JNPF 3.6 web console sends as `password`: hex of AES-128-ECB (PKCS7) over the MD5 hex string. */
function jnpfPassword(plain: string, key = DEFAULT_JNPF_PASSWORD_KEY, encoding: 'hex' | 'base64' = 'hex'): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(md5Hex(plain), 'utf8'), cipher.final()]).toString(encoding);
}

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
  await createUser(ctx.database.db, { account: 'jnpf01' });
});

afterAll(async () => {
  await ctx.close();
});

const loginForm = (password: string) =>
  inject(
    ctx.app,
    {
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: new URLSearchParams({
        account: 'jnpf01',
        password,
        origin: 'password',
        code: '',
        timestamp: '',
        client_id: 'admin',
        scope: 'all',
        grant_type: 'password',
      }).toString(),
    },
    { remoteAddress: '10.95.0.1' },
  );

async function counts() {
  const logs = await ctx.database.db
    .selectFrom('loginLog')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const counters = await ctx.database.db.selectFrom('loginThrottle').selectAll().execute();
  return { logs: Number(logs.n), counters };
}

describe('JNPF 3.6 encrypted passwords', () => {
  it('signs in with the password as a JNPF console encrypts it', async () => {
    const sent = jnpfPassword(PASSWORD);
    expect(sent).toMatch(/^[0-9a-f]{96}$/);
    const { body } = await loginForm(sent);
    expect(body.code).toBe(200);
    expect((body.data as { token: string }).token).toMatch(/^bearer /);
    // Upper-case hex and base64 (CryptoJS's default output) are the same bytes.
    expect((await loginForm(sent.toUpperCase())).body.code).toBe(200);
    expect((await loginForm(jnpfPassword(PASSWORD, DEFAULT_JNPF_PASSWORD_KEY, 'base64'))).body.code).toBe(200);
  });

  it('treats a wrong password in that form as a wrong password', async () => {
    const { body } = await loginForm(jnpfPassword('not the password'));
    expect(body).toMatchObject({ code: 400, msg: 'The account or password is wrong' });
    await ctx.database.db.deleteFrom('loginThrottle').execute();
  });

  it.each([
    ['another key', () => jnpfPassword(PASSWORD, 'AAAAAAAAAAAAAAAA')],
    ['a truncated cipher', () => jnpfPassword(PASSWORD).slice(0, 64)],
    [
      'cipher of something that is not an MD5',
      () => {
        const cipher = createCipheriv('aes-128-ecb', Buffer.from(DEFAULT_JNPF_PASSWORD_KEY), null);
        return Buffer.concat([cipher.update(PASSWORD.padEnd(40, '!')), cipher.final()]).toString('hex');
      },
    ],
    ['96 characters that are not hex', () => 'z'.repeat(96)],
  ])('answers %s with 401 and counts and logs nothing', async (_name, make) => {
    const before = await counts();
    const { body } = await loginForm(make());
    expect(body).toEqual({
      code: 401,
      msg: 'password must be the MD5 of the password as 32 lowercase hex characters (or that MD5 encrypted the JNPF way)',
    });
    expect(await counts()).toEqual(before);
  });

  it('unlocks the lock screen with the same form', async () => {
    const token = await tokenFor(ctx.app, 'jnpf01', PASSWORD, { remoteAddress: '10.95.0.2' });
    const call = (password: string) =>
      inject(
        ctx.app,
        {
          method: 'POST',
          url: '/api/oauth/LockScreen',
          headers: { authorization: token, 'accept-language': 'en' },
          payload: { account: 'jnpf01', password },
        },
        { remoteAddress: '10.95.0.2' },
      );
    expect((await call(jnpfPassword(PASSWORD))).body).toEqual({ code: 200, msg: 'Unlocked' });
    expect((await call(jnpfPassword('nope'))).body).toEqual({ code: 400, msg: 'The password is wrong' });
    expect((await call(jnpfPassword(PASSWORD, 'BBBBBBBBBBBBBBBB'))).body.code).toBe(401);
  });
});

describe('JNPF_PASSWORD_KEY', () => {
  it('defaults to the JNPF console key, can be changed, or switched off', () => {
    const config = { ...ctx.config, signIn: undefined };
    expect(resolveSignInSettings(config, {}).jnpfPasswordKey).toBe('EY8WePvjM5GGwQzn');
    expect(resolveSignInSettings(config, { JNPF_PASSWORD_KEY: '0123456789abcdef' }).jnpfPasswordKey).toBe('0123456789abcdef');
    expect(resolveSignInSettings(config, { JNPF_PASSWORD_KEY: 'off' }).jnpfPasswordKey).toBeUndefined();
    expect(() => resolveSignInSettings(config, { JNPF_PASSWORD_KEY: 'short' })).toThrow('JNPF_PASSWORD_KEY must be 16 bytes');
  });

  it('accepts only the bare MD5 when switched off, and a site key when set', () => {
    expect(clientPasswordMd5(jnpfPassword(PASSWORD), undefined)).toBeUndefined();
    expect(clientPasswordMd5(md5Hex(PASSWORD), undefined)).toBe(md5Hex(PASSWORD));
    expect(clientPasswordMd5(jnpfPassword(PASSWORD, '0123456789abcdef'), '0123456789abcdef')).toBe(md5Hex(PASSWORD));
  });
});
