import { describe, expect, it } from 'vitest';
import { sessionEnding } from '../../../server/src/auth/sessions';

const LIFETIME = { idleMs: 8 * 3_600_000, absoluteMs: 12 * 3_600_000 };
const NOW = 1_800_000_000_000;
const LIVE = { createdAt: NOW - 3_600_000, expiresAt: NOW + 3_600_000, revokedAt: null, revokedReason: null, enabledMark: 1 };

describe('sessionEnding: the one decision verifySession and the hub sweep share', () => {
  it('keeps a live session', () => {
    expect(sessionEnding(LIVE, LIFETIME, NOW)).toBeUndefined();
  });

  it('names the code and the phrase of each way a session ends', () => {
    expect(sessionEnding(undefined, LIFETIME, NOW)).toEqual({ code: 602, key: 'session.invalid' });
    expect(sessionEnding({ ...LIVE, revokedAt: NOW, revokedReason: 'logout' }, LIFETIME, NOW)).toEqual({
      code: 602,
      key: 'session.signed-out',
    });
    for (const reason of ['forced', 'replaced'] as const) {
      expect(sessionEnding({ ...LIVE, revokedAt: NOW, revokedReason: reason }, LIFETIME, NOW)).toEqual({
        code: 601,
        key: 'session.forced-offline',
      });
    }
    expect(sessionEnding({ ...LIVE, enabledMark: 0 }, LIFETIME, NOW)).toEqual({ code: 601, key: 'session.account-disabled' });
    expect(sessionEnding({ ...LIVE, expiresAt: NOW }, LIFETIME, NOW)).toEqual({ code: 600, key: 'session.expired' });
  });

  it('ends a session past its absolute lifetime however recently it was used', () => {
    const old = { ...LIVE, createdAt: NOW - LIFETIME.absoluteMs, expiresAt: NOW + LIFETIME.idleMs };
    expect(sessionEnding(old, LIFETIME, NOW)).toEqual({ code: 600, key: 'session.expired' });
  });

  it('puts a revocation before a disabled account or an expiry', () => {
    const all = { ...LIVE, revokedAt: NOW, revokedReason: 'forced' as const, enabledMark: 0, expiresAt: NOW - 1 };
    expect(sessionEnding(all, LIFETIME, NOW)?.key).toBe('session.forced-offline');
  });
});
