import { useEffect } from 'react';
import { useLiveStreams } from '../../../lib/live/live-context';

/**
 * Follows the point's own topic while the calling chart is mounted, so the chart appends every reading of each
 * ingest batch (the project topic carries only each point's newest) and goes live for a point of a project other
 * than the one in the top bar. Charts of one point share one topic.
 */
export function useFollowPoint(pointId: string | null): void {
  const live = useLiveStreams();
  useEffect(() => {
    if (!live || !pointId) return undefined;
    const following = live.followPoint(pointId).subscribe();
    return () => following.unsubscribe();
  }, [live, pointId]);
}
