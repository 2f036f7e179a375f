import type { AlarmTables } from './tables/alarms';
import type { AuthorityTables } from './tables/authority';
import type { ChatTables } from './tables/chat';
import type { DamRecordTables } from './tables/dam-records';
import type { FileTables } from './tables/files';
import type { FormTables } from './tables/forms';
import type { CoreTables } from './tables/core';
import type { MonitoringTables } from './tables/monitoring';
import type { OperationLogTables } from './tables/operation-log';
import type { OrganisationTables } from './tables/organisation';
import type { ProfileTables } from './tables/profile';
import type { SeededMenuItemTables } from './tables/seeded-menu-items';
import type { ShellTables } from './tables/shell';
import type { SystemDataTables } from './tables/system-data';
import type { WorkOrderTables } from './tables/work-orders';

/** Every table the server knows, one interface per migration area. */
export interface Database
  extends
    Omit<CoreTables, keyof OrganisationTables | keyof AuthorityTables | keyof ProfileTables>,
    OrganisationTables,
    ProfileTables,
    AuthorityTables,
    ShellTables,
    ChatTables,
    MonitoringTables,
    AlarmTables,
    OperationLogTables,
    DamRecordTables,
    SystemDataTables,
    SeededMenuItemTables,
    FileTables,
    FormTables,
    WorkOrderTables {}
