import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { MIGRATIONS } from '../../../server/src/db/migration-list';
import { isForeignKeyViolation, isUniqueViolation } from '../../../server/src/shell/user-store';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { seed: false });
});
afterAll(async () => {
  await ctx.close();
});

async function columnsOf(table: string): Promise<string[]> {
  const tables = await ctx.database.db.introspection.getTables();
  return (tables.find((entry) => entry.name === table)?.columns ?? []).map((column) => column.name);
}

describe('migration 2026-11-23-0006-users', () => {
  it('adds manager_id, description and position.enabled_mark, and goes down and up again', async () => {
    expect(await columnsOf('users')).toEqual(expect.arrayContaining(['manager_id', 'description']));
    expect(await columnsOf('position')).toContain('enabled_mark');

    const migrator = new Migrator({ db: ctx.database.db, provider: { getMigrations: async () => MIGRATIONS } });
    const down = await migrator.migrateTo('2026-11-22-0005-shell');
    expect(down.error).toBeUndefined();
    expect(await columnsOf('users')).not.toContain('manager_id');
    expect(await columnsOf('users')).not.toContain('description');
    expect(await columnsOf('position')).not.toContain('enabled_mark');

    await migrateToLatest(ctx.database.db);
    expect(await columnsOf('users')).toEqual(expect.arrayContaining(['manager_id', 'description']));
  });

  it('keeps accounts unique whatever their case', async () => {
    const db = ctx.database.db;
    await db
      .insertInto('organize')
      .values({ id: 'org-m', parentId: '-1', category: 'company', enCode: 'M', fullName: 'M', createdAt: 1 })
      .execute();
    const user = (id: string, account: string) => ({
      id,
      account,
      realName: account,
      organizeId: 'org-m',
      passwordHash: 'x',
      createdAt: 1,
    });
    await db.insertInto('users').values(user('u-1', 'Duty01')).execute();
    const clash = await db
      .insertInto('users')
      .values(user('u-2', 'duty01'))
      .execute()
      .catch((error: unknown) => error);
    // The user routes turn these into 401s, so the codes must be recognised on both dialects.
    expect(isUniqueViolation(clash)).toBe(true);
    const badUnit = await db
      .insertInto('users')
      .values({ ...user('u-4', 'nowhere01'), organizeId: 'no-such-org' })
      .execute()
      .catch((error: unknown) => error);
    expect(isForeignKeyViolation(badUnit)).toBe(true);
    expect(isUniqueViolation(badUnit)).toBe(false);
    const stored = await db.selectFrom('users').select(['account', 'managerId', 'description']).execute();
    expect(stored).toEqual([{ account: 'Duty01', managerId: null, description: null }]);
  });
});
