import type { PointChannel, PointType } from '../db/tables/monitoring';
import { parseChannels } from './point-channels';

/** The newest reading of a point as the API returns it. */
export interface LatestReadingDto {
  ts: number;
  value: number;
  values: Record<string, number> | null;
  quality: number;
  receivedAt: number;
}

/** A monitoring point as the API returns it (server/docs/monitoring.md). */
export interface PointDto {
  monitoringPointId: string;
  id: string;
  code: string;
  name: string;
  type: PointType;
  instrument: string;
  unit: string;
  channels: PointChannel[];
  latitude: number;
  longitude: number;
  elevation: number | null;
  section: string;
  location: string;
  rangeMin: number | null;
  rangeMax: number | null;
  intervalSeconds: number;
  enabledMark: number;
  sortCode: number;
  remark: string;
  damId: string;
  damName: string;
  projectId: string;
  projectName: string;
  createdAt: number;
  updatedAt: number;
  latest: LatestReadingDto | null;
}

/** The joined row the point queries select. */
export interface PointRow {
  id: string;
  code: string;
  name: string;
  type: PointType;
  instrument: string;
  unit: string;
  channels: string;
  latitude: number;
  longitude: number;
  elevation: number | null;
  section: string;
  location: string;
  rangeMin: number | null;
  rangeMax: number | null;
  intervalSeconds: number;
  enabledMark: number;
  sortCode: number;
  remark: string;
  damId: string;
  damName: string;
  projectId: string;
  projectName: string;
  createdAt: number;
  updatedAt: number;
  latestTs: number | null;
  latestValue: number | null;
  latestValuesJson: string | null;
  latestQuality: number | null;
  latestReceivedAt: number | null;
}

export function parseValues(json: string | null): Record<string, number> | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as Record<string, number>;
  } catch {
    return null;
  }
}

export function toPointDto(row: PointRow): PointDto {
  const { latestTs, latestValue, latestValuesJson, latestQuality, latestReceivedAt, channels, ...rest } = row;
  return {
    monitoringPointId: row.id,
    ...rest,
    channels: parseChannels(channels),
    latest:
      latestTs === null || latestValue === null
        ? null
        : { ts: latestTs, value: latestValue, values: parseValues(latestValuesJson), quality: latestQuality ?? 0, receivedAt: latestReceivedAt ?? latestTs },
  };
}
