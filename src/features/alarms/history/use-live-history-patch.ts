import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { merge, map } from 'rxjs';
import { useLiveStreams } from '../../../lib/live/live-context';
import { patchAlarmQueries } from './patch-alarm-queries';

/**
 * Keeps cached alarm history pages in step with the live bus: every pushed change and every polled snapshot
 * patches the pages that hold those alarms. Mounted once with the shell, so pages cached while another
 * screen is open stay right too.
 */
export function useLiveHistoryPatch(): void {
  const live = useLiveStreams();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return undefined;
    const subscription = merge(
      live.bus.on('alarm/changed').pipe(map((event) => [event.alarm])),
      live.bus.on('alarm/snapshot').pipe(map((event) => event.alarms)),
    ).subscribe((alarms) => patchAlarmQueries(queryClient, alarms));
    return () => subscription.unsubscribe();
  }, [live, queryClient]);
}
