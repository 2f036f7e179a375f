import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Observable } from 'rxjs';
import type { LiveStreams } from '../../../../streams/create-live-streams';
import { useLiveSources } from '../../../lib/live/live-context';
import { peek } from '../../../lib/live/peek';
import { alarmsApi } from '../api';
import type { AlarmPage } from '../alarm-types';
import { applyAlarmToPage, historyQueryKey, type HistoryPageKey } from './patch-alarm-queries';

/**
 * Fetches one page and folds in the alarms the live store took while the request was under way: a push that
 * lands before the page is cached has nothing to patch, and the answer may have been read before that alarm
 * existed. Without this, an alarm raised while the page loads would wait for the next poll.
 */
async function fetchPage(key: HistoryPageKey, live$: Observable<LiveStreams | null>, signal: AbortSignal): Promise<AlarmPage> {
  const requestedAt = Date.now();
  const page = await alarmsApi.list(key.filter, key.page, key.pageSize, signal);
  // Read when the answer arrives: the page may have started loading before the live streams reached React.
  const live = peek(live$, null);
  if (!live) return page;
  const arrived = Object.values(live.stores.alarms.getState().entries)
    .filter((entry) => entry.receivedAt >= requestedAt)
    .map((entry) => entry.alarm);
  return arrived.reduce((current, alarm) => applyAlarmToPage(current, alarm, key), page);
}

/** One page of the alarm history through TanStack Query; live changes patch it (see useLiveHistoryPatch). */
export function useAlarmHistory(key: HistoryPageKey) {
  const { live$ } = useLiveSources();
  return useQuery({
    queryKey: historyQueryKey(key),
    queryFn: ({ signal }) => fetchPage(key, live$, signal),
    placeholderData: keepPreviousData,
  });
}
