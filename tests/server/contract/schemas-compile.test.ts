import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';

// The other suites compile a route's schemas on its first call (SCHEMA_COMPILATION=first-use): this one starts the
// server the way production does, compiling every request and response schema of every route before it is ready.
describe('every route schema compiles at start', () => {
  let context: TestContext | undefined;
  afterAll(async () => context?.close());

  it('gets ready with startup compilation and still validates and serialises', async () => {
    context = await createTestApp({ schemaCompilation: 'startup' });
    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: { name: 'duty01' }, password: 'a'.repeat(32) },
    });
    expect(refused.json()).toEqual({ code: 401, msg: 'account must be a string' });
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ code: 200, data: { database: expect.anything() } });
  });
});
