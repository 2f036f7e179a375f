import type { AlarmTables } from './tables/alarms';
import type { ChatTables } from './tables/chat';
import type { DamRecordTables } from './tables/dam-records';
import type { CoreTables } from './tables/core';
import type { MonitoringTables } from './tables/monitoring';
import type { OperationLogTables } from './tables/operation-log';
import type { ShellTables } from './tables/shell';

/** Every table the server knows, one interface per migration area. */
export interface Database extends CoreTables, ShellTables, ChatTables, MonitoringTables, AlarmTables, OperationLogTables, DamRecordTables {}
