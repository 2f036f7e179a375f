import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

describe('migrations', () => {
  it('create the schema on a fresh database', async () => {
    const ctx = await createTestApp({}, { seed: false });
    const tables = await ctx.database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['users', 'session', 'menu', 'role_grant']));
    await ctx.close();
  });
});
