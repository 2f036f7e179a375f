import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousLogin } from '../../../server/src/auth/login-log';
import { md5Hex } from '../../../server/src/auth/passwords';
import { createTestApp, type TestContext } from '../support/test-app';
import { createUser, inject, latestLoginLog, login, PASSWORD } from './support/sign-in-fixtures';

let ctx: TestContext;
let dutyId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
  dutyId = await createUser(ctx.database.db, { account: 'duty01', theme: 'blend', mobile: '13800000001' });
  await createUser(ctx.database.db, { account: 'oddtheme', theme: 'neon' });
  await createUser(ctx.database.db, { account: 'retired', enabled: false });
  await createUser(ctx.database.db, {
    account: '13900000002@duty01',
    parentId: dutyId,
    mobile: '13900000002',
    password: 'Sub2026pass',
    theme: 'plain',
  });
  await createUser(ctx.database.db, { account: 'inspector', mobile: '13700000003' });
  const inspector = await ctx.database.db.selectFrom('users').select('id').where('account', '=', 'inspector').executeTakeFirstOrThrow();
  // A sub-account stored under another name: found through its parent and its mobile.
  await createUser(ctx.database.db, { account: 'field-phone-7', parentId: inspector.id, mobile: '13700000007', password: 'Field2026pass' });
});

afterAll(async () => {
  await ctx.close();
});

describe('POST /api/oauth/Login (password)', () => {
  it('signs in with a bearer token and the user theme, and logs the attempt with its place', async () => {
    const { status, body } = await login(ctx.app, { account: '  duty01 ', password: PASSWORD }, { remoteAddress: '10.1.2.3' });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const data = body.data as { token: string; theme: string };
    expect(data.token).toMatch(/^bearer [A-Za-z0-9_-]{40,}$/);
    expect(data.theme).toBe('blend');

    const session = await ctx.database.db.selectFrom('session').selectAll().where('userId', '=', dutyId).executeTakeFirstOrThrow();
    expect(session.ipAddress).toBe('10.1.2.3');
    expect(session.place).toBe('本地网络');
    const log = await latestLoginLog(ctx.database.db);
    expect(log).toMatchObject({
      userId: dutyId,
      account: 'duty01',
      ipAddress: '10.1.2.3',
      place: '本地网络',
      method: 'password',
      success: 1,
      reason: '',
    });

    const online = await inject(ctx.app, { method: 'GET', url: '/api/oauth/Logout', headers: { authorization: data.token } });
    expect(online.body.code).toBe(200);
  });

  it('turns an unknown theme into classic', async () => {
    const { body } = await login(ctx.app, { account: 'oddtheme', password: PASSWORD });
    expect(body.code).toBe(200);
    expect((body.data as { theme: string }).theme).toBe('classic');
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const wrong = await login(ctx.app, { account: 'duty01', password: 'not-it' }, { remoteAddress: '10.9.0.1', language: 'en' });
    const unknown = await login(ctx.app, { account: 'nobody', password: PASSWORD }, { remoteAddress: '10.9.0.2', language: 'en' });
    expect(wrong.body.code).toBe(400);
    expect(wrong.body.msg).toBe('The account or password is wrong');
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).not.toHaveProperty('data.token');

    const zh = await login(ctx.app, { account: 'nobody', password: PASSWORD }, { remoteAddress: '10.9.0.3', language: 'zh-CN' });
    expect(zh.body.msg).toBe('账号或密码错误');
    const log = await latestLoginLog(ctx.database.db);
    expect(log).toMatchObject({ userId: null, account: 'nobody', success: 0, reason: 'unknown-account' });
  });

  it('refuses a disabled account with a clear message once the password is right', async () => {
    const { body } = await login(ctx.app, { account: 'retired', password: PASSWORD }, { language: 'en' });
    expect(body.code).toBe(400);
    expect(body.msg).toBe('This account has been disabled, please contact the administrator');
    const wrongPassword = await login(ctx.app, { account: 'retired', password: 'guess' }, { language: 'en', remoteAddress: '10.9.0.4' });
    expect(wrongPassword.body.msg).toBe('The account or password is wrong');
  });

  it('signs a sub-account in as mobile@account', async () => {
    const stored = await login(ctx.app, { account: '13900000002@duty01', password: 'Sub2026pass' });
    expect(stored.body.code).toBe(200);
    expect((stored.body.data as { theme: string }).theme).toBe('plain');
    const log = await latestLoginLog(ctx.database.db);
    const sub = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', '13900000002@duty01')
      .executeTakeFirstOrThrow();
    expect(log.userId).toBe(sub.id);

    const throughParent = await login(ctx.app, { account: '13700000007@inspector', password: 'Field2026pass' });
    expect(throughParent.body.code).toBe(200);
    const field = await ctx.database.db.selectFrom('users').select('id').where('account', '=', 'field-phone-7').executeTakeFirstOrThrow();
    expect((await latestLoginLog(ctx.database.db)).userId).toBe(field.id);

    // The parent's password does not open the sub-account.
    const parentPassword = await login(ctx.app, { account: '13900000002@duty01', password: PASSWORD }, { remoteAddress: '10.9.0.5' });
    expect(parentPassword.body.code).toBe(400);
  });

  it('names a public address unknown with the embedded geo provider', async () => {
    await login(ctx.app, { account: 'duty01', password: PASSWORD }, { remoteAddress: '203.0.113.9' });
    const log = await latestLoginLog(ctx.database.db);
    expect(log).toMatchObject({ ipAddress: '203.0.113.9', place: '未知', success: 1 });
  });

  it('keeps the previous successful sign-in for the last-login notice', async () => {
    const userId = await createUser(ctx.database.db, { account: 'notice01' });
    expect(await previousLogin(ctx.database.db, userId)).toBeUndefined();
    await login(ctx.app, { account: 'notice01', password: PASSWORD }, { remoteAddress: '192.168.7.7' });
    expect(await previousLogin(ctx.database.db, userId)).toBeUndefined();
    await login(ctx.app, { account: 'notice01', password: 'wrong' }, { remoteAddress: '10.7.7.8' });
    await login(ctx.app, { account: 'notice01', password: PASSWORD }, { remoteAddress: '203.0.113.7' });
    expect(await previousLogin(ctx.database.db, userId)).toMatchObject({ ipAddress: '192.168.7.7', place: '本地网络' });
  });
});

const PASSWORD_FORMAT = 'password must be the MD5 of the password as 32 lowercase hex characters (or that MD5 encrypted the JNPF way)';

describe('POST /api/oauth/Login bad input', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: new URLSearchParams(fields).toString(),
  });
  const good = { account: 'duty01', password: md5Hex(PASSWORD), grant_type: 'password', client_id: 'admin', scope: 'all' };

  it.each([
    ['a missing account', { password: good.password }, 401, 'account is required'],
    ['an empty account', { ...good, account: '   ' }, 401, 'Please enter your account'],
    ['an over-long account', { ...good, account: 'a'.repeat(65) }, 401, 'account must be at most 64 characters'],
    ['a missing password', { account: 'duty01' }, 401, 'Please enter your password'],
    ['a plain-text password', { ...good, password: PASSWORD }, 401, PASSWORD_FORMAT],
    ['an upper-case MD5', { ...good, password: good.password.toUpperCase() }, 401, PASSWORD_FORMAT],
    ['an unknown grant type', { ...good, grant_type: 'client_credentials' }, 401, 'grant_type has a value that is not allowed'],
    ['another client id', { ...good, client_id: 'mobile' }, 401, 'client_id has a value that is not allowed'],
  ])('answers %s with a readable message', async (_name, fields, code, msg) => {
    const response = await ctx.app.inject({ ...form(fields), remoteAddress: '10.8.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code, msg });
  });

  it('answers wrong JSON types, a missing body and a broken body without a 500', async () => {
    const typed = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: { name: 'duty01' }, password: good.password },
    });
    expect(typed.json()).toEqual({ code: 401, msg: 'account must be a string' });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/oauth/Login' });
    expect(empty.json().code).toBe(401);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(broken.json()).toEqual({ code: 400, msg: 'The request body could not be read' });
  });

  it('accepts the same fields as JSON', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/oauth/Login', payload: good });
    expect(response.json().code).toBe(200);
  });
});
