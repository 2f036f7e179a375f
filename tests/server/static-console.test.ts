import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = path.join(dir, 'assets', 'app-abc123.js');
  // What scripts/precompress-plugin.ts leaves beside every asset after `vite build`.
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  ctx = await createTestApp({ staticDir: dir }, { seed: false });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the built console', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for good', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers client-side routes with index.html that is never cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/permission/user' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });
});
