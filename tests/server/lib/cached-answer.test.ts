import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/src/db/database';
import { cachedAnswer } from '../../../server/src/routes/cached-answer';
import { createTestApp, type TestContext } from '../support/test-app';

// A route's answer kept as serialised text (routes/cached-answer.ts), on a real database with its write counter.
let ctx: TestContext;
let server: FastifyInstance;
const loads: string[] = [];
let settingsBefore = 0;

const RESPONSE = Type.Object({ code: Type.Number(), data: Type.Object({ key: Type.String(), settings: Type.Number() }) });

const answer = cachedAnswer(
  { tables: ['sysConfig'], maxEntries: 10, ttlMs: 60_000, identity: (query: { key: string }) => query.key },
  async (db: Db, query: { key: string }) => {
    loads.push(query.key);
    if (query.key === 'broken') throw new Error('load failed');
    const rows = await db.selectFrom('sysConfig').select('key').execute();
    // `secret` is not in the response schema: the cached text must have gone through it.
    return { code: 200, data: { key: query.key, settings: rows.length, secret: 'dropped' } };
  },
);

beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
  server = Fastify();
  server.get<{ Querystring: { key: string } }>(
    '/answer',
    { schema: { querystring: Type.Object({ key: Type.String() }), response: { 200: RESPONSE } } },
    (request, reply) => answer(reply, ctx.database.db, { key: request.query.key }),
  );
  await server.ready();
  settingsBefore = (await ctx.database.db.selectFrom('sysConfig').select('key').execute()).length;
});

afterAll(async () => {
  await server.close();
  await ctx.close();
});

const get = (key: string) => server.inject({ method: 'GET', url: `/answer?key=${key}` });

describe('cachedAnswer', () => {
  it('loads once per key and sends the text the response schema made', async () => {
    const first = await get('a');
    const second = await get('a');
    expect(loads.filter((key) => key === 'a')).toHaveLength(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json()).toEqual({ code: 200, data: { key: 'a', settings: settingsBefore } });
  });

  it('loads again after a write to one of its tables', async () => {
    await get('b');
    await ctx.database.db.insertInto('sysConfig').values({ key: 'cachedAnswerProbe', value: '1' }).execute();
    const after = await get('b');
    expect(loads.filter((key) => key === 'b')).toHaveLength(2);
    expect(after.json()).toEqual({ code: 200, data: { key: 'b', settings: settingsBefore + 1 } });
  });

  it('keeps no failed load', async () => {
    expect((await get('broken')).statusCode).toBe(500);
    expect((await get('broken')).statusCode).toBe(500);
    expect(loads.filter((key) => key === 'broken')).toHaveLength(2);
  });
});
