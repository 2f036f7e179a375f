import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { AppError, CODE } from '../../server/src/lib/envelope';
import { errorsPlugin } from '../../server/src/plugins/errors';

// Without Accept-Language the errors speak the site's default language (zh-CN); these cases read the English.
const EN = { 'accept-language': 'en' };

async function appWithRoute() {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.post(
    '/x',
    { schema: { body: Type.Object({ account: Type.String({ maxLength: 5 }), age: Type.Optional(Type.Integer()) }) } },
    async () => ({ code: 200, msg: 'ok' }),
  );
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  app.get('/rule', async () => {
    throw new AppError(CODE.BAD_REQUEST, 'The rule says no');
  });
  return app;
}

describe('error envelope', () => {
  it('answers schema violations with code 401 and a readable message', async () => {
    const app = await appWithRoute();
    expect((await app.inject({ headers: EN, method: 'POST', url: '/x', payload: {} })).json()).toEqual({
      code: 401,
      msg: 'account is required',
    });
    expect((await app.inject({ headers: EN, method: 'POST', url: '/x', payload: { account: 'abcdefgh' } })).json()).toEqual({
      code: 401,
      msg: 'account must be at most 5 characters',
    });
    expect((await app.inject({ headers: EN, method: 'POST', url: '/x', payload: { account: 'a', age: 'old' } })).json()).toEqual({
      code: 401,
      msg: 'age must be an integer',
    });
  });

  it('never leaks internals and keeps HTTP 200', async () => {
    const app = await appWithRoute();
    const response = await app.inject({ headers: EN, method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 500, msg: 'Internal error, please retry later' });
    expect((await app.inject({ headers: EN, method: 'GET', url: '/rule' })).json()).toEqual({ code: 400, msg: 'The rule says no' });
  });

  it('answers a malformed JSON body with code 400', async () => {
    const app = await appWithRoute();
    const response = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { ...EN, 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(response.json()).toEqual({ code: 400, msg: 'The request body could not be read' });
  });
});
