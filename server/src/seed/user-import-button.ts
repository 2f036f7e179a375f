import type { Db } from '../db/database';
import { routeNameOf } from './demo-menus';

const USER_MENU = 'system.user';

/**
 * Databases seeded before the user import existed lack its `btn_import` on the user menu, and a button that does
 * not exist is held by nobody, administrators included. Adds it (with the id a fresh seed gives it) and grants it
 * to every role holding that menu's `btn_add`. Does nothing when the menu is absent or the button is there.
 */
export async function ensureUserImportButton(db: Db): Promise<boolean> {
  const menu = await db.selectFrom('menu').select('id').where('enCode', '=', USER_MENU).executeTakeFirst();
  if (!menu) return false;
  const buttons = await db
    .selectFrom('menuElement')
    .select(['id', 'enCode', 'sortCode'])
    .where('menuId', '=', menu.id)
    .where('kind', '=', 'button')
    .execute();
  if (buttons.some((button) => button.enCode === 'btn_import')) return false;
  const add = buttons.find((button) => button.enCode === 'btn_add');
  const id = `el-${routeNameOf(USER_MENU)}-button-btn_import`;
  const sortCode = Math.max(0, ...buttons.map((button) => button.sortCode)) + 10;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('menuElement')
      .values({ id, menuId: menu.id, kind: 'button', enCode: 'btn_import', fullName: '导入', sortCode })
      .execute();
    if (!add) return;
    const holders = await trx
      .selectFrom('roleGrant')
      .select('roleId')
      .where('itemKind', '=', 'button')
      .where('itemId', '=', add.id)
      .execute();
    if (holders.length > 0) {
      await trx
        .insertInto('roleGrant')
        .values(holders.map((holder) => ({ roleId: holder.roleId, itemKind: 'button' as const, itemId: id })))
        .execute();
    }
  });
  return true;
}
