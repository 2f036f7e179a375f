import { useEffect } from 'react';
import { auditTime, defer, EMPTY, catchError, exhaustMap, merge, of } from 'rxjs';
import { useLiveStreams } from '../../../lib/live/live-context';
import { alarmsApi } from '../api';

/** At most one re-read of the warning lists per this period while alarms keep changing. */
export const WARNINGS_REFRESH_MS = 1_000;

/**
 * The water-level and water-quality lists come only from querySoundLightAlarm, which the poll reads every 30 s.
 * While the panel is open they are re-read when it opens and after pushed alarm changes, so they match the
 * alarms beside them; the result goes through the live bus, so the store stays the one source.
 */
export function useFreshWarnings(open: boolean): void {
  const live = useLiveStreams();
  useEffect(() => {
    if (!open || !live) return undefined;
    const subscription = merge(of(null), live.bus.on('alarm/changed').pipe(auditTime(WARNINGS_REFRESH_MS)))
      .pipe(exhaustMap(() => defer(() => alarmsApi.soundLightQuietly()).pipe(catchError(() => EMPTY))))
      .subscribe((state) => live.bus.publish({ type: 'sound-light/state', state, at: Date.now() }));
    return () => subscription.unsubscribe();
  }, [open, live]);
}
