import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../../server/src/auth/sessions';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await ctx.database.db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  token = (
    await issueSession(ctx.database.db, {
      userId: admin.id,
      ipAddress: '10.0.0.2',
      place: '',
      userAgent: 'vitest',
      origin: 'pc',
      idleMs: ctx.config.sessionIdleMs,
    })
  ).token;
});
afterAll(async () => {
  await ctx.close();
});

async function sign(payload: unknown, auth: string = token) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/signed-urls',
    headers: auth ? { authorization: auth } : {},
    payload: payload as object,
  });
  return response.json() as { code: number; msg: string; data?: { url: string; expiresAt: number } };
}

async function check(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/signed-urls/check?url=${encodeURIComponent(url)}` });
  return response.json() as { code: number; msg: string; data?: { userId: string; account: string; expiresAt: number } };
}

describe('signed URL routes', () => {
  it('signs a type-7 address without putting the session token in it, and the check names the user', async () => {
    const signed = await sign({ address: '/favicon.svg?t=${jnpfToken}' });
    expect(signed.code).toBe(200);
    const url = signed.data?.url ?? '';
    expect(url.startsWith('/favicon.svg?t=s1.')).toBe(true);
    expect(url).not.toContain(token.replace('bearer ', ''));
    expect(signed.data?.expiresAt).toBeGreaterThan(Date.now());
    expect(signed.data?.expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(await check(url)).toMatchObject({ code: 200, data: { account: 'admin' } });
    expect(await check(`http://sluice.example${url}`)).toMatchObject({ code: 200, data: { account: 'admin' } });
  });

  it('appends sig to a path, and fills the placeholder of an external address', async () => {
    expect((await sign({ address: '/api/file/Image/IM/a.png' })).data?.url).toMatch(/^\/api\/file\/Image\/IM\/a\.png\?sig=s1\./);
    expect((await sign({ address: 'https://bi.example.org/view?ticket=${jnpfToken}' })).data?.url).toMatch(
      /^https:\/\/bi\.example\.org\/view\?ticket=s1\./,
    );
  });

  it('refuses bad addresses with 401 and a reason', async () => {
    const bad: unknown[] = [
      { address: '' },
      { address: 'x'.repeat(2001) },
      { address: '//evil.example/x' },
      { address: 'javascript:alert(1)' },
      { address: 'https://bi.example.org/view' },
      { address: '/a b' },
      { address: '/a\\b' },
      { address: 'relative/path' },
      { address: 42 },
      { address: '/ok', extra: 1 },
      {},
    ];
    for (const payload of bad) expect(await sign(payload)).toMatchObject({ code: 401, msg: expect.any(String) });
  });

  it('signs only for a signed-in caller', async () => {
    expect((await sign({ address: '/favicon.svg' }, '')).code).toBe(602);
    expect((await sign({ address: '/favicon.svg' }, 'bearer not-a-real-token-but-long-enough')).code).toBe(602);
  });

  it('answers a forged, moved or unsigned URL with 602 or 401', async () => {
    const url = (await sign({ address: '/api/file/a.png' })).data?.url ?? '';
    expect(await check(url.replace('/a.png', '/b.png'))).toMatchObject({ code: 602 });
    expect(await check('/api/file/a.png')).toMatchObject({ code: 401 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/signed-urls/check' })).json()).toMatchObject({ code: 401 });
  });

  it('stops vouching for a user who has been disabled', async () => {
    const viewer = await ctx.database.db.selectFrom('users').select('id').where('account', '=', 'viewer02').executeTakeFirstOrThrow();
    const viewerToken = (
      await issueSession(ctx.database.db, {
        userId: viewer.id,
        ipAddress: '10.0.0.3',
        place: '',
        userAgent: 'vitest',
        origin: 'pc',
        idleMs: ctx.config.sessionIdleMs,
      })
    ).token;
    const url = (await sign({ address: '/x' }, viewerToken)).data?.url ?? '';
    expect(await check(url)).toMatchObject({ code: 200, data: { account: 'viewer02' } });
    await ctx.database.db.updateTable('users').set({ enabledMark: 0 }).where('id', '=', viewer.id).execute();
    expect(await check(url)).toMatchObject({ code: 602 });
  });
});
