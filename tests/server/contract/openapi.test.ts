import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

describe('the API description', () => {
  it('is served without sign-in as OpenAPI 3 at /api/openapi.json, with request and response schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: unknown }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const pointUpdate = document.paths['/api/deploy/monitoringPointManagement/{id}']?.put;
    expect(pointUpdate?.requestBody).toMatchObject({ content: { 'application/json': { schema: { additionalProperties: false } } } });
    expect(document.paths['/api/oauth/CurrentUser']?.get?.responses).toMatchObject({ 200: { content: { 'application/json': {} } } });
    // The description's own routes and the websocket are not API calls.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs') || path === '/api/openapi.json')).toEqual([]);
  });

  it('has a browsable page at /api/docs whose scripts all come from this server', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    }
    expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/);
  });
});
