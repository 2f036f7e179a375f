import type { Selectable } from 'kysely';
import type { MonitoringPointTable, PointChannel } from '../db/tables/monitoring';
import { parseChannels } from './point-channels';

/** The newest reading of a point as the API returns it. */
export interface LatestReadingDto {
  ts: number;
  value: number;
  values: Record<string, number> | null;
  quality: number;
  receivedAt: number;
}

/** A point's columns as selected; the joined row, the API's point and the demo network all start from these. */
export type PointColumns = Selectable<MonitoringPointTable>;

/** The joined row the point queries select: the point, its dam's and project's names, and its newest reading. */
export interface PointRow extends PointColumns {
  damName: string;
  projectName: string;
  latestTs: number | null;
  latestValue: number | null;
  latestValuesJson: string | null;
  latestQuality: number | null;
  latestReceivedAt: number | null;
}

type LatestColumn = 'latestTs' | 'latestValue' | 'latestValuesJson' | 'latestQuality' | 'latestReceivedAt';

/** A monitoring point as the API returns it (server/docs/monitoring.md): the row with its channels parsed. */
export interface PointDto extends Omit<PointRow, LatestColumn | 'channels'> {
  monitoringPointId: string;
  channels: PointChannel[];
  latest: LatestReadingDto | null;
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
        : {
            ts: latestTs,
            value: latestValue,
            values: parseValues(latestValuesJson),
            quality: latestQuality ?? 0,
            receivedAt: latestReceivedAt ?? latestTs,
          },
  };
}
