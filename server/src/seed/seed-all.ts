import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { seedAlarmSettings } from '../monitoring/alarms/seed-alarm-settings';
import { seedMonitoring } from '../monitoring/seed-monitoring';
import { seedDemoHistory } from '../monitoring/history/seed-history';
import { seedMessages } from '../shell/seed-messages';
import { seedDemoData } from './seed-demo';
import { seedDemoAuthority } from './demo-authority';
import { seedSystemData } from './demo-system-data';
import { seedAreas } from './demo-areas';
import { syncDemoScopes } from './sync-demo-scopes';
import { syncSeededMenus } from './sync-seeded-menus';
import { seedDemoForms } from '../forms/demo-forms';
import { seedDemoWorkOrders } from '../orders/demo/demo-work-orders';

/**
 * Everything a first start needs to be worth exploring: the organisation, people and menus, then each area's
 * demo rows. Each step is idempotent, so a restart changes nothing. Returns whether the organisation was created.
 * `report` hears a line about the slow steps (the demo history when `config.seedHistory` is on).
 */
export async function seedAll(db: Db, config: ServerConfig, report?: (line: string) => void): Promise<boolean> {
  const created = await seedDemoData(db, config);
  const synced = await syncSeededMenus(db);
  if (synced.menus + synced.elements > 0) report?.(`Added ${synced.menus} menus and ${synced.elements} menu elements of this version`);
  await seedDemoAuthority(db);
  const scopes = await syncDemoScopes(db);
  if (scopes > 0) report?.(`Gave the demo roles ${scopes} data scopes of this version`);
  await seedMessages(db);
  await seedSystemData(db);
  await seedAreas(db);
  await seedDemoForms(db);
  await seedDemoWorkOrders(db);
  await seedMonitoring(db);
  await seedAlarmSettings(db);
  if (config.seedHistory) {
    const history = await seedDemoHistory(db);
    if (history.points > 0) report?.(`Seeded ${history.readings} history readings for ${history.points} demo points in ${history.ms} ms`);
  }
  return created;
}
