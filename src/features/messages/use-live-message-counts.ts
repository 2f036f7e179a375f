import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { distinctUntilChanged, filter, map } from 'rxjs';
import type { UnreadCount } from '../../../server/src/wire/messages';
import { useLiveStreams } from '../../lib/live/live-context';
import { MESSAGE_KEYS, UNREAD_COUNT_KEY } from './api';

/**
 * Keeps the cached unread count and message lists in step with the socket: whenever the counts change (a new
 * message, a read in another console, read-all, delete, a revoked notice) the count is patched in the query cache
 * and the lists refetch. Mounted with the bell, which every signed-in page shows.
 */
export function useLiveMessageCounts(): void {
  const live = useLiveStreams();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return undefined;
    const subscription = live.stores.messageCounts.state$
      .pipe(
        filter((state) => state.changedAt !== null && state.total !== null),
        distinctUntilChanged((a, b) => a.changedAt === b.changedAt),
        map((state) => ({ total: state.total ?? 0, unread: state.unread })),
      )
      .subscribe(({ total, unread }) => {
        queryClient.setQueryData<Partial<UnreadCount>>(UNREAD_COUNT_KEY, (previous) => unread ?? { ...previous, total });
        void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.all });
      });
    return () => subscription.unsubscribe();
  }, [live, queryClient]);
}
