import type { PointChannel } from '../db/tables/monitoring';
import type { PointColumns } from './point-dto';

// The shape of a demo monitoring point and the shorthands the two demo dams' point lists are written with.

export interface DemoThreshold {
  severity: 1 | 2 | 3 | 4;
  upper?: number;
  lower?: number;
}

/** A point as the seed writes it; the columns the seed fills itself (owner, order, times) are left out. */
export interface DemoPoint extends Omit<
  PointColumns,
  'projectId' | 'damId' | 'channels' | 'remark' | 'sortCode' | 'enabledMark' | 'createdAt' | 'updatedAt'
> {
  channels: PointChannel[];
  /**
   * Alert levels a dam engineer would set from the design's characteristic water levels; the alarm engine's seed
   * may adopt them, and the simulator's rare excursions cross severity 2.
   */
  thresholds: DemoThreshold[];
}

export const GNSS: PointChannel[] = [
  { key: 'x', label: 'X 向(顺河向)', unit: 'mm' },
  { key: 'y', label: 'Y 向(坝轴向)', unit: 'mm' },
  { key: 'z', label: 'Z 向(垂直)', unit: 'mm' },
];

export const depths = (every: number, deepest: number): PointChannel[] =>
  Array.from({ length: deepest / every }, (_, i) => {
    const depth = (i + 1) * every;
    return { key: `d${depth}`, label: `${depth} m`, unit: 'mm', depth };
  });

export const upper = (u1: number, u2: number, u3: number, u4: number): DemoThreshold[] => [
  { severity: 1, upper: u1 },
  { severity: 2, upper: u2 },
  { severity: 3, upper: u3 },
  { severity: 4, upper: u4 },
];

type PointSpec = Omit<DemoPoint, 'channels' | 'elevation' | 'section' | 'location' | 'rangeMin' | 'rangeMax'> &
  Partial<Pick<DemoPoint, 'channels' | 'elevation' | 'section' | 'location' | 'rangeMin' | 'rangeMax'>>;

export const point = (spec: PointSpec): DemoPoint => ({
  channels: [],
  elevation: null,
  section: '',
  location: '',
  rangeMin: null,
  rangeMax: null,
  ...spec,
});
