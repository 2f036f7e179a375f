import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardState } from '../../../../src/app/guard/decide-navigation';

const signedIn: GuardState = { token: 'bearer t', isLock: false, menusLoaded: true };
const signedOut: GuardState = { token: null, isLock: false, menusLoaded: false };

describe('rule 1: signed in and locked', () => {
  const locked = { ...signedIn, isLock: true };

  it('sends every path but /lockScreen and /login to /lockScreen', () => {
    expect(decideNavigation(locked, '/monitoring/alarms?x=1')).toEqual({ action: 'redirect', to: '/lockScreen' });
    expect(decideNavigation(locked, '/404')).toEqual({ action: 'redirect', to: '/lockScreen' });
    expect(decideNavigation(locked, '/lockScreen')).toEqual({ action: 'allow' });
  });

  it('lets /login through to rule 2, which sends it home (and home is locked again)', () => {
    expect(decideNavigation(locked, '/login')).toEqual({ action: 'redirect', to: '/' });
    expect(decideNavigation(locked, '/')).toEqual({ action: 'redirect', to: '/lockScreen' });
  });
});

describe('rule 2: signed in and going to /login', () => {
  it('goes to /', () => {
    expect(decideNavigation(signedIn, '/login?redirect=%2Fhome')).toEqual({ action: 'redirect', to: '/' });
  });
});

describe('rule 3: signed in without a menu', () => {
  it('asks for the current user first', () => {
    const fresh = { ...signedIn, menusLoaded: false };
    expect(decideNavigation(fresh, '/home')).toEqual({ action: 'load' });
    expect(decideNavigation(fresh, '/404')).toEqual({ action: 'load' });
  });

  it('allows once the menu is there', () => {
    expect(decideNavigation(signedIn, '/home')).toEqual({ action: 'allow' });
    expect(decideNavigation(signedIn, '/anything/else')).toEqual({ action: 'allow' });
  });
});

describe('rule 4: not signed in', () => {
  it.each(['/login', '/auth-redirect', '/jump', '/info', '/river-patrol-preview', '/checkToken', '/lockScreen', '/404', '/redirect/home'])(
    'lets public %s pass',
    (path) => {
      expect(decideNavigation(signedOut, path)).toEqual({ action: 'allow' });
    },
  );

  it('sends everything else to /login with the wanted path', () => {
    expect(decideNavigation(signedOut, '/monitoring/alarms?state=active')).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fmonitoring%2Falarms%3Fstate%3Dactive',
    });
    expect(decideNavigation(signedOut, '/')).toEqual({ action: 'redirect', to: '/login' });
  });
});
