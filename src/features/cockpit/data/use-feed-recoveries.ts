import { useMemo } from 'react';
import { feedRecoveries$ } from '../../../../streams/cockpit/feed-recoveries';
import { useLiveStreams } from '../../../lib/live/live-context';
import { useObservable } from '../../../lib/use-observable';

/**
 * How many times the live feed has come back since this widget mounted. A chart keyed by it loads its window again
 * once after each recovery, filling the readings missed while the feed was down.
 */
export function useFeedRecoveries(): number {
  const live = useLiveStreams();
  const recoveries$ = useMemo(() => (live ? feedRecoveries$(live.stores.connection.state$) : null), [live]);
  return useObservable(recoveries$, 0);
}
