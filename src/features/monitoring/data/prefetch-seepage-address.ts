import type { QueryClient } from '@tanstack/react-query';
import type { SeriesSource } from '../../../../workers/series-types';
import { consoleSeriesSource } from '../../../lib/series/console-series-source';
import { selectedProject } from '../../../lib/selected-project';
import { sessionStore } from '../../../lib/session-store';
import { readAddressedSelection } from '../selection/chart-selection';
import { monitoringProjectsQuery, projectPointsQuery } from './use-monitoring-points';

/**
 * What the seepage page reads first, started from its address while the page's code is still on its way: the
 * projects and points lists it mounts its picker and charts with, and the series the address names (`?point&from&to`,
 * the pressure or flow tab) into the series worker. The page then finds the lists in the query cache and the chart is
 * handed the read under way (series-store.ts) instead of starting it at its mount: a year of one-minute readings took
 * about 1.2 s to arrive, asked 700 ms after the navigation (bench/monitoring-zoom.ts). The server checks the point as
 * for any series call; a refusal reaches the chart the same way.
 */
export function prefetchSeepageAddress(
  search: string,
  queryClient: QueryClient,
  source: () => SeriesSource = () => consoleSeriesSource(sessionStore.get().token),
): void {
  const params = new URLSearchParams(search);
  void queryClient.prefetchQuery(monitoringProjectsQuery());
  void queryClient.prefetchQuery(projectPointsQuery(selectedProject.get()?.projectId ?? null));
  if (params.get('tab') === 'statistics') return;
  const addressed = readAddressedSelection(params);
  if (!addressed) return;
  source().load({ pointId: addressed.pointId, channel: null, from: addressed.from, to: addressed.to }).catch(() => undefined);
}
