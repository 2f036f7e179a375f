import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monitoringApi } from '../../../src/features/monitoring/api';
import { prefetchSeepageAddress } from '../../../src/features/monitoring/data/prefetch-seepage-address';
import { monitoringProjectsQuery, projectPointsQuery } from '../../../src/features/monitoring/data/use-monitoring-points';
import { selectedProject } from '../../../src/lib/selected-project';
import type { SeriesSource } from '../../../workers/series-types';

/** A series source that records what it is asked to load. */
function recordingSource() {
  const loads: unknown[] = [];
  const source = {
    load: (request: unknown) => {
      loads.push(request);
      return Promise.reject(new Error('not needed'));
    },
  } as unknown as SeriesSource;
  return { loads, source: () => source };
}

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  selectedProject.set({
    projectId: 'prj-1',
    name: 'Qingshui',
    latitude: null,
    longitude: null,
    orgId: '',
    projectTypeId: '',
    isManager: false,
    menuProjectType: 2,
  });
  vi.spyOn(monitoringApi, 'projects').mockResolvedValue([]);
  vi.spyOn(monitoringApi, 'points').mockResolvedValue([]);
});
afterEach(async () => {
  // Nothing of a test's prefetches may still be under way when the real calls come back.
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  queryClient.clear();
  vi.restoreAllMocks();
  selectedProject.clear();
});

// The seepage page's first reads start from its address, before its code has loaded.
describe('prefetching what a seepage address names', () => {
  it("starts the address's series and the page's projects and points lists", async () => {
    const { loads, source } = recordingSource();
    prefetchSeepageAddress('?point=mp-qs-up1&from=1000&to=2000', queryClient, source);
    expect(loads).toEqual([{ pointId: 'mp-qs-up1', channel: null, from: 1000, to: 2000 }]);
    await vi.waitFor(() => expect(queryClient.getQueryData(projectPointsQuery('prj-1').queryKey)).toEqual([]));
    expect(queryClient.getQueryData(monitoringProjectsQuery().queryKey)).toEqual([]);
    expect(monitoringApi.points).toHaveBeenCalledWith('prj-1', expect.anything());
  });

  it('reads no series for an address without a point and range of its own, or for the statistics tab', () => {
    const { loads, source } = recordingSource();
    prefetchSeepageAddress('', queryClient, source);
    prefetchSeepageAddress('?point=mp-qs-up1', queryClient, source);
    prefetchSeepageAddress('?point=mp-qs-up1&from=2000&to=1000', queryClient, source);
    prefetchSeepageAddress('?tab=statistics&point=mp-qs-up1&from=1000&to=2000', queryClient, source);
    expect(loads).toEqual([]);
  });
});
