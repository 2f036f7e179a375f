import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { seedAlarmSettings } from '../monitoring/alarms/seed-alarm-settings';
import { seedMonitoring } from '../monitoring/seed-monitoring';
import { seedMessages } from '../shell/seed-messages';
import { seedDemoData } from './seed-demo';
import { ensureUserImportButton } from './user-import-button';
import { ensureAlarmSettingButtons } from './alarm-setting-buttons';

/**
 * Everything a first start needs to be worth exploring: the organisation, people and menus, then each area's
 * demo rows. Each step is idempotent, so a restart changes nothing. Returns whether the organisation was created.
 */
export async function seedAll(db: Db, config: ServerConfig): Promise<boolean> {
  const created = await seedDemoData(db, config);
  await ensureUserImportButton(db);
  await ensureAlarmSettingButtons(db);
  await seedMessages(db);
  await seedMonitoring(db);
  await seedAlarmSettings(db);
  return created;
}
