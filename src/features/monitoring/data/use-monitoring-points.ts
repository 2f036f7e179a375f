import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSelectedProject } from '../../../lib/selected-project';
import { monitoringApi } from '../api';

/** The projects the user can see: the query the pages read and the address prefetch starts. */
export const monitoringProjectsQuery = () =>
  queryOptions({ queryKey: ['monitoring', 'projects'], queryFn: ({ signal }) => monitoringApi.projects(signal) });

/** Every enabled point of a project (of every visible project for null): as above. */
export const projectPointsQuery = (projectId: string | null) =>
  queryOptions({ queryKey: ['monitoring', 'points', projectId], queryFn: ({ signal }) => monitoringApi.points(projectId, signal) });

/**
 * The projects the user can see, so a page can tell "no project yet" (seed 001 section 8) from a project that has
 * no points of its kind.
 */
export function useMonitoringProjects() {
  return useQuery(monitoringProjectsQuery());
}

/** Every enabled point of the project chosen in the top bar (of every visible project while none is chosen). */
export function useProjectPoints() {
  return useQuery(projectPointsQuery(useSelectedProject()?.projectId ?? null));
}
