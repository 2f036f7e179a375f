import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeaderOptions {
  /** Origins (besides this server) that type-7 menu links may embed in the console's frame, e.g. `https://bi.example.org`. */
  frameSources: readonly string[];
}

/**
 * The Content-Security-Policy the console runs under. Each source is there for something the console does:
 * hash-wasm (the MD5 of a password at sign-in) compiles its WebAssembly from an inline module, which needs
 * 'wasm-unsafe-eval' (WebAssembly only; JavaScript eval stays blocked); antd and @ant-design/cssinjs write <style>
 * tags and style attributes at run time ('unsafe-inline' for styles only, scripts stay 'self'); comlink workers and maplibre start workers from blob: URLs; charts and maps draw to data: and
 * blob: images; the hub is a websocket on this host (ws: wss:); type-7 menu items embed pages in a frame (frame-src);
 * and nobody else may frame the console (frame-ancestors, which X-Frame-Options repeats for old browsers).
 */
export function contentSecurityPolicy(frameSources: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...frameSources],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** helmet's options: the policy above, nosniff, no referrer, same-origin framing. */
function helmetOptions(frameSources: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(frameSources) },
    referrerPolicy: { policy: 'no-referrer' },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'sameorigin' },
  };
}

/**
 * The headers helmet sets, worked out once. helmet is Express-style middleware that writes the same headers for every
 * request (no nonces here); @fastify/helmet rebuilt and re-parsed the whole policy per request, a few per cent of a
 * small answer's cost. Running the middleware once against a recording response keeps helmet's rules and drops that.
 */
export function securityHeaders(frameSources: readonly string[]): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(helmetOptions(frameSources))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/**
 * Security headers on every answer (helmet's, see securityHeaders): `Content-Security-Policy` as above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (no address of ours, signed or not, leaves in a
 * Referer header), `X-Frame-Options: SAMEORIGIN`. No `upgrade-insecure-requests`: sites run the console over plain
 * HTTP inside their own network, and upgrading would break every request there. Register before the routes and the
 * static files.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeaderOptions) => {
    const headers = securityHeaders(options.frameSources);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'sluice-security-headers' },
);
