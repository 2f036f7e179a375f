import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { nullableAsTypeList, nullSafeValidatorCompiler } from '../../../server/src/plugins/nullable-validation';

describe('nullableAsTypeList', () => {
  it('turns "S or null" unions into type lists, deep, and leaves other unions alone', () => {
    const schema = Type.Object({
      lower: Type.Union([Type.Number({ minimum: -5 }), Type.Null()]),
      roles: Type.Union([Type.Null(), Type.Array(Type.String())]),
      nested: Type.Object({ name: Type.Union([Type.String({ maxLength: 3 }), Type.Null()]) }),
      either: Type.Union([Type.String(), Type.Number()]),
    });
    expect(nullableAsTypeList(schema)).toMatchObject({
      properties: {
        lower: { type: ['number', 'null'], minimum: -5 },
        roles: { type: ['array', 'null'], items: { type: 'string' } },
        nested: { properties: { name: { type: ['string', 'null'], maxLength: 3 } } },
        either: { anyOf: [{ type: 'string' }, { type: 'number' }] },
      },
    });
    // The schema the routes hold is not touched (serialisation and the OpenAPI document read it).
    expect(schema.properties.lower).toEqual({ anyOf: [{ type: 'number', minimum: -5 }, { type: 'null' }] });
  });
});

describe('the validator with query coercion on', () => {
  it('keeps null as null, 0 as 0, and still reads "5" as 5', async () => {
    const app = Fastify({
      ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
      schemaController: { compilersFactory: { buildValidator: nullSafeValidatorCompiler() } },
    });
    const body = Type.Object({
      value: Type.Union([Type.Number(), Type.Null()]),
      text: Type.Union([Type.String(), Type.Null()]),
      list: Type.Union([Type.Array(Type.String()), Type.Null()]),
    });
    app.post('/echo', { schema: { body, querystring: Type.Object({ n: Type.Optional(Type.Integer()) }) } }, async (request) => ({
      body: request.body,
      query: request.query,
    }));
    const echo = async (payload: object, query = '') => (await app.inject({ method: 'POST', url: `/echo${query}`, payload })).json();
    expect(await echo({ value: null, text: null, list: null })).toMatchObject({ body: { value: null, text: null, list: null } });
    expect(await echo({ value: 0, text: '', list: [] })).toMatchObject({ body: { value: 0, text: '', list: [] } });
    expect(await echo({ value: '5', text: 'a', list: ['x'] }, '?n=7')).toEqual({
      body: { value: 5, text: 'a', list: ['x'] },
      query: { n: 7 },
    });
    await app.close();
  });
});
