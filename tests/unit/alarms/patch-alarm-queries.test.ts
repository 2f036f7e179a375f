import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AlarmPage } from '../../../src/features/alarms/alarm-types';
import {
  applyAlarmToPage,
  historyQueryKey,
  matchesFilter,
  patchAlarmQueries,
  type HistoryPageKey,
} from '../../../src/features/alarms/history/patch-alarm-queries';
import { makeAlarm } from './support/alarms';

const page = (ids: string[], total = ids.length): AlarmPage => ({
  list: ids.map((id, index) => makeAlarm({ id, raisedAt: 10_000 - index * 1_000 })),
  pagination: { currentPage: 1, pageSize: 3, total },
});
const FIRST: HistoryPageKey = { filter: { state: 'all' }, page: 1, pageSize: 3 };

describe('applyAlarmToPage', () => {
  it('replaces a listed alarm only with a newer revision, in place', () => {
    const data = page(['a', 'b']);
    const newer = makeAlarm({ id: 'b', raisedAt: 9_000, acknowledged: true, revision: 2 });
    const patched = applyAlarmToPage(data, newer, FIRST);
    expect(patched.list.map((alarm) => alarm.id)).toEqual(['a', 'b']);
    expect(patched.list[1]).toBe(newer);
    expect(applyAlarmToPage(patched, makeAlarm({ id: 'b', revision: 1 }), FIRST)).toBe(patched);
  });

  it('inserts a new alarm on the first page, newest first, and grows the total', () => {
    const patched = applyAlarmToPage(page(['a', 'b', 'c'], 7), makeAlarm({ id: 'n', raisedAt: 20_000 }), FIRST);
    expect(patched.list.map((alarm) => alarm.id)).toEqual(['n', 'a', 'b']);
    expect(patched.pagination.total).toBe(8);
  });

  it('leaves later pages, older alarms on a full page and filtered-out alarms alone', () => {
    const data = page(['a', 'b', 'c'], 7);
    expect(applyAlarmToPage(data, makeAlarm({ id: 'n', raisedAt: 20_000 }), { ...FIRST, page: 2 })).toBe(data);
    expect(applyAlarmToPage(data, makeAlarm({ id: 'n', raisedAt: 1 }), FIRST)).toBe(data);
    expect(
      applyAlarmToPage(data, makeAlarm({ id: 'n', raisedAt: 20_000, severity: 1 }), { ...FIRST, filter: { state: 'all', severity: 4 } }),
    ).toBe(data);
  });
});

describe('matchesFilter', () => {
  it("follows the server's state rules", () => {
    const clearedUnacked = makeAlarm({ state: 'cleared', acknowledged: false });
    const closed = makeAlarm({ state: 'cleared', acknowledged: true });
    expect(matchesFilter(clearedUnacked, { state: 'open' })).toBe(true);
    expect(matchesFilter(closed, { state: 'open' })).toBe(false);
    expect(matchesFilter(closed, { state: 'cleared' })).toBe(true);
    expect(matchesFilter(closed, { state: 'active' })).toBe(false);
    expect(matchesFilter(makeAlarm({ projectId: 'p2' }), { state: 'all', projectId: 'p1' })).toBe(false);
    expect(matchesFilter(makeAlarm({ acknowledged: true }), { state: 'all', acknowledged: false })).toBe(false);
  });
});

describe('patchAlarmQueries', () => {
  it('patches every cached page and marks the later pages of that filter stale after an insertion', () => {
    const client = new QueryClient();
    const second: HistoryPageKey = { ...FIRST, page: 2 };
    const other: HistoryPageKey = { filter: { state: 'active' }, page: 2, pageSize: 3 };
    client.setQueryData(historyQueryKey(FIRST), page(['a', 'b', 'c'], 7));
    client.setQueryData(historyQueryKey(second), { ...page(['d', 'e', 'f'], 7), pagination: { currentPage: 2, pageSize: 3, total: 7 } });
    client.setQueryData(historyQueryKey(other), page(['x'], 4));

    patchAlarmQueries(client, [makeAlarm({ id: 'n', raisedAt: 20_000 })]);

    expect(client.getQueryData<AlarmPage>(historyQueryKey(FIRST))?.list.map((alarm) => alarm.id)).toEqual(['n', 'a', 'b']);
    expect(client.getQueryState(historyQueryKey(second))?.isInvalidated).toBe(true);
    expect(client.getQueryState(historyQueryKey(other))?.isInvalidated).toBe(false);
  });
});
