import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeSignIn, loadSession, SessionLoadError, signOut } from '../../../../src/features/auth/session';
import { sessionStore, type SessionEnd } from '../../../../src/lib/session-store';
import { getSetting } from '../../../../src/lib/storage';
import { installFakeApi, okBody } from '../../support/fake-api';
import { resetState } from '../../support/reset-state';
import { session } from '../../support/session-fixture';

let api: ReturnType<typeof installFakeApi> | null = null;

beforeEach(async () => {
  await resetState();
});

afterEach(() => {
  api?.restore();
  api = null;
});

describe('loading the session (spec section 4)', () => {
  it('fills the store and defaults the running mode to 111', async () => {
    const { menuList, userInfo, permissionList } = session();
    api = installFakeApi({
      'GET /api/oauth/CurrentUser': () => okBody({ menuList, userInfo, permissionList, sysConfigInfo: { title: 'T' } }),
    });
    await loadSession();
    expect(sessionStore.get()).toMatchObject({ menuList, userInfo, permissionList, sysConfigInfo: { title: 'T', runningMode: '111' } });
  });

  it('fails with 验证失败，请重新登录。 when there is no user', async () => {
    api = installFakeApi({ 'GET /api/oauth/CurrentUser': () => okBody({ menuList: session().menuList }) });
    await expect(loadSession()).rejects.toEqual(new SessionLoadError('验证失败，请重新登录。'));
    expect(sessionStore.get().menuList).toBeNull();
  });

  it('fails with 您的权限不足，请联系管理员 when the menu is empty', async () => {
    api = installFakeApi({ 'GET /api/oauth/CurrentUser': () => okBody({ ...session(), menuList: [] }) });
    await expect(loadSession()).rejects.toThrow('您的权限不足，请联系管理员');
  });
});

describe('sign-in and sign-out', () => {
  it('stores the token and the layout from the login theme; anything unknown becomes classic', async () => {
    api = installFakeApi({ 'GET /api/oauth/CurrentUser': () => okBody(session()) });
    await completeSignIn({ token: 'bearer new', theme: 'blend' });
    expect(getSetting('token')).toBe('bearer new');
    expect(getSetting('layoutType')).toBe('blend');
    await completeSignIn({ token: 'bearer new', theme: 'neon' });
    expect(getSetting('layoutType')).toBe('classic');
  });

  it('undoes the token when the user cannot be loaded', async () => {
    api = installFakeApi({ 'GET /api/oauth/CurrentUser': () => okBody({ ...session(), menuList: [] }) });
    await expect(completeSignIn({ token: 'bearer new' })).rejects.toBeInstanceOf(SessionLoadError);
    expect(sessionStore.get().token).toBeNull();
  });

  it('logs out on the server, forgets everything and asks for /login', async () => {
    sessionStore.setToken('bearer t');
    sessionStore.setLock(true);
    sessionStore.setSession(session());
    const ends: SessionEnd[] = [];
    const subscription = sessionStore.ends.subscribe((end) => ends.push(end));
    api = installFakeApi({ 'GET /api/oauth/Logout': () => okBody() });
    await signOut();
    subscription.unsubscribe();
    expect(api.calls('GET /api/oauth/Logout')[0]?.headers.Authorization).toBe('bearer t');
    expect(sessionStore.get()).toMatchObject({ token: null, isLock: false, menuList: null, userInfo: null, permissionList: [] });
    expect(getSetting('lock')).toBe(0);
    expect(ends).toEqual([{ to: '/login' }]);
  });
});
