import helmet from '@fastify/helmet';
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

/**
 * Security headers on every answer (@fastify/helmet): the policy above, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: no-referrer` (no address of ours, signed or not, leaves in a Referer header), `X-Frame-Options:
 * SAMEORIGIN`. No `upgrade-insecure-requests`: sites run the console over plain HTTP inside their own network, and
 * upgrading would break every request there. Register before the routes and the static files.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeaderOptions) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.frameSources) },
      referrerPolicy: { policy: 'no-referrer' },
      xContentTypeOptions: true,
      xFrameOptions: { action: 'sameorigin' },
    });
  },
  { name: 'sluice-security-headers' },
);
