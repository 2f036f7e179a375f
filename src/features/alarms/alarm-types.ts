import type { AlarmDto, AlarmLogEntry as WireLogEntry, AlarmSeverity, AlarmStateFilter } from '../../../server/src/wire/alarm';
import type { Pagination } from '../../../server/src/wire/envelope';

// The alarm's own shapes are the server's wire schemas (server/src/wire/alarm.ts); this module is the area's one
// door to them and adds what only the console has (filters, pages).
export type { AlarmDto, AlarmSeverity, AlarmStateFilter };

/** What the alarm page filters by; absent fields mean "any". */
export interface AlarmFilter {
  projectId?: string;
  severity?: AlarmSeverity;
  state: AlarmStateFilter;
  acknowledged?: boolean;
}

/** One page of the alarm history, newest first. */
export interface AlarmPage {
  list: AlarmDto[];
  pagination: Pagination;
}

/** One line of the alarm log as the console keeps it: an action or state it does not know is shown as sent. */
export type AlarmLogEntry = Omit<WireLogEntry, 'alarmId' | 'userId' | 'action' | 'state'> & { action: string; state: string };

export const SEVERITIES: readonly AlarmSeverity[] = [4, 3, 2, 1];
