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

async function planScopes(): Promise<{ objectId: string; scope: string }[]> {
  const menu = await ctx.database.db
    .selectFrom('menu')
    .select('id')
    .where('enCode', '=', 'workOrder.recurringTasks')
    .executeTakeFirstOrThrow();
  return ctx.database.db
    .selectFrom('dataScopeGrant')
    .select(['objectId', 'scope'])
    .where('objectType', '=', 'Role')
    .where('menuId', '=', menu.id)
    .orderBy('objectId')
    .execute();
}

describe('demo data scopes on a site seeded before a list honoured them', () => {
  it('gives the demo roles their scope on the plans page once, and never again after an administrator removes it', async () => {
    const db = ctx.database.db;
    const fresh = await planScopes();
    expect(fresh).toEqual([
      { objectId: 'role-administrator', scope: 'all' },
      { objectId: 'role-duty-officer', scope: 'department' },
      { objectId: 'role-engineer', scope: 'organization' },
    ]);
    // A site seeded by the older list: no plan scopes, and no ledger entries for them.
    const menuId = (await db.selectFrom('menu').select('id').where('enCode', '=', 'workOrder.recurringTasks').executeTakeFirstOrThrow()).id;
    await db.deleteFrom('dataScopeGrant').where('menuId', '=', menuId).execute();
    await db.deleteFrom('seededMenuItem').where('itemKey', 'like', 'scope:%:workOrder.recurringTasks').execute();
    const lines: string[] = [];
    await seedAll(db, ctx.config, (line) => lines.push(line));
    expect(lines).toContain('Gave the demo roles 3 data scopes of this version');
    expect(await planScopes()).toEqual(fresh);
    // The administrator takes the engineers' scope away: the next start leaves it so.
    await db.deleteFrom('dataScopeGrant').where('menuId', '=', menuId).where('objectId', '=', 'role-engineer').execute();
    await seedAll(db, ctx.config);
    expect((await planScopes()).map((grant) => grant.objectId)).toEqual(['role-administrator', 'role-duty-officer']);
  });
});
