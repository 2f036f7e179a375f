import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../src/lib/session-store';
import { resetState } from '../support/reset-state';
import { session } from '../support/session-fixture';

function otherTabWrites(key: string, value: string | null) {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('the session store across tabs', () => {
  beforeEach(async () => {
    await resetState();
  });

  it('follows a sign-out in another tab and asks the router to check the page again', () => {
    sessionStore.setToken('bearer mine');
    sessionStore.setSession(session());
    let changes = 0;
    const subscription = sessionStore.externalChanges.subscribe(() => (changes += 1));
    otherTabWrites('sluice_token', null);
    subscription.unsubscribe();
    expect(sessionStore.get()).toMatchObject({ token: null, menuList: null, userInfo: null });
    expect(changes).toBe(1);
  });

  it('follows a lock in another tab', () => {
    sessionStore.setToken('bearer mine');
    otherTabWrites('sluice_lock', '1');
    expect(sessionStore.get().isLock).toBe(true);
  });

  it('does not report its own changes as external', () => {
    let changes = 0;
    const subscription = sessionStore.externalChanges.subscribe(() => (changes += 1));
    sessionStore.setToken('bearer mine');
    sessionStore.setLock(true);
    sessionStore.clear();
    subscription.unsubscribe();
    expect(changes).toBe(0);
  });
});
