import Fastify, { type FastifyError } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLanguage } from '../../../server/src/i18n/request-language';
import { validationMessage } from '../../../server/src/i18n/validation-message';

/** A route with a schema, answering violations the way plugins/errors.ts is meant to: code 401, the caller's language. */
async function appWithSchema() {
  const app = Fastify({ ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } } });
  app.setErrorHandler((error: FastifyError, request, reply) =>
    reply.send({ code: 401, msg: validationMessage(requestLanguage(request), error) }),
  );
  const body = Type.Object(
    {
      account: Type.String({ minLength: 1, maxLength: 5 }),
      age: Type.Optional(Type.Integer({ minimum: 0 })),
      channels: Type.Optional(Type.Array(Type.Object({ key: Type.String({ pattern: '^[a-z]+$' }) }), { maxItems: 2 })),
    },
    { additionalProperties: false },
  );
  app.post('/x', { schema: { body } }, async () => ({ code: 200, msg: 'ok' }));
  return app;
}

let app: Awaited<ReturnType<typeof appWithSchema>>;
beforeAll(async () => {
  app = await appWithSchema();
});
afterAll(() => app.close());

async function messageOf(payload: object, language?: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/x', payload, headers: language ? { 'accept-language': language } : {} });
  const body = response.json<{ code: number; msg: string }>();
  expect(body.code).toBe(401);
  return body.msg;
}

describe('validation messages', () => {
  it('name the field and what is wrong, in the caller language', async () => {
    expect(await messageOf({}, 'en')).toBe('account is required');
    expect(await messageOf({}, 'zh-CN')).toBe('account不能为空');
    expect(await messageOf({}, 'zh-TW')).toBe('account不能為空');
    expect(await messageOf({}, 'de')).toBe('account不能为空');
  });

  it('cover the keywords a route schema uses', async () => {
    expect(await messageOf({ account: 'abcdefgh' }, 'en')).toBe('account must be at most 5 characters');
    expect(await messageOf({ account: '' }, 'en')).toBe('account must not be empty');
    expect(await messageOf({ account: 'a', age: 'old' }, 'en')).toBe('age must be an integer');
    expect(await messageOf({ account: 'a', age: 'old' }, 'zh-CN')).toBe('age必须是整数');
    expect(await messageOf({ account: 'a', age: -1 }, 'en')).toBe('age is out of range');
    expect(await messageOf({ account: 'a', channels: [{ key: 'A1' }] }, 'en')).toBe('channels.0.key is not in the expected format');
    expect(await messageOf({ account: 'a', channels: [{}, {}, {}] }, 'en')).toBe('channels has more than 2 items');
    expect(await messageOf({ account: 'a', channels: [{}] }, 'en')).toBe('channels.0.key is required');
    expect(await messageOf({ account: 'a', projectId: 'p1' }, 'en')).toBe('projectId is not an accepted field');
    expect(await messageOf({ account: 'a', projectId: 'p1' }, 'zh-TW')).toBe('不接受欄位 projectId');
  });
});
