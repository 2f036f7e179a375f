import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missing, refuse } from '../../../server/src/i18n/localized-error';
import { AppError, CODE } from '../../../server/src/lib/envelope';
import { errorsPlugin } from '../../../server/src/plugins/errors';
import { signInAs } from '../current-user/sign-in-as';
import { createTestApp, type TestContext } from '../support/test-app';

async function appThrowing() {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.get('/acknowledged', async () => {
    throw refuse('alarms.already-acknowledged', { by: '值班员' });
  });
  app.get('/plain', async () => {
    throw new AppError(CODE.BAD_REQUEST, 'Written as it stands');
  });
  return app;
}

describe('localized errors', () => {
  it('answer in the language of Accept-Language, zh-CN when it names none', async () => {
    const app = await appThrowing();
    const msg = async (language?: string) =>
      (await app.inject({ url: '/acknowledged', headers: language ? { 'accept-language': language } : {} })).json<{
        code: number;
        msg: string;
      }>();
    expect(await msg('en-GB,en;q=0.9')).toEqual({ code: 400, msg: 'This alarm was already acknowledged by 值班员' });
    expect(await msg('zh-TW')).toEqual({ code: 400, msg: '該告警已由 值班员 確認' });
    expect(await msg()).toEqual({ code: 400, msg: '该告警已由 值班员 确认' });
    expect(await msg('fr')).toEqual({ code: 400, msg: '该告警已由 值班员 确认' });
  });

  it('leave an AppError written as plain text as it is', async () => {
    const app = await appThrowing();
    expect((await app.inject({ url: '/plain', headers: { 'accept-language': 'en' } })).json()).toEqual({
      code: 400,
      msg: 'Written as it stands',
    });
  });

  it('carry English in their message for logs', () => {
    expect(missing('monitoring.no-such-point').message).toBe('No such monitoring point');
    expect(missing('monitoring.no-such-point').code).toBe(404);
  });
});

describe('localized errors from a real route', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await signInAs(ctx, 'usr-admin');
  });
  afterAll(() => ctx.close());

  it.each([
    ['zh-CN', '告警不存在'],
    ['zh-TW', '告警不存在'],
    ['en', 'No such alarm'],
  ])('GET an unknown alarm in %s', async (language, msg) => {
    const response = await ctx.app.inject({
      url: '/api/monitoring/alarms/missing',
      headers: { authorization: token, 'accept-language': language },
    });
    expect(response.json()).toEqual({ code: 404, msg });
  });

  it.each([
    ['zh-CN', '接口不存在：GET /api/no/such/thing'],
    ['en', 'No such API: GET /api/no/such/thing'],
  ])('GET an unknown API in %s', async (language, msg) => {
    const response = await ctx.app.inject({ url: '/api/no/such/thing?x=1', headers: { 'accept-language': language } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg });
  });
});
