import type { CoreTables } from './tables/core';
import type { MonitoringTables } from './tables/monitoring';
import type { AlarmTables } from './tables/alarms';
import type { ChatTables } from './tables/chat';
import type { ShellTables } from './tables/shell';

/** Every table the server knows, one interface per migration area. */
export interface Database extends CoreTables {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends ShellTables {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends ChatTables {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends MonitoringTables {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends AlarmTables {}
