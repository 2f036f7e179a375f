import { useSyncExternalStore } from 'react';
import { getSetting, removeSetting, setSetting, subscribeSettings } from './storage';
import type { SiteConfig } from '../../server/src/wire/site-config';
import type { MenuNode, PermissionEntry, UserInfo } from '../../server/src/wire/current-user';
import { createSignal, type Signal } from './signal';

/** Session state of spec section 3. `menuList` is null until the current user has been fetched. */
export interface SessionState {
  token: string | null;
  isLock: boolean;
  menuList: MenuNode[] | null;
  leftMenuList: MenuNode[];
  userInfo: UserInfo | null;
  permissionList: PermissionEntry[];
  sysConfigInfo: SiteConfig | null;
  loginLoading: boolean;
}

export interface LoadedSession {
  menuList: MenuNode[];
  userInfo: UserInfo;
  permissionList: PermissionEntry[];
  sysConfigInfo: SiteConfig;
}

function initialState(): SessionState {
  return {
    token: getSetting('token'),
    isLock: getSetting('lock') === 1,
    menuList: null,
    leftMenuList: [],
    userInfo: null,
    permissionList: [],
    sysConfigInfo: null,
    loginLoading: false,
  };
}

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** A request to leave the signed-in console; the router performs it (see src/app/app.tsx). */
export interface SessionEnd {
  /** Where to go: /login, with a redirect query when the session expired under the user. */
  to: string;
}

const sessionEnds = createSignal<SessionEnd>();
const externalChanges = createSignal<void>();

/**
 * The one session store: token and lock flag (mirrored to local settings), menus, user,
 * permissions and the login loading flag. Framework-free; React reads it with `useSession`.
 */
export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setToken(token: string): void {
    update({ token });
    setSetting('token', token);
  },
  setLock(isLock: boolean): void {
    update({ isLock });
    setSetting('lock', isLock ? 1 : 0);
  },
  setLoginLoading(loginLoading: boolean): void {
    update({ loginLoading });
  },
  setSession(session: LoadedSession): void {
    update({ ...session, leftMenuList: [] });
  },
  setLeftMenuList(leftMenuList: MenuNode[]): void {
    update({ leftMenuList });
  },
  /** Forgets token, lock, menus, user and permissions (logout, expiry, failed user fetch). */
  clear(): void {
    update({ ...initialState(), token: null, isLock: false });
    removeSetting('token');
    removeSetting('lock');
  },
  /** Emits a request to leave the console; the app navigates and drops cached server state. */
  end(end: SessionEnd): void {
    sessionEnds.emit(end);
  },
  ends: { subscribe: sessionEnds.subscribe } satisfies Signal<SessionEnd>,
  /** Another tab signed in, out, or locked: the router re-runs its guard. */
  externalChanges: { subscribe: externalChanges.subscribe } satisfies Signal<void>,
  /** For tests: start again from what is stored. */
  reset(): void {
    state = initialState();
    for (const listener of listeners) listener();
  },
};

// Another tab signed out or locked: follow it. (This tab's own writes update the state first, so they never differ here.)
subscribeSettings((key) => {
  if (key === 'token' && getSetting('token') !== state.token) {
    const token = getSetting('token');
    update(token === null ? { ...initialState(), token: null, isLock: false } : { token });
    externalChanges.emit();
  }
  if (key === 'lock' && (getSetting('lock') === 1) !== state.isLock) {
    update({ isLock: getSetting('lock') === 1 });
    externalChanges.emit();
  }
});

/** The current session; re-renders on change. Pass a selector to re-render only on the part you use. */
export function useSession(): SessionState;
export function useSession<T>(select: (session: SessionState) => T): T;
export function useSession<T>(select?: (session: SessionState) => T): T | SessionState {
  return useSyncExternalStore(sessionStore.subscribe, () => (select ? select(state) : state));
}
