import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test-only view of arbitrary JSON payloads
export type Answer = { code: number; msg: string; data?: any };

export interface EnvelopeCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The session token, or none. */
  token?: string | undefined;
  /** Sent as JSON when given. */
  body?: object | undefined;
  language: string;
}

/** One call through the app as the console makes it: HTTP 200 always, the outcome in the `{code, msg, data}` envelope. */
export async function injectEnvelope(app: FastifyInstance, { method, url, token, body, language }: EnvelopeCall): Promise<Answer> {
  const response = await app.inject({
    method,
    url,
    headers: {
      authorization: token ?? '',
      'accept-language': language,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}
