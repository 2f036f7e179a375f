import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../server/src/auth/current-user';
import { createTestApp, type TestContext } from '../support/test-app';
import { call, signInAs } from './sign-in-as';

describe('language and theme of the signed-in person', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await signInAs(ctx, 'usr-engineer01');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const userInfo = async (as: string) => ((await call(ctx, 'GET', '/api/oauth/CurrentUser', as)).data as CurrentUser).userInfo;

  it('saves the language and returns it from CurrentUser, for that person only', async () => {
    const saved = await call(ctx, 'PUT', '/api/permission/Users/Current/SystemLanguage', token, { language: 'en' });
    expect(saved).toMatchObject({ code: 200, data: { language: 'en' } });
    expect((await userInfo(token)).language).toBe('en');
    expect((await call(ctx, 'PUT', '/api/permission/Users/Current/SystemLanguage', token, { language: 'zh_TW' })).code).toBe(200);
    expect((await userInfo(token)).language).toBe('zh_TW');
    expect((await userInfo(await signInAs(ctx, 'usr-engineer02'))).language).toBe('zh_CN');
  });

  it('saves each of the four themes', async () => {
    for (const theme of ['functional', 'plain', 'blend', 'classic']) {
      expect((await call(ctx, 'PUT', '/api/permission/Users/Current/SystemTheme', token, { theme })).code).toBe(200);
      expect((await userInfo(token)).theme).toBe(theme);
    }
  });

  it('rejects unknown or missing values with 401 and changes nothing', async () => {
    await call(ctx, 'PUT', '/api/permission/Users/Current/SystemTheme', token, { theme: 'blend' });
    const bad = [
      ['SystemLanguage', { language: 'fr' }],
      ['SystemLanguage', { language: 'zh-CN' }],
      ['SystemLanguage', {}],
      ['SystemTheme', { theme: 'dark' }],
      ['SystemTheme', { theme: 3 }],
      ['SystemTheme', {}],
    ] as const;
    for (const [path, body] of bad) {
      const answer = await call(ctx, 'PUT', `/api/permission/Users/Current/${path}`, token, body);
      expect(answer.code).toBe(401);
      expect(answer.msg).toMatch(/language|theme/);
    }
    expect(await userInfo(token)).toMatchObject({ theme: 'blend', language: 'zh_TW' });
  });

  it('asks for sign-in (602) before looking at the body', async () => {
    expect((await call(ctx, 'PUT', '/api/permission/Users/Current/SystemLanguage', undefined, { language: 'en' })).code).toBe(602);
    expect((await call(ctx, 'PUT', '/api/permission/Users/Current/SystemTheme', undefined, { theme: 'nope' })).code).toBe(602);
  });
});
