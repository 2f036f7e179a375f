import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../../server/src/seed/seed-all';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const IMPORT_ID = 'el-system-user-button-btn_import';

async function holdersOf(itemId: string): Promise<string[]> {
  const rows = await ctx.database.db.selectFrom('roleGrant').select('roleId').where('itemId', '=', itemId).orderBy('roleId').execute();
  return rows.map((row) => row.roleId);
}

describe('demo users administration seed', () => {
  it('puts btn_import on the user menu for the roles that hold btn_add', async () => {
    const element = await ctx.database.db
      .selectFrom('menuElement')
      .select(['menuId', 'kind', 'enCode'])
      .where('id', '=', IMPORT_ID)
      .executeTakeFirst();
    expect(element).toEqual({ menuId: 'menu-system-user', kind: 'button', enCode: 'btn_import' });
    expect(await holdersOf(IMPORT_ID)).toEqual(await holdersOf('el-system-user-button-btn_add'));
    expect(await holdersOf(IMPORT_ID)).toEqual(['role-administrator']);
  });

  it('gives some demo people a manager', async () => {
    const rows = await ctx.database.db
      .selectFrom('users')
      .select(['account', 'managerId'])
      .where('managerId', 'is not', null)
      .orderBy('account')
      .execute();
    expect(rows).toEqual([
      { account: '13907315566@patrol01', managerId: 'usr-patrol01' },
      { account: 'duty02', managerId: 'usr-duty01' },
      { account: 'duty03', managerId: 'usr-duty01' },
      { account: 'viewer01', managerId: 'usr-engineer01' },
      { account: 'viewer02', managerId: 'usr-admin' },
    ]);
  });

  it('adds the button on start to a database seeded before it existed, once', async () => {
    const db = ctx.database.db;
    await db.deleteFrom('roleGrant').where('itemId', '=', IMPORT_ID).execute();
    await db.deleteFrom('menuElement').where('id', '=', IMPORT_ID).execute();
    await db.deleteFrom('seededMenuItem').where('itemKey', '=', 'button:system.user:btn_import').execute();
    const lines: string[] = [];
    await seedAll(db, ctx.config, (line) => lines.push(line));
    expect(lines).toContain('Added 0 menus and 1 menu elements of this version');
    expect(await holdersOf(IMPORT_ID)).toEqual(['role-administrator']);
    await seedAll(db, ctx.config);
    expect(await db.selectFrom('menuElement').select('id').where('id', '=', IMPORT_ID).execute()).toHaveLength(1);
    expect(await holdersOf(IMPORT_ID)).toEqual(['role-administrator']);
  });
});
