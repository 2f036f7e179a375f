import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENUS, menuIdOf, type MenuSeed } from '../../../server/src/seed/demo-menus';
import { seedAll } from '../../../server/src/seed/seed-all';
import { syncSeededMenus } from '../../../server/src/seed/sync-seeded-menus';
import { createTestApp, type TestContext } from '../support/test-app';

// A site seeded by an older menu list gains, on its next start, the menus and elements added since, granted to the
// administrator role; what its administrators changed (names, deleted items, other roles' grants) stays as they left it.

let ctx: TestContext;
const BILL_RULE = menuIdOf('system.billRule');
const COPY_BUTTON = 'el-system-printTemplate-button-btn_copy';
const AREA = menuIdOf('system.area');
const USER = menuIdOf('system.user');

async function holdersOf(itemId: string): Promise<string[]> {
  const rows = await ctx.database.db.selectFrom('roleGrant').select('roleId').where('itemId', '=', itemId).orderBy('roleId').execute();
  return rows.map((row) => row.roleId);
}

/** DEMO_MENUS with one more page under system, as a later version would ship it. */
function withNewPage(): MenuSeed[] {
  const page: MenuSeed = {
    enCode: 'system.upgradeProbe',
    fullName: '升级探针',
    type: 2,
    icon: 'BellOutlined',
    urlAddress: 'system/upgradeProbe',
    elements: [{ kind: 'button', enCode: 'btn_detail', fullName: '查看' }],
  };
  return DEMO_MENUS.map((menu) => (menu.enCode === 'system' ? { ...menu, children: [...(menu.children ?? []), page] } : menu));
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  // Turn the fresh site into one seeded before the ledger, the bill-rule page and the copy button existed, whose
  // administrator has since renamed the area page and taken the user page from the engineers.
  await db.deleteFrom('seededMenuItem').execute();
  const billRuleElements = (await db.selectFrom('menuElement').select('id').where('menuId', '=', BILL_RULE).execute()).map((row) => row.id);
  await db
    .deleteFrom('roleGrant')
    .where('itemId', 'in', [BILL_RULE, COPY_BUTTON, ...billRuleElements])
    .execute();
  await db.deleteFrom('menu').where('id', '=', BILL_RULE).execute();
  await db.deleteFrom('menuElement').where('id', '=', COPY_BUTTON).execute();
  await db.updateTable('menu').set({ fullName: '行政区域（本地）' }).where('id', '=', AREA).execute();
  await db.deleteFrom('roleGrant').where('roleId', '=', 'role-engineer').where('itemId', '=', USER).execute();
});
afterAll(async () => {
  await ctx.close();
});

describe('menus added to the seed after a site was seeded', () => {
  it('are inserted on start and granted to the administrator role only', async () => {
    await seedAll(ctx.database.db, ctx.config);
    const billRule = await ctx.database.db
      .selectFrom('menu')
      .select(['parentId', 'fullName'])
      .where('id', '=', BILL_RULE)
      .executeTakeFirst();
    expect(billRule).toEqual({ parentId: menuIdOf('system'), fullName: '单据规则' });
    expect(await holdersOf(BILL_RULE)).toEqual(['role-administrator']);
    expect(await holdersOf('el-system-billRule-button-btn_add')).toEqual(['role-administrator']);
    expect(await holdersOf(COPY_BUTTON)).toEqual(['role-administrator']);
  });

  it('keep what the administrator changed: a renamed menu and a withdrawn grant', async () => {
    const area = await ctx.database.db.selectFrom('menu').select('fullName').where('id', '=', AREA).executeTakeFirstOrThrow();
    expect(area.fullName).toBe('行政区域（本地）');
    expect(await holdersOf(USER)).not.toContain('role-engineer');
  });

  it('do not come back once an administrator deleted them, and a later version adds its own', async () => {
    const db = ctx.database.db;
    await db.deleteFrom('menu').where('id', '=', BILL_RULE).execute();
    expect(await syncSeededMenus(db)).toEqual({ menus: 0, elements: 0 });
    expect(await db.selectFrom('menu').select('id').where('id', '=', BILL_RULE).executeTakeFirst()).toBeUndefined();

    expect(await syncSeededMenus(db, withNewPage())).toEqual({ menus: 1, elements: 1 });
    expect(await holdersOf(menuIdOf('system.upgradeProbe'))).toEqual(['role-administrator']);
    expect(await syncSeededMenus(db, withNewPage())).toEqual({ menus: 0, elements: 0 });
  });
});
