import { isRecord } from '../lib/guards';
import type { HttpGet } from '../protocol/http';
import type { MonitoringPoint, Reading } from '../protocol/monitoring';
import { parsePointRow } from '../protocol/monitoring';

export const MONITORING_POINTS_PATH = '/api/deploy/monitoringPointManagement/list';

export interface MonitoringSnapshot {
  points: MonitoringPoint[];
  readings: Reading[];
}

/** Loads one project's points and their latest readings; rejects when the call fails. */
export type MonitoringSnapshotFetcher = (projectId: string, signal: AbortSignal) => Promise<MonitoringSnapshot>;

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
      // A point's newest reading rides along in its list row as `latest`.
      const row = parsePointRow(item, projectId);
      if (!row) continue;
      points.push(row.point);
      if (row.reading) readings.push(row.reading);
    }
    return { points, readings };
  };
}
