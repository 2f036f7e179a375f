import type { Migration } from 'kysely';
import * as core from './migrations/2026-11-22-0001-core';
import * as monitoring from './migrations/2026-11-22-0002-monitoring';
import * as alarms from './migrations/2026-11-22-0003-alarms';
import * as chat from './migrations/2026-11-22-0004-chat';
import * as shell from './migrations/2026-11-22-0005-shell';
import * as users from './migrations/2026-11-23-0006-users';
import * as operationLog from './migrations/2026-11-25-0007-operation-log';
import * as listIndexes from './migrations/2026-11-25-0008-list-indexes';
import * as damRecords from './migrations/2026-11-25-0009-dam-records';
import * as cockpitLayouts from './migrations/2026-11-25-0010-cockpit-layouts';
import * as systemData from './migrations/2026-11-26-0013-system-data';
import * as profile from './migrations/2026-11-26-0014-profile';
import * as files from './migrations/2026-11-26-0016-files';
import * as authority from './migrations/2026-11-26-0011-authority';
import * as organisation from './migrations/2026-11-26-0012-organisation';
import * as notices from './migrations/2026-11-26-0015-notices';
import * as seededMenuItems from './migrations/2026-11-26-0017-seeded-menu-items';
import * as forms from './migrations/2026-11-26-0018-forms';
import * as formRecords from './migrations/2026-11-26-0019-form-records';
import * as workOrders from './migrations/2026-11-26-0020-work-orders';

// Listed statically so the same code runs under tsx, vitest and a bundle. Names sort in order of application.
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-0001-core': core,
  '2026-11-22-0002-monitoring': monitoring,
  '2026-11-22-0003-alarms': alarms,
  '2026-11-22-0004-chat': chat,
  '2026-11-22-0005-shell': shell,
  '2026-11-23-0006-users': users,
  '2026-11-25-0007-operation-log': operationLog,
  '2026-11-25-0008-list-indexes': listIndexes,
  '2026-11-25-0009-dam-records': damRecords,
  '2026-11-25-0010-cockpit-layouts': cockpitLayouts,
  '2026-11-26-0011-authority': authority,
  '2026-11-26-0012-organisation': organisation,
  '2026-11-26-0013-system-data': systemData,
  '2026-11-26-0014-profile': profile,
  '2026-11-26-0015-notices': notices,
  '2026-11-26-0016-files': files,
  '2026-11-26-0017-seeded-menu-items': seededMenuItems,
  '2026-11-26-0018-forms': forms,
  '2026-11-26-0019-form-records': formRecords,
  '2026-11-26-0020-work-orders': workOrders,
};
