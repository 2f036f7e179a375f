import { useQuery } from '@tanstack/react-query';
import type { CockpitMapConfig } from '../../../../server/src/wire/cockpit';
import { http } from '../../../lib/api-client';

const MAP_CONFIG_PATH = '/api/cockpit/map';

/** The project's base-map styles, centre, zoom and dam outlines (silent: the widget shows a failure in place). */
export function fetchMapConfig(projectId: string, signal?: AbortSignal): Promise<CockpitMapConfig> {
  return http.get<CockpitMapConfig>(MAP_CONFIG_PATH, { projectId }, { noTip: true, signal });
}

/** The map configuration changes only when an administrator edits the server's settings: fetched once per project. */
export function useMapConfig(projectId: string) {
  return useQuery({
    queryKey: ['cockpit', 'map', projectId],
    queryFn: ({ signal }) => fetchMapConfig(projectId, signal),
    staleTime: Infinity,
  });
}
