import type { Db } from '../db/database';
import { ALARM_MENU_CODE, ALARM_SETTINGS_BUTTON, SOUND_LIGHT_BUTTON } from '../monitoring/alarms/alarm-setting-rights';
import { ROLE } from './demo-people';
import { routeNameOf } from './demo-menus';

// Who holds each button on a database seeded before it existed: the demo grants of demo-grants.ts.
const NEW_BUTTONS = [
  { enCode: ALARM_SETTINGS_BUTTON, fullName: '编辑', holders: [ROLE.administrator, ROLE.engineer] },
  { enCode: SOUND_LIGHT_BUTTON, fullName: '声光报警开关', holders: [ROLE.administrator, ROLE.dutyOfficer] },
];

/**
 * Databases seeded before alarm settings were guarded by button rights lack those buttons on the alarm centre's
 * menu, and a button that does not exist is held by nobody, administrators included. Adds each missing one (with
 * the id a fresh seed gives it) and grants it to the demo roles that hold it on a fresh seed, where those roles exist.
 * Does nothing when the menu is absent or the buttons are there.
 */
export async function ensureAlarmSettingButtons(db: Db): Promise<number> {
  const menu = await db.selectFrom('menu').select('id').where('enCode', '=', ALARM_MENU_CODE).executeTakeFirst();
  if (!menu) return 0;
  const buttons = await db
    .selectFrom('menuElement')
    .select(['enCode', 'sortCode'])
    .where('menuId', '=', menu.id)
    .where('kind', '=', 'button')
    .execute();
  const missing = NEW_BUTTONS.filter((button) => !buttons.some((existing) => existing.enCode === button.enCode));
  if (missing.length === 0) return 0;
  const roleIds = new Set((await db.selectFrom('role').select('id').execute()).map((role) => role.id));
  let sortCode = Math.max(0, ...buttons.map((button) => button.sortCode));
  await db.transaction().execute(async (trx) => {
    for (const button of missing) {
      const id = `el-${routeNameOf(ALARM_MENU_CODE)}-button-${button.enCode}`;
      sortCode += 10;
      await trx
        .insertInto('menuElement')
        .values({ id, menuId: menu.id, kind: 'button', enCode: button.enCode, fullName: button.fullName, sortCode })
        .execute();
      const holders = button.holders.filter((roleId) => roleIds.has(roleId));
      if (holders.length > 0)
        await trx
          .insertInto('roleGrant')
          .values(holders.map((roleId) => ({ roleId, itemKind: 'button' as const, itemId: id })))
          .execute();
    }
  });
  return missing.length;
}
