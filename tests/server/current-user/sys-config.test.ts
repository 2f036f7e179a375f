import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { call } from './sign-in-as';

describe('GET /api/system/SysConfig', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers without sign-in with the title, logos and shell settings', async () => {
    const body = await call(ctx, 'GET', `/api/system/SysConfig?_t=${Date.now()}`);
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      title: 'Sluice',
      sysName: 'Sluice 水利工程运行值守平台',
      sysVersion: 'V3.3',
      copyright: 'Copyright © 2026 澜江水务集团',
      logoIcon: '/favicon.svg',
      navigationIcon: '/favicon.svg',
      menuStyle: '1',
      drawerStyle: '1',
      runningMode: '111',
    });
  });

  it('follows the stored settings, falls back to defaults for blank ones, and never exposes other keys', async () => {
    const db = ctx.database.db;
    await db.updateTable('sysConfig').set({ value: '澜江值守' }).where('key', '=', 'sysName').execute();
    await db.updateTable('sysConfig').set({ value: '' }).where('key', '=', 'runningMode').execute();
    await db.deleteFrom('sysConfig').where('key', '=', 'menuStyle').execute();
    await db.insertInto('sysConfig').values({ key: 'smsProviderSecret', value: 'do-not-leak' }).execute();
    const body = await call(ctx, 'GET', '/api/system/SysConfig');
    expect(body.data).toMatchObject({ sysName: '澜江值守', runningMode: '111', menuStyle: '1' });
    expect(JSON.stringify(body)).not.toContain('do-not-leak');
  });
});
