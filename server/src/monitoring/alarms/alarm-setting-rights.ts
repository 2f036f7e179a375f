import type { Db } from '../../db/database';
import { deny } from '../../i18n/localized-error';
import { hasButton } from '../../shell/permission-check';

// Alarm configuration is guarded twice: the project rule of alarm-permissions.ts (member with a writer role) and a
// button right on the alarm centre's menu, so an administrator can take a change away from a role without
// touching its project memberships. Seeded in server/src/seed/demo-menus.ts; older databases get the buttons from
// server/src/seed/alarm-setting-buttons.ts.

/** The alarm centre's menu (告警中心), whose buttons carry the rights below. */
export const ALARM_MENU_CODE = 'monitoring.alarms';
/** Thresholds, point alarm rules and severity names. Default: administrators and engineers. */
export const ALARM_SETTINGS_BUTTON = 'btn_edit';
/** The global sound-and-light switch. Default: administrators and duty officers. */
export const SOUND_LIGHT_BUTTON = 'btn_soundLight';

/** 403 unless the user may change thresholds, alarm rules and severity names. */
export async function requireAlarmSettingsRight(db: Db, userId: string): Promise<void> {
  if (!(await hasButton(db, userId, ALARM_MENU_CODE, ALARM_SETTINGS_BUTTON))) throw deny('alarms.settings-role');
}

/** 403 unless the user may turn the global sound-and-light switch. */
export async function requireSoundLightRight(db: Db, userId: string): Promise<void> {
  if (!(await hasButton(db, userId, ALARM_MENU_CODE, SOUND_LIGHT_BUTTON))) throw deny('alarms.sound-light-role');
}
