export type HttpParams = Record<string, string | number | boolean | undefined>;

/**
 * The one HTTP door streams/ uses. The console passes a function over its axios client that sends the
 * common headers and `_t`, unwraps the `{code,msg,data}` envelope and resolves with `data`, and rejects
 * on a transport failure or any code other than 200 (handling 600/601/602 itself, which ends the session).
 * Tests pass a fake. The result is `unknown` on purpose: every caller parses what it receives.
 */
export type HttpGet = (path: string, params: HttpParams, init: { signal: AbortSignal }) => Promise<unknown>;
