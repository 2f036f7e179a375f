import { useQuery } from '@tanstack/react-query';
import type { Point } from '../../../../server/src/wire/monitoring-point';
import { cockpitApi } from '../api';

const NO_POINTS: Point[] = [];

/**
 * Every enabled point of the project, shared by all widgets of the wall through the query cache (one call however
 * many charts ask). A failure is the widget's to show, with its retry.
 */
export function useCockpitPoints(projectId: string) {
  const query = useQuery({
    queryKey: ['cockpit', 'points', projectId],
    queryFn: ({ signal }) => cockpitApi.points(projectId, signal),
    staleTime: 5 * 60_000,
  });
  return { points: query.data ?? NO_POINTS, query };
}
