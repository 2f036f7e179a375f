import type { Selectable } from 'kysely';
import type { DamTable } from '../db/tables/monitoring';
import type { DemoPoint } from './demo-point-spec';
import { LJ_POINTS } from './demo-points-lanjiang';
import { QS_POINTS } from './demo-points-qingshui';

// The demo monitoring network (server/docs/monitoring.md): Qingshui reservoir's earth-rockfill dam with 20 points,
// and the Lanjiang sluice station on the river project with 6. Readable fixed ids so tests and docs can name them.

export interface DemoDam extends Omit<
  Selectable<DamTable>,
  'projectId' | 'timeZone' | 'sortCode' | 'enabledMark' | 'createdAt' | 'updatedAt'
> {
  /** project.en_code of the owning project, with the project type to fall back on. */
  projectEnCode: string;
  projectTypeId: string;
  points: DemoPoint[];
}

export const DEMO_DAMS: DemoDam[] = [
  {
    id: 'dam-qingshui',
    projectEnCode: 'QSSK-DB',
    projectTypeId: 'reservoir',
    code: 'QS-DAM',
    name: '青水水库主坝',
    damType: 'earth-rockfill',
    latitude: 30.2138,
    longitude: 119.3652,
    crestElevation: 185.0,
    crestLength: 420,
    maxHeight: 62,
    normalPoolLevel: 181.0,
    floodLimitLevel: 178.5,
    designFloodLevel: 183.2,
    checkFloodLevel: 184.3,
    deadLevel: 158.0,
    totalCapacity: 128.6,
    remark: '黏土心墙堆石坝，坝轴线东西走向，桩号自西向东',
    points: QS_POINTS,
  },
  {
    id: 'dam-lanjiang-sluice',
    projectEnCode: 'LJ-HDXC',
    projectTypeId: 'river-patrol',
    code: 'LJ-SLUICE',
    name: '澜江节制闸',
    damType: 'sluice',
    latitude: 30.04871,
    longitude: 119.95426,
    crestElevation: 17.5,
    crestLength: 96,
    maxHeight: 11.5,
    normalPoolLevel: 13.2,
    floodLimitLevel: null,
    designFloodLevel: 15.5,
    checkFloodLevel: 16.2,
    deadLevel: null,
    totalCapacity: null,
    remark: '五孔开敞式节制闸，单孔净宽 16 m',
    points: LJ_POINTS,
  },
];

/**
 * The demo point with a year of one-minute history (the 0+150 core piezometer of Qingshui dam): pages open it to show
 * a long series and bench/series-call.ts times the series call on it (server/src/monitoring/history/README.md).
 */
export const DEMO_YEAR_POINT = { id: 'mp-qs-up1', code: 'QS-UP1' } as const;

export function findDemoPoint(code: string): { dam: DemoDam; point: DemoPoint } | undefined {
  for (const dam of DEMO_DAMS) {
    const found = dam.points.find((p) => p.code === code);
    if (found) return { dam, point: found };
  }
  return undefined;
}
