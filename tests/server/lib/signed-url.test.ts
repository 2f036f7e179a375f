import { describe, expect, it } from 'vitest';
import { signatureTemplate, signUrl, verifySignedUrl } from '../../../server/src/lib/signed-url';

const KEY = 'test-key-0123456789';

describe('signed URLs', () => {
  it('fills the placeholder, or appends sig to a path without one', () => {
    expect(signatureTemplate('/favicon.svg?t=${jnpfToken}')).toBe('/favicon.svg?t=${jnpfToken}');
    expect(signatureTemplate('/api/file/x.png')).toBe('/api/file/x.png?sig=${jnpfToken}');
    expect(signatureTemplate('/a?b=1#top')).toBe('/a?b=1&sig=${jnpfToken}#top');
    const { url, expiresAt } = signUrl(KEY, '/favicon.svg?t=${jnpfToken}', 'usr-admin', 1000, 60_000);
    expect(expiresAt).toBe(61_000);
    expect(url).toMatch(/^\/favicon\.svg\?t=s1\.[0-9a-z]+\.usr-admin\.[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain('bearer');
  });

  it('verifies its own URL until it expires, then refuses it', () => {
    const { url } = signUrl(KEY, '/files/report.xlsx', 'usr-duty01', 1000, 60_000);
    expect(verifySignedUrl(KEY, url, 61_000)).toEqual({ ok: true, userId: 'usr-duty01', expiresAt: 61_000 });
    expect(verifySignedUrl(KEY, url, 61_001)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a signature moved to another resource, another user, another expiry or another key', () => {
    const { url } = signUrl(KEY, '/files/a.png', 'usr-viewer01', 1000);
    const signature = url.split('sig=')[1] ?? '';
    expect(verifySignedUrl(KEY, `/files/b.png?sig=${signature}`, 2000)).toEqual({ ok: false, reason: 'forged' });
    expect(verifySignedUrl(KEY, url.replace('usr-viewer01', 'usr-admin'), 2000)).toEqual({ ok: false, reason: 'forged' });
    const [, expiry] = signature.split('.');
    expect(
      verifySignedUrl(KEY, url.replace(`.${expiry}.`, `.${(Number.parseInt(expiry ?? '0', 36) + 1_000_000).toString(36)}.`), 2000),
    ).toEqual({ ok: false, reason: 'forged' });
    expect(verifySignedUrl('another-key', url, 2000)).toEqual({ ok: false, reason: 'forged' });
    expect(verifySignedUrl(KEY, `${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`, 2000)).toEqual({ ok: false, reason: 'forged' });
  });

  it('says missing when the URL carries no signature', () => {
    for (const url of ['/files/a.png', '/files/a.png?sig=', '/a?sig=s1.zz.u.short', ''])
      expect(verifySignedUrl(KEY, url, 0)).toEqual({ ok: false, reason: 'missing' });
  });
});
