// The `{code, msg, data}` envelope of contract section 1 and its business codes, written once for the server, streams/
// and src/. TypeBox-free on purpose: the sign-in route bundles this file, and the schemas in envelope.ts would pull
// TypeBox in with it.

/** The business codes of contract section 1 (413, 414 and 431 answer oversized requests, plugins/client-errors.ts). */
export const CODE = {
  ok: 200,
  failed: 400,
  invalid: 401,
  forbidden: 403,
  notFound: 404,
  server: 500,
  sessionExpired: 600,
  forcedOffline: 601,
  tokenInvalid: 602,
} as const;
export type BusinessCode = (typeof CODE)[keyof typeof CODE];

/** Codes that end the session: the console clears its token and returns to sign-in. */
export const SESSION_CODES: readonly number[] = [CODE.sessionExpired, CODE.forcedOffline, CODE.tokenInvalid];

/** Every JSON answer: HTTP 200 with a business code, a message a person can read, and the data when there is any. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}
