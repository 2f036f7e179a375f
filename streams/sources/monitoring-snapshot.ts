import { isRecord } from '../lib/guards';
import type { HttpGet } from '../protocol/http';
import type { MonitoringPoint, Reading } from '../protocol/monitoring';
import { parsePoint, parseReading } from '../protocol/monitoring';

export const MONITORING_POINTS_PATH = '/api/deploy/monitoringPointManagement/list';

export interface MonitoringSnapshot {
  points: MonitoringPoint[];
  readings: Reading[];
}

/** Loads one project's points and their latest readings; rejects when the call fails. */
export type MonitoringSnapshotFetcher = (projectId: string, signal: AbortSignal) => Promise<MonitoringSnapshot>;

/** A point's newest reading rides along in its list row as `latest: { ts, value, values?, quality }`. */
function latestOf(item: unknown, point: MonitoringPoint): Reading | null {
  if (!isRecord(item) || !isRecord(item.latest)) return null;
  return parseReading({ ...item.latest, pointId: point.monitoringPointId, projectId: point.projectId }, point.projectId);
}

/**
 * The default fetcher: the project's enabled points (unpaged, as the list answers without currentPage),
 * each with its latest reading, in one call.
 */
export function createMonitoringSnapshotFetcher(http: HttpGet): MonitoringSnapshotFetcher {
  return async (projectId, signal) => {
    const data = await http(MONITORING_POINTS_PATH, { projectId, enabledMark: 1 }, { signal });
    if (!isRecord(data) || !Array.isArray(data.list)) throw new Error('Malformed point list');
    const points: MonitoringPoint[] = [];
    const readings: Reading[] = [];
    for (const item of data.list) {
      const point = parsePoint(item, projectId);
      if (!point) continue;
      points.push(point);
      const reading = latestOf(item, point);
      if (reading) readings.push(reading);
    }
    return { points, readings };
  };
}
