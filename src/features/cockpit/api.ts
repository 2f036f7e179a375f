import type { PointThresholds } from '../../../server/src/wire/alarm-settings';
import type { CockpitLayout, CockpitLayoutCreateRequest, CockpitLayoutUpdateRequest } from '../../../server/src/wire/cockpit';
import type { DepthProfile, OsmoticPressureData } from '../../../server/src/wire/dam-monitoring';
import type { Point } from '../../../server/src/wire/monitoring-point';
import { http } from '../../lib/api-client';

const LAYOUTS_PATH = '/api/cockpit/layouts';
const layoutPath = (id: string) => `${LAYOUTS_PATH}/${encodeURIComponent(id)}`;

/** Seed 001 section 9: point pickers ask for every point in one page. */
const POINT_PAGE_SIZE = 99_999;
/** Scatter pairs: a widget is a few hundred pixels wide; more would cost the paint and add nothing a person sees. */
const SCATTER_LIMIT = 2000;
/** Dates overlaid on the inclinometer profile: more become unreadable in a widget. */
const PROFILE_DATES = 4;

const range = (view: { from: number; to: number }) => ({ from: Math.round(view.from), to: Math.round(view.to) });

/**
 * The cockpit's calls. Reads are silent (`noTip`): a widget shows its failure in place with a retry, and a wall
 * must not stack toasts nobody reads. Saving, publishing and deleting keep the client's toast, a person clicked.
 */
export const cockpitApi = {
  /** The project's default (published or built-in) first, then the caller's own layouts. */
  layouts: async (projectId: string, signal?: AbortSignal): Promise<CockpitLayout[]> =>
    (await http.get<{ list: CockpitLayout[] }>(LAYOUTS_PATH, { projectId }, { noTip: true, signal })).list,
  create: (body: CockpitLayoutCreateRequest): Promise<CockpitLayout> => http.post<CockpitLayout>(LAYOUTS_PATH, body),
  update: (id: string, body: CockpitLayoutUpdateRequest): Promise<CockpitLayout> => http.put<CockpitLayout>(layoutPath(id), body),
  remove: (id: string): Promise<unknown> => http.delete<unknown>(layoutPath(id)),
  publish: (id: string): Promise<CockpitLayout> => http.post<CockpitLayout>(`${layoutPath(id)}/Actions/Publish`, {}),

  /** Every enabled point of the project, with its newest reading. */
  points: async (projectId: string, signal?: AbortSignal): Promise<Point[]> =>
    (
      await http.get<{ list: Point[] }>(
        '/api/deploy/monitoringPointManagement/list',
        { currentPage: 1, pageSize: POINT_PAGE_SIZE, enabledMark: 1, projectId },
        { noTip: true, signal },
      )
    ).list,

  thresholds: (pointId: string, signal?: AbortSignal): Promise<PointThresholds> =>
    http.get<PointThresholds>(`/api/monitoring/points/${encodeURIComponent(pointId)}/thresholds`, {}, { noTip: true, signal }),

  /** Pressure readings paired with the reservoir level at the same time. */
  osmoticPressure: (code: string, view: { from: number; to: number }, signal?: AbortSignal): Promise<OsmoticPressureData> =>
    http.get<OsmoticPressureData>(
      `/api/workSeepage/workSeepage/osmoticPressureData/${encodeURIComponent(code)}`,
      { ...range(view), limit: SCATTER_LIMIT },
      { noTip: true, signal },
    ),

  /** An inclinometer's cumulative displacement against depth at a few dates over the range. */
  depthProfile: (pointId: string, view: { from: number; to: number }, signal?: AbortSignal): Promise<DepthProfile> =>
    http.get<DepthProfile>(
      `/api/workDisplacement/workDisplacement/deepLevelData/${encodeURIComponent(pointId)}`,
      { ...range(view), count: PROFILE_DATES },
      { noTip: true, signal },
    ),
};
