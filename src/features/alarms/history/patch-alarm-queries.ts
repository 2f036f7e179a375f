import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AlarmDto, AlarmFilter, AlarmPage } from '../alarm-types';

/** Every cached page of the alarm history lives under this key. */
export const ALARM_HISTORY_KEY = ['alarms', 'history'] as const;

export interface HistoryPageKey {
  filter: AlarmFilter;
  page: number;
  pageSize: number;
}

export function historyQueryKey(key: HistoryPageKey): QueryKey {
  return [...ALARM_HISTORY_KEY, key];
}

function readKey(queryKey: QueryKey): HistoryPageKey | null {
  const key = queryKey[ALARM_HISTORY_KEY.length];
  return key !== null && typeof key === 'object' && 'filter' in key ? (key as HistoryPageKey) : null;
}

/** Whether the alarm belongs in a list with this filter (the server's rules for `state` included). */
export function matchesFilter(alarm: AlarmDto, filter: AlarmFilter): boolean {
  if (filter.projectId && alarm.projectId !== filter.projectId) return false;
  if (filter.severity && alarm.severity !== filter.severity) return false;
  if (filter.acknowledged !== undefined && alarm.acknowledged !== filter.acknowledged) return false;
  switch (filter.state) {
    case 'active':
      return alarm.state === 'active';
    case 'cleared':
      return alarm.state === 'cleared';
    case 'open':
      return alarm.state === 'active' || !alarm.acknowledged;
    default:
      return true;
  }
}

const newestFirst = (a: AlarmDto, b: AlarmDto) => b.raisedAt - a.raisedAt || b.id.localeCompare(a.id);

/**
 * One alarm applied to one cached page, newest first. A row already listed is replaced when the alarm is newer
 * (higher revision) and stays where it is even if it no longer matches: rows do not vanish under a duty
 * officer's cursor. A new alarm that belongs on the first page is inserted and the total grows. Returns the
 * same page when nothing changed.
 */
export function applyAlarmToPage(data: AlarmPage, alarm: AlarmDto, key: HistoryPageKey): AlarmPage {
  const index = data.list.findIndex((row) => row.id === alarm.id);
  if (index >= 0) {
    const current = data.list[index];
    if (!current || current.revision >= alarm.revision) return data;
    const list = data.list.slice();
    list[index] = alarm;
    return { ...data, list };
  }
  if (key.page !== 1 || !matchesFilter(alarm, key.filter)) return data;
  const last = data.list.at(-1);
  const full = data.list.length >= key.pageSize;
  if (full && last && newestFirst(alarm, last) > 0) return data;
  const list = [...data.list, alarm].sort(newestFirst).slice(0, key.pageSize);
  return { ...data, list, pagination: { ...data.pagination, total: data.pagination.total + 1 } };
}

/**
 * Patches every cached history page with alarms that arrived live (push, poll or an acknowledgement), instead
 * of keeping a second copy. When a new alarm is inserted on a first page, the later pages of that filter have
 * shifted by one: they are marked stale and refetched when next shown.
 */
export function patchAlarmQueries(queryClient: QueryClient, alarms: readonly AlarmDto[]): void {
  if (alarms.length === 0) return;
  for (const [queryKey, data] of queryClient.getQueriesData<AlarmPage>({ queryKey: ALARM_HISTORY_KEY })) {
    const key = readKey(queryKey);
    if (!key || !data) continue;
    const next = alarms.reduce((page, alarm) => applyAlarmToPage(page, alarm, key), data);
    if (next === data) continue;
    queryClient.setQueryData(queryKey, next);
    if (next.pagination.total !== data.pagination.total) {
      void queryClient.invalidateQueries({
        queryKey: ALARM_HISTORY_KEY,
        refetchType: 'none',
        predicate: (query) => {
          const other = readKey(query.queryKey);
          return other !== null && other.page !== 1 && JSON.stringify(other.filter) === JSON.stringify(key.filter);
        },
      });
    }
  }
}
