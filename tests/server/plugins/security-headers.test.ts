import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-headers-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export {};\n');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ staticDir: dir, frameSources: ['https://bi.example.org'] }, { seed: false });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

describe('security headers and caching', () => {
  it('sends the console under a policy that allows what it does and nothing else', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'self'", 'https://bi.example.org']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('marks the console HTML no-cache at /, /index.html and every client route', async () => {
    for (const url of ['/', '/index.html', '/login', '/home', '/monitoring/alarms', '/cockpit?screen=screen-dam-safety']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-cache',
      });
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year as immutable, and other files briefly', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('puts the same headers on API answers and on errors', async () => {
    for (const url of ['/api/no-such-thing', '/api/oauth/CurrentUser']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    }
  });

  it('refuses a FRAME_SOURCES entry that is not an origin, so a typo cannot open the frame policy', () => {
    for (const bad of ['*', "https://a.example 'unsafe-inline'", 'javascript:alert(1)', 'https://a.example/path', 'bi.example.org']) {
      expect(() => loadConfig({ FRAME_SOURCES: bad })).toThrow(/FRAME_SOURCES/);
    }
    expect(loadConfig({ FRAME_SOURCES: 'https://a.example, http://b.example:8443' }).frameSources).toEqual([
      'https://a.example',
      'http://b.example:8443',
    ]);
    expect(loadConfig({}).frameSources).toEqual([]);
  });
});
