import { APP_CONFIG } from '../../config/app-config';
import { errorText } from '../../lib/error-text';
import { i18n } from '../../lib/i18n';
import { md5Hex } from '../../lib/md5';
import { sessionStore, type LoadedSession } from '../../lib/session-store';
import { normalizeLayoutType } from '../../lib/layout-type';
import { setSetting } from '../../lib/storage';
import { authApi, type LoginResult } from './api';

/** A sign-in that reached the server but cannot open the console; `message` is for the user. */
export class SessionLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionLoadError';
  }
}

/**
 * Fetches the current user and fills the session store (spec section 4): no user -> '验证失败，请重新登录。',
 * no menu -> '您的权限不足，请联系管理员', running mode '111' when missing. Rejects with ApiError or SessionLoadError.
 */
export async function loadSession(): Promise<LoadedSession> {
  const data = await authApi.currentUser();
  if (!data?.userInfo) throw new SessionLoadError(i18n.t('errors.session.verify-failed'));
  const menuList = data.menuList ?? [];
  if (menuList.length === 0) throw new SessionLoadError(i18n.t('errors.session.no-permission'));
  const session: LoadedSession = {
    menuList,
    userInfo: data.userInfo,
    permissionList: data.permissionList ?? [],
    sysConfigInfo: { ...data.sysConfigInfo, runningMode: data.sysConfigInfo?.runningMode || APP_CONFIG.defaultRunningMode },
  };
  sessionStore.setSession(session);
  return session;
}

/** Stores a fresh token (and layout from the login's theme), then loads the session; undoes it all on failure. */
export async function completeSignIn(result: LoginResult): Promise<LoadedSession> {
  sessionStore.setLock(false);
  sessionStore.setToken(result.token);
  if (result.theme !== undefined) setSetting('layoutType', normalizeLayoutType(result.theme));
  try {
    return await loadSession();
  } catch (error) {
    sessionStore.clear();
    // CurrentUser answers silently for the guard's sake; at sign-in its failure is the user's to read.
    throw error instanceof SessionLoadError ? error : new SessionLoadError(errorText(error, i18n.t('errors.session.verify-failed')));
  }
}

async function withLoginLoading<T>(work: () => Promise<T>): Promise<T> {
  sessionStore.setLoginLoading(true);
  try {
    return await work();
  } finally {
    sessionStore.setLoginLoading(false);
  }
}

export interface PasswordCredentials {
  account: string;
  password: string;
  code?: string;
  timestamp?: string;
}

/** Account and password sign-in: the password leaves the browser as lowercase hex MD5. */
export function signInWithPassword(credentials: PasswordCredentials): Promise<LoadedSession> {
  return withLoginLoading(async () => {
    const result = await authApi.login({
      account: credentials.account.trim(),
      password: await md5Hex(credentials.password),
      code: credentials.code?.trim() ?? '',
      timestamp: credentials.timestamp ?? '',
      origin: 'password',
      grantType: 'password',
    });
    return completeSignIn(result);
  });
}

/** Mobile verification-code sign-in. */
export function signInWithSms(mobile: string, code: string): Promise<LoadedSession> {
  return withLoginLoading(async () => {
    const result = await authApi.login({
      account: mobile.trim(),
      password: '',
      code: code.trim(),
      timestamp: '',
      origin: 'sms',
      grantType: 'sms',
    });
    return completeSignIn(result);
  });
}

/** Scan sign-in: the phone confirmed and the server handed over a token. */
export function signInWithToken(token: string): Promise<LoadedSession> {
  return withLoginLoading(() => completeSignIn({ token }));
}

/** Logs out: revokes the token on the server (best effort), forgets the session and goes to /login. */
export async function signOut(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // The token may already be dead; the local session ends either way.
  }
  sessionStore.clear();
  sessionStore.end({ to: '/login' });
}

/** Locks the screen: the flag is stored so a reload stays locked. */
export function lockScreen(): void {
  sessionStore.setLock(true);
}

/** Unlocks after the server accepts the password of the signed-in account. */
export async function unlockScreen(account: string, password: string): Promise<void> {
  await authApi.unlock(account.trim(), await md5Hex(password));
  sessionStore.setLock(false);
}
