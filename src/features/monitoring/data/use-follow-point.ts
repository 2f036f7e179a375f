import { useEffect } from 'react';
import { useLiveStreams } from '../../../lib/live/live-context';

/**
 * Follows the point's own topic while the calling chart is mounted, so the chart appends every reading of each
 * ingest batch (the project topic carries only each point's newest) and goes live for a point of a project other
 * than the one in the top bar. Charts of one point share one topic.
 */
export function useFollowPoint(pointId: string | null): void {
  useFollowPoints([pointId]);
}

/** `useFollowPoint` for the points of a chart group (nulls skipped, each point once). */
export function useFollowPoints(pointIds: readonly (string | null)[]): void {
  const live = useLiveStreams();
  // A stable key, so a new array of the same points keeps the topics joined.
  const key = [...new Set(pointIds.filter((id): id is string => id !== null))].join('\u0000');
  useEffect(() => {
    if (!live || key === '') return undefined;
    const following = key.split('\u0000').map((pointId) => live.followPoint(pointId).subscribe());
    return () => following.forEach((subscription) => subscription.unsubscribe());
  }, [live, key]);
}
