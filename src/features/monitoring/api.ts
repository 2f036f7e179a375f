import type { Dam } from '../../../server/src/wire/dam';
import type { Point } from '../../../server/src/wire/monitoring-point';
import type { PointThresholds } from '../../../server/src/wire/alarm-settings';
import type { DepthProfile, OsmoticPressureData, SeepageStatistics, Statistics } from '../../../server/src/wire/dam-monitoring';
import { http } from '../../lib/api-client';
import { flattenProjects, PROJECTS_PATH, type VisibleProject } from '../../lib/live/visible-projects';

const POINT_LIST_PATH = '/api/deploy/monitoringPointManagement/list';
const DAM_LIST_PATH = '/api/dam/list';

/** The spec's point pickers ask for every point in one page (seed 001 section 9). */
export const POINT_PAGE_SIZE = 99_999;

/**
 * The monitoring pages' calls. Every one is silent (`noTip`): the pages show failures in place, with a retry,
 * rather than as a toast that vanishes before a duty officer reads it.
 */
export const monitoringApi = {
  /** The projects the user can see: none means the spec's "no project yet" message. */
  projects: async (signal?: AbortSignal): Promise<VisibleProject[]> =>
    flattenProjects(await http.post<unknown>(PROJECTS_PATH, {}, { noTip: true, signal })),

  /** Every enabled point of a project (of every visible project without one), in the server's order. */
  points: async (projectId: string | null, signal?: AbortSignal): Promise<Point[]> => {
    const params = { currentPage: 1, pageSize: POINT_PAGE_SIZE, enabledMark: 1, ...(projectId ? { projectId } : {}) };
    const data = await http.get<{ list: Point[] }>(POINT_LIST_PATH, params, { noTip: true, signal });
    return data.list;
  },

  /** The dams and stations of a project (of every visible project without one). */
  dams: async (projectId: string | null, signal?: AbortSignal): Promise<Dam[]> => {
    const path = projectId ? `${DAM_LIST_PATH}/${encodeURIComponent(projectId)}` : DAM_LIST_PATH;
    const data = await http.get<{ list: Dam[] }>(path, {}, { noTip: true, signal });
    return data.list;
  },

  /** A point's alarm thresholds, one entry per level. */
  thresholds: (pointId: string, signal?: AbortSignal): Promise<PointThresholds> =>
    http.get<PointThresholds>(`/api/monitoring/points/${encodeURIComponent(pointId)}/thresholds`, {}, { noTip: true, signal }),
};

/** A range of a statistics or series call, with the project it covers (every visible one without). */
export interface RangeScope {
  projectId: string | null;
  from: number;
  to: number;
}

const scopeParams = ({ projectId, from, to }: RangeScope) => ({
  from: Math.round(from),
  to: Math.round(to),
  ...(projectId ? { projectId } : {}),
});

/** The statistics calls of seed 001 section 7, one per kind of point (server/src/routes/dam-monitoring/README.md). */
export const STATISTICS_PATHS = {
  osmoticPressure: '/api/workSeepage/workSeepage/osmoticPressureStatistics',
  seepageFlow: '/api/dmsRealFlow/dmsRealFlow/seepageStatistics',
  horizontal: '/api/workDisplacement/workDisplacement/horizontalStatisticsStatistics',
  vertical: '/api/workDisplacement/workDisplacement/surfaceVerticalStatistics',
  deep: '/api/workDisplacement/workDisplacement/deepStatistics',
} as const;

export type StatisticsKind = keyof typeof STATISTICS_PATHS;

export const damApi = {
  /** Per point min, max, mean, first, last, change and rate of one kind of point over the range. */
  statistics: (kind: StatisticsKind, scope: RangeScope, signal?: AbortSignal): Promise<SeepageStatistics | Statistics> =>
    http.get<SeepageStatistics | Statistics>(STATISTICS_PATHS[kind], scopeParams(scope), { noTip: true, signal }),

  /** Pressure readings paired with the dam's reservoir level at the same time (the scatter). */
  osmoticPressure: (code: string, range: { from: number; to: number }, signal?: AbortSignal): Promise<OsmoticPressureData> =>
    http.get<OsmoticPressureData>(
      `/api/workSeepage/workSeepage/osmoticPressureData/${encodeURIComponent(code)}`,
      { from: Math.round(range.from), to: Math.round(range.to), limit: SCATTER_LIMIT },
      { noTip: true, signal },
    ),

  /** An inclinometer's cumulative displacement against depth at `count` dates spread over the range. */
  depthProfile: (pointId: string, range: { from: number; to: number }, signal?: AbortSignal): Promise<DepthProfile> =>
    http.get<DepthProfile>(
      `/api/workDisplacement/workDisplacement/deepLevelData/${encodeURIComponent(pointId)}`,
      { from: Math.round(range.from), to: Math.round(range.to), count: PROFILE_DATES },
      { noTip: true, signal },
    ),
};

/** Scatter points: more would not add to what a person sees at a few hundred pixels, and would cost the paint. */
const SCATTER_LIMIT = 3000;

/** Profile dates overlaid on one inclinometer chart: more become unreadable. */
const PROFILE_DATES = 5;
