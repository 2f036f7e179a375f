import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../server/src/auth/passwords';
import { createTestApp, type TestContext } from '../support/test-app';
import { createUser, inject, login, PASSWORD, solveCaptcha, tokenFor } from './support/sign-in-fixtures';

let ctx: TestContext;
let adminId: string;
let dutyId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
  adminId = await createUser(ctx.database.db, { account: 'chief', isAdministrator: true, realName: 'Chief Engineer' });
  dutyId = await createUser(ctx.database.db, { account: 'night01', realName: 'Night Duty' });
  await createUser(ctx.database.db, { account: 'night02', realName: 'Second Night' });
  // The online-user calls go by the rights on this menu (administrators hold every button it has).
  await ctx.database.db
    .insertInto('menu')
    .values({ id: 'menu-online', parentId: '-1', enCode: 'system.onlineUser', fullName: 'Online users', type: 2 })
    .execute();
  await ctx.database.db
    .insertInto('menuElement')
    .values({ id: 'btn-online-force', menuId: 'menu-online', kind: 'button', enCode: 'btn_forceOffline', fullName: 'Force offline' })
    .execute();
});

afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  inject(ctx.app, {
    method,
    url,
    headers: { 'accept-language': 'en', ...(token === undefined ? {} : { authorization: token }) },
    ...(payload ? { payload } : {}),
  });

describe('session codes', () => {
  it('answers 602 for a missing or garbage token', async () => {
    expect((await call('GET', '/api/system/OnlineUser')).body.code).toBe(602);
    expect((await call('GET', '/api/system/OnlineUser', 'bearer not-a-real-token-but-long-enough')).body.code).toBe(602);
    expect((await call('GET', '/api/oauth/Logout', 'garbage')).body.code).toBe(602);
    // Authentication comes before validation: an anonymous caller learns nothing about the fields.
    expect((await call('POST', '/api/oauth/LockScreen', undefined, {})).body.code).toBe(602);
    expect((await call('GET', '/api/system/OnlineUser?pageSize=100000')).body.code).toBe(602);
  });

  it('answers 600 once the session has expired', async () => {
    const token = await tokenFor(ctx.app, 'chief');
    expect((await call('GET', '/api/system/OnlineUser', token)).body.code).toBe(200);
    await ctx.database.db
      .updateTable('session')
      .set({ expiresAt: Date.now() - 1 })
      .where('userId', '=', adminId)
      .execute();
    expect((await call('GET', '/api/system/OnlineUser', token)).body.code).toBe(600);
  });

  it('revokes the session on logout, after which the token answers 602', async () => {
    const token = await tokenFor(ctx.app, 'night02');
    const out = await call('GET', '/api/oauth/Logout', token);
    expect(out.body).toEqual({ code: 200, msg: 'Signed out' });
    expect((await call('GET', '/api/oauth/Logout', token)).body.code).toBe(602);
    expect((await call('POST', '/api/oauth/LockScreen', token, { account: 'night02', password: md5Hex(PASSWORD) })).body.code).toBe(602);
  });
});

describe('online users', () => {
  it('lists live sessions for administrators and forces a user offline (601)', async () => {
    const admin = await tokenFor(ctx.app, 'chief');
    const dutyA = await tokenFor(ctx.app, 'night01', PASSWORD, { remoteAddress: '10.60.0.1' });
    const dutyB = await tokenFor(ctx.app, 'night01', PASSWORD, { remoteAddress: '10.60.0.2' });

    const list = await call('GET', '/api/system/OnlineUser?keyword=NIGHT%20D&currentPage=1&pageSize=20', admin);
    expect(list.body.code).toBe(200);
    const data = list.body.data as {
      list: Record<string, unknown>[];
      pagination: { total: number; currentPage: number; pageSize: number };
    };
    expect(data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect(data.list.map((row) => row.loginIPAddress).sort()).toEqual(['10.60.0.1', '10.60.0.2']);
    expect(data.list[0]).toMatchObject({
      userId: dutyId,
      userAccount: 'night01',
      userName: 'Night Duty',
      loginIPAddressName: '本地网络',
      isCurrent: false,
    });

    const all = await call('GET', '/api/system/OnlineUser', admin);
    const rows = (all.body.data as { list: { userAccount: string; isCurrent: boolean }[] }).list;
    expect(rows.find((row) => row.isCurrent)?.userAccount).toBe('chief');

    const forced = await call('DELETE', `/api/system/OnlineUser/${dutyId}`, admin);
    expect(forced.body).toEqual({ code: 200, msg: 'The user has been forced offline', data: { revoked: 2 } });
    expect((await call('GET', '/api/oauth/Logout', dutyA)).body.code).toBe(601);
    expect((await call('POST', '/api/oauth/LockScreen', dutyB, { account: 'night01', password: md5Hex(PASSWORD) })).body.code).toBe(601);
    const after = await call('GET', '/api/system/OnlineUser?keyword=night01', admin);
    expect((after.body.data as { pagination: { total: number } }).pagination.total).toBe(0);
  });

  it('answers 403 to anyone without the online-user menu', async () => {
    const duty = await tokenFor(ctx.app, 'night01');
    expect((await call('GET', '/api/system/OnlineUser', duty)).body).toEqual({ code: 403, msg: 'You do not have permission to do this' });
    expect((await call('DELETE', `/api/system/OnlineUser/${adminId}`, duty)).body.code).toBe(403);
    const stillIn = await call('GET', '/api/system/OnlineUser', await tokenFor(ctx.app, 'chief'));
    expect(stillIn.body.code).toBe(200);
  });

  it('refuses to force oneself offline or an unknown user, and bad paging', async () => {
    const admin = await tokenFor(ctx.app, 'chief');
    expect((await call('DELETE', `/api/system/OnlineUser/${adminId}`, admin)).body).toEqual({
      code: 400,
      msg: 'You cannot force yourself offline; sign out instead',
    });
    expect((await call('DELETE', '/api/system/OnlineUser/no-such-user', admin)).body).toEqual({ code: 404, msg: 'No such user' });
    expect((await call('GET', '/api/system/OnlineUser?pageSize=100000', admin)).body.code).toBe(401);
    expect((await call('GET', '/api/system/OnlineUser?currentPage=abc', admin)).body.code).toBe(401);
  });
});

describe('single-session mode', () => {
  it('signs the earlier session out (601) when the same user signs in again', async () => {
    const strict = await createTestApp({ signIn: { singleSession: true } }, { seed: false });
    try {
      await createUser(strict.database.db, { account: 'solo01' });
      const first = await tokenFor(strict.app, 'solo01');
      const second = await tokenFor(strict.app, 'solo01');
      const logout = (token: string) => inject(strict.app, { method: 'GET', url: '/api/oauth/Logout', headers: { authorization: token } });
      expect((await logout(first)).body.code).toBe(601);
      expect((await logout(second)).body.code).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/oauth/LockScreen', () => {
  it('unlocks with the right password and refuses a wrong one or another account', async () => {
    const token = await tokenFor(ctx.app, 'night02');
    const right = await call('POST', '/api/oauth/LockScreen', token, { account: ' night02 ', password: md5Hex(PASSWORD) });
    expect(right.body).toEqual({ code: 200, msg: 'Unlocked' });
    const wrong = await call('POST', '/api/oauth/LockScreen', token, { account: 'night02', password: md5Hex('nope') });
    expect(wrong.body).toEqual({ code: 400, msg: 'The password is wrong' });
    const other = await call('POST', '/api/oauth/LockScreen', token, { account: 'chief', password: md5Hex(PASSWORD) });
    expect(other.body).toEqual({ code: 400, msg: 'The account is not the one signed in on this screen' });
    const notHex = await call('POST', '/api/oauth/LockScreen', token, { account: 'night02', password: PASSWORD });
    expect(notHex.body.code).toBe(401);
    const missing = await call('POST', '/api/oauth/LockScreen', token, { account: 'night02' });
    expect(missing.body).toEqual({ code: 401, msg: 'password is required' });
  });

  it('counts wrong passwords toward the pause of this account at this address, not elsewhere', async () => {
    const token = await tokenFor(ctx.app, 'night02');
    await ctx.database.db.deleteFrom('loginThrottle').execute();
    for (let i = 0; i < 4; i += 1) {
      const { body } = await call('POST', '/api/oauth/LockScreen', token, { account: 'night02', password: md5Hex('nope') });
      expect(body).toEqual({ code: 400, msg: 'The password is wrong' });
    }
    const fifth = await call('POST', '/api/oauth/LockScreen', token, { account: 'night02', password: md5Hex('nope') });
    expect(fifth.body.msg).toBe('Too many failed sign-ins for this account from this network, try again in 1 minutes');
    const right = await call('POST', '/api/oauth/LockScreen', token, { account: 'night02', password: md5Hex(PASSWORD) });
    expect(right.body.code).toBe(400);
    // The pause holds for sign-in from this address too, but not from another one.
    const here = await login(ctx.app, { account: 'night02', password: PASSWORD }, { language: 'en' });
    expect(here.body.msg).toBe('Too many failed sign-ins for this account from this network, try again in 1 minutes');
    const timestamp = `night02-${Date.now()}`;
    const code = await solveCaptcha(ctx.app, ctx.database.db, timestamp, { remoteAddress: '10.61.0.1' });
    const there = await login(
      ctx.app,
      { account: 'night02', password: PASSWORD, code, timestamp },
      { language: 'en', remoteAddress: '10.61.0.1' },
    );
    expect(there.body.code).toBe(200);
  });
});
