import type { Generated } from 'kysely';

// Row types for the monitoring migration (2026-11-22-0002-monitoring). Columns are camelCase here; CamelCasePlugin maps them.

export type DamType = 'earth-rockfill' | 'concrete-gravity' | 'arch' | 'sluice' | 'weir';

export interface DamTable {
  id: string;
  projectId: string;
  code: string;
  name: string;
  damType: DamType;
  latitude: number;
  longitude: number;
  crestElevation: number | null;
  crestLength: number | null;
  maxHeight: number | null;
  normalPoolLevel: number | null;
  floodLimitLevel: number | null;
  designFloodLevel: number | null;
  checkFloodLevel: number | null;
  deadLevel: number | null;
  totalCapacity: number | null;
  timeZone: Generated<string>;
  remark: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

export const POINT_TYPES = [
  'water-level',
  'rainfall',
  'seepage-flow',
  'osmotic-pressure',
  'surface-displacement',
  'deep-displacement',
] as const;

export type PointType = (typeof POINT_TYPES)[number];

export interface MonitoringPointTable {
  id: string;
  projectId: string;
  damId: string;
  code: string;
  name: string;
  type: PointType;
  instrument: Generated<string>;
  unit: string;
  /** JSON text of `PointChannel[]`. */
  channels: Generated<string>;
  latitude: number;
  longitude: number;
  elevation: number | null;
  section: Generated<string>;
  location: Generated<string>;
  rangeMin: number | null;
  rangeMax: number | null;
  intervalSeconds: Generated<number>;
  remark: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** One named value of a multi-value point: a GNSS axis or an inclinometer depth. */
export interface PointChannel {
  key: string;
  label: string;
  unit: string;
  /** Metres below the collar, for inclinometer depths. */
  depth?: number;
}

/** 0 good, 1 suspect (outside the instrument's range, or flagged by the sender), 2 bad (flagged by the sender). */
export type ReadingQuality = 0 | 1 | 2;

export interface ReadingTable {
  pointId: string;
  ts: number;
  value: number;
  valuesJson: string | null;
  quality: Generated<number>;
}

export interface LatestReadingTable {
  pointId: string;
  ts: number;
  value: number;
  valuesJson: string | null;
  quality: number;
  receivedAt: number;
}

export interface MonitoringTables {
  dam: DamTable;
  monitoringPoint: MonitoringPointTable;
  reading: ReadingTable;
  latestReading: LatestReadingTable;
}
