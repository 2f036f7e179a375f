import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession, revokeSession, revokeUserSessions } from '../../../server/src/auth/sessions';
import { createUser } from '../oauth/support/sign-in-fixtures';
import { createTestApp, type TestContext } from '../support/test-app';

describe('an ended session over HTTP answers in the caller’s language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function sessionOf(account: string) {
    const userId = await createUser(ctx.database.db, { account });
    const session = await issueSession(ctx.database.db, {
      userId,
      ipAddress: '127.0.0.1',
      place: '',
      userAgent: 'vitest',
      origin: 'pc',
      idleMs: ctx.config.sessionIdleMs,
    });
    return session;
  }

  async function currentUser(token: string, language: string) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      headers: { authorization: token, 'accept-language': language },
    });
    return response.json<{ code: number; msg: string }>();
  }

  it('601 forced offline: Chinese to a zh-CN caller, English to an English one', async () => {
    const { userId, token } = await sessionOf('forced01');
    await revokeUserSessions(ctx.database.db, userId, 'forced');
    expect(await currentUser(token, 'zh-CN,zh;q=0.9')).toEqual({ code: 601, msg: '您已被管理员强制下线，或已在其他地方登录' });
    expect(await currentUser(token, 'zh-TW')).toEqual({ code: 601, msg: '您已被管理員強制下線，或已在其他地方登入' });
    expect(await currentUser(token, 'en-US,en;q=0.9')).toEqual({
      code: 601,
      msg: 'You have been signed out by an administrator or signed in elsewhere',
    });
  });

  it('601 for a disabled account, 602 after signing out and for a made-up token', async () => {
    const disabled = await sessionOf('disabled01');
    await ctx.database.db.updateTable('users').set({ enabledMark: 0 }).where('id', '=', disabled.userId).execute();
    expect(await currentUser(disabled.token, 'zh-CN')).toEqual({ code: 601, msg: '该账号已被禁用' });
    expect(await currentUser(disabled.token, 'en')).toEqual({ code: 601, msg: 'This account has been disabled' });

    const signedOut = await sessionOf('signedout01');
    await revokeSession(ctx.database.db, signedOut.sessionId, 'logout');
    expect(await currentUser(signedOut.token, 'zh-CN')).toEqual({ code: 602, msg: '您已退出登录，请重新登录' });
    expect(await currentUser('bearer made-up-token-long-enough-to-look-real', 'zh-TW')).toEqual({
      code: 602,
      msg: '登入狀態無效，請重新登入',
    });
  });

  it('600 expired', async () => {
    const { sessionId, token } = await sessionOf('expired01');
    await ctx.database.db
      .updateTable('session')
      .set({ expiresAt: Date.now() - 1000 })
      .where('id', '=', sessionId)
      .execute();
    expect(await currentUser(token, 'zh-CN')).toEqual({ code: 600, msg: '登录已过期，请重新登录' });
    expect(await currentUser(token, 'en')).toEqual({ code: 600, msg: 'Your session has expired, please sign in again' });
  });
});
