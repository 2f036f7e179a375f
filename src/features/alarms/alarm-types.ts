import type { AlarmDto, AlarmSeverity } from '../../../streams/protocol/alarm';

export type { AlarmDto, AlarmSeverity };

/** The server's `state` filter: open = active, or cleared and not yet acknowledged. */
export type AlarmStateFilter = 'all' | 'open' | 'active' | 'cleared';

/** What the alarm page filters by; absent fields mean "any". */
export interface AlarmFilter {
  projectId?: string;
  severity?: AlarmSeverity;
  state: AlarmStateFilter;
  acknowledged?: boolean;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

/** One page of the alarm history, newest first. */
export interface AlarmPage {
  list: AlarmDto[];
  pagination: Pagination;
}

export type AlarmLogAction =
  | 'raised'
  | 'escalated'
  | 'de-escalated'
  | 'cleared'
  | 'reactivated'
  | 'acknowledged'
  | 'stale'
  | 'resumed';

/** One line of `GET /api/monitoring/alarms/{id}/log`, in the order it happened. */
export interface AlarmLogEntry {
  id: string;
  at: number;
  action: string;
  severity: number;
  severityName: string;
  state: string;
  acknowledged: boolean;
  value: number | null;
  userName: string | null;
  comment: string | null;
  revision: number;
}

export const SEVERITIES: readonly AlarmSeverity[] = [4, 3, 2, 1];
