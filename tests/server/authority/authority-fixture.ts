import { expect } from 'vitest';
import type { TestContext } from '../support/test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Answer<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** Calls the API as a signed-in console would (English messages) and returns the envelope. */
export async function api<T = unknown>(
  ctx: TestContext,
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: token, 'accept-language': 'en', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Answer<T>;
}

/** Menu and element ids of the demo menu tree, by enCode. */
export async function demoMenu(ctx: TestContext, enCode: string): Promise<{ id: string; elements: Record<string, string> }> {
  const db = ctx.database.db;
  const menu = await db.selectFrom('menu').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow();
  const elements = await db.selectFrom('menuElement').select(['id', 'enCode', 'kind']).where('menuId', '=', menu.id).execute();
  return { id: menu.id, elements: Object.fromEntries(elements.map((element) => [`${element.kind}:${element.enCode}`, element.id])) };
}
