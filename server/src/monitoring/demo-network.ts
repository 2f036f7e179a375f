import type { Selectable } from 'kysely';
import type { DamTable, PointChannel } from '../db/tables/monitoring';
import type { PointColumns } from './point-dto';

// The demo monitoring network (server/docs/monitoring.md): Qingshui reservoir's earth-rockfill dam with 20 points,
// and the Lanjiang sluice station on the river project with 6. Readable fixed ids so tests and docs can name them.

export interface DemoThreshold {
  severity: 1 | 2 | 3 | 4;
  upper?: number;
  lower?: number;
}

/** A point as the seed writes it; the columns the seed fills itself (owner, order, times) are left out. */
export interface DemoPoint extends Omit<PointColumns, 'projectId' | 'damId' | 'channels' | 'remark' | 'sortCode' | 'enabledMark' | 'createdAt' | 'updatedAt'> {
  channels: PointChannel[];
  /**
   * Alert levels a dam engineer would set from the design's characteristic water levels; the alarm engine's seed
   * may adopt them, and the simulator's rare excursions cross severity 2.
   */
  thresholds: DemoThreshold[];
}

export interface DemoDam extends Omit<Selectable<DamTable>, 'projectId' | 'timeZone' | 'sortCode' | 'enabledMark' | 'createdAt' | 'updatedAt'> {
  /** project.en_code of the owning project, with the project type to fall back on. */
  projectEnCode: string;
  projectTypeId: string;
  points: DemoPoint[];
}

const GNSS: PointChannel[] = [
  { key: 'x', label: 'X 向(顺河向)', unit: 'mm' },
  { key: 'y', label: 'Y 向(坝轴向)', unit: 'mm' },
  { key: 'z', label: 'Z 向(垂直)', unit: 'mm' },
];

const depths = (every: number, deepest: number): PointChannel[] =>
  Array.from({ length: deepest / every }, (_, i) => {
    const depth = (i + 1) * every;
    return { key: `d${depth}`, label: `${depth} m`, unit: 'mm', depth };
  });

const upper = (u1: number, u2: number, u3: number, u4: number): DemoThreshold[] => [
  { severity: 1, upper: u1 },
  { severity: 2, upper: u2 },
  { severity: 3, upper: u3 },
  { severity: 4, upper: u4 },
];

type PointSpec = Omit<DemoPoint, 'channels' | 'elevation' | 'section' | 'location' | 'rangeMin' | 'rangeMax'> &
  Partial<Pick<DemoPoint, 'channels' | 'elevation' | 'section' | 'location' | 'rangeMin' | 'rangeMax'>>;

const point = (spec: PointSpec): DemoPoint => ({
  channels: [],
  elevation: null,
  section: '',
  location: '',
  rangeMin: null,
  rangeMax: null,
  ...spec,
});

// Dam axis runs west to east at about 30.2138 N; the reservoir lies to the north. Chainage 0+000 is the west end.
const QS_POINTS: DemoPoint[] = [
  point({ id: 'mp-qs-sw1', code: 'QS-SW1', name: '坝前库水位', type: 'water-level', instrument: '雷达水位计', unit: 'm', latitude: 30.21412, longitude: 119.36521, section: '0+210', location: '坝前进水塔', rangeMin: 150, rangeMax: 190, intervalSeconds: 300, thresholds: upper(181.0, 182.0, 183.2, 184.3) }),
  point({ id: 'mp-qs-sw2', code: 'QS-SW2', name: '库区水位(溢洪道)', type: 'water-level', instrument: '压力式水位计', unit: 'm', latitude: 30.21448, longitude: 119.36802, location: '左岸溢洪道进口', rangeMin: 150, rangeMax: 190, intervalSeconds: 300, thresholds: upper(181.0, 182.0, 183.2, 184.3) }),
  point({ id: 'mp-qs-sw3', code: 'QS-SW3', name: '下游尾水位', type: 'water-level', instrument: '雷达水位计', unit: 'm', latitude: 30.21205, longitude: 119.36498, location: '坝后尾水渠', rangeMin: 120, rangeMax: 140, intervalSeconds: 300, thresholds: upper(129.5, 130.5, 131.5, 132.5) }),
  point({ id: 'mp-qs-rg1', code: 'QS-RG1', name: '坝址雨量', type: 'rainfall', instrument: '翻斗式雨量计', unit: 'mm', latitude: 30.21329, longitude: 119.36741, location: '管理房屋顶', rangeMin: 0, rangeMax: 50, intervalSeconds: 300, thresholds: [] }),
  point({ id: 'mp-qs-rg2', code: 'QS-RG2', name: '上游库尾雨量', type: 'rainfall', instrument: '翻斗式雨量计', unit: 'mm', latitude: 30.27864, longitude: 119.34107, location: '库尾青石村', rangeMin: 0, rangeMax: 50, intervalSeconds: 300, thresholds: [] }),
  point({ id: 'mp-qs-we1', code: 'QS-WE1', name: '左岸渗流量', type: 'seepage-flow', instrument: '三角堰量水堰计', unit: 'L/s', latitude: 30.21262, longitude: 119.36352, section: '0+060', location: '左岸坝脚排水沟', rangeMin: 0, rangeMax: 60, intervalSeconds: 600, thresholds: upper(10.0, 11.0, 12.5, 14.0) }),
  point({ id: 'mp-qs-we2', code: 'QS-WE2', name: '河床段渗流量', type: 'seepage-flow', instrument: '三角堰量水堰计', unit: 'L/s', latitude: 30.21248, longitude: 119.36519, section: '0+210', location: '坝后量水堰', rangeMin: 0, rangeMax: 80, intervalSeconds: 600, thresholds: upper(27.0, 29.0, 32.0, 36.0) }),
  point({ id: 'mp-qs-we3', code: 'QS-WE3', name: '右岸渗流量', type: 'seepage-flow', instrument: '三角堰量水堰计', unit: 'L/s', latitude: 30.21265, longitude: 119.36688, section: '0+360', location: '右岸坝脚排水沟', rangeMin: 0, rangeMax: 60, intervalSeconds: 600, thresholds: upper(14.5, 16.0, 18.0, 20.5) }),
  point({ id: 'mp-qs-up1', code: 'QS-UP1', name: '0+150 心墙下游渗压', type: 'osmotic-pressure', instrument: '振弦式渗压计', unit: 'kPa', latitude: 30.21368, longitude: 119.36457, elevation: 125.0, section: '0+150', location: '心墙下游侧 坝轴线下 5 m', rangeMin: 0, rangeMax: 700, intervalSeconds: 600, thresholds: upper(366, 375, 390, 400) }),
  point({ id: 'mp-qs-up2', code: 'QS-UP2', name: '0+150 下游坝壳渗压', type: 'osmotic-pressure', instrument: '振弦式渗压计', unit: 'kPa', latitude: 30.21318, longitude: 119.36457, elevation: 124.5, section: '0+150', location: '下游坝壳 坝轴线下 60 m', rangeMin: 0, rangeMax: 700, intervalSeconds: 600, thresholds: upper(246, 254, 264, 272) }),
  point({ id: 'mp-qs-up3', code: 'QS-UP3', name: '0+150 坝趾渗压', type: 'osmotic-pressure', instrument: '振弦式渗压计', unit: 'kPa', latitude: 30.21268, longitude: 119.36457, elevation: 124.0, section: '0+150', location: '下游坝趾 坝轴线下 115 m', rangeMin: 0, rangeMax: 700, intervalSeconds: 600, thresholds: upper(137, 144, 152, 160) }),
  point({ id: 'mp-qs-up4', code: 'QS-UP4', name: '0+270 心墙下游渗压', type: 'osmotic-pressure', instrument: '振弦式渗压计', unit: 'kPa', latitude: 30.21369, longitude: 119.36583, elevation: 126.0, section: '0+270', location: '心墙下游侧 坝轴线下 5 m', rangeMin: 0, rangeMax: 700, intervalSeconds: 600, thresholds: upper(335, 345, 358, 368) }),
  point({ id: 'mp-qs-up5', code: 'QS-UP5', name: '0+270 下游坝壳渗压', type: 'osmotic-pressure', instrument: '振弦式渗压计', unit: 'kPa', latitude: 30.21319, longitude: 119.36583, elevation: 125.5, section: '0+270', location: '下游坝壳 坝轴线下 60 m', rangeMin: 0, rangeMax: 700, intervalSeconds: 600, thresholds: upper(220, 228, 238, 246) }),
  point({ id: 'mp-qs-up6', code: 'QS-UP6', name: '0+270 坝趾渗压', type: 'osmotic-pressure', instrument: '振弦式渗压计', unit: 'kPa', latitude: 30.21269, longitude: 119.36583, elevation: 125.0, section: '0+270', location: '下游坝趾 坝轴线下 115 m', rangeMin: 0, rangeMax: 700, intervalSeconds: 600, thresholds: upper(116, 122, 130, 138) }),
  point({ id: 'mp-qs-tp1', code: 'QS-TP1', name: '坝顶 0+150 表面位移', type: 'surface-displacement', instrument: 'GNSS 监测站', unit: 'mm', channels: GNSS, latitude: 30.21381, longitude: 119.36457, elevation: 185.0, section: '0+150', location: '坝顶下游侧', intervalSeconds: 3600, thresholds: upper(28, 32, 38, 45) }),
  point({ id: 'mp-qs-tp2', code: 'QS-TP2', name: '坝顶 0+270 表面位移', type: 'surface-displacement', instrument: 'GNSS 监测站', unit: 'mm', channels: GNSS, latitude: 30.21382, longitude: 119.36583, elevation: 185.0, section: '0+270', location: '坝顶下游侧', intervalSeconds: 3600, thresholds: upper(30, 34, 40, 48) }),
  point({ id: 'mp-qs-tp3', code: 'QS-TP3', name: '下游坝坡 0+150 表面位移', type: 'surface-displacement', instrument: 'GNSS 监测站', unit: 'mm', channels: GNSS, latitude: 30.21322, longitude: 119.36457, elevation: 162.0, section: '0+150', location: '二级马道', intervalSeconds: 3600, thresholds: upper(22, 25, 29, 34) }),
  point({ id: 'mp-qs-tp4', code: 'QS-TP4', name: '下游坝坡 0+270 表面位移', type: 'surface-displacement', instrument: 'GNSS 监测站', unit: 'mm', channels: GNSS, latitude: 30.21323, longitude: 119.36583, elevation: 162.0, section: '0+270', location: '二级马道', intervalSeconds: 3600, thresholds: upper(23, 26, 30, 35) }),
  point({ id: 'mp-qs-in1', code: 'QS-IN1', name: '下游坝坡 0+150 深层位移', type: 'deep-displacement', instrument: '固定式测斜仪', unit: 'mm', channels: depths(2, 20), latitude: 30.21330, longitude: 119.36470, elevation: 165.0, section: '0+150', location: '二级马道 测斜孔 IN1', intervalSeconds: 3600, thresholds: upper(10, 12, 15, 18) }),
  point({ id: 'mp-qs-in2', code: 'QS-IN2', name: '左岸坝肩边坡深层位移', type: 'deep-displacement', instrument: '固定式测斜仪', unit: 'mm', channels: depths(2, 20), latitude: 30.21402, longitude: 119.36268, elevation: 192.0, section: '左坝肩', location: '左岸坝肩边坡 测斜孔 IN2', intervalSeconds: 3600, thresholds: upper(21, 24, 28, 33) }),
];

const LJ_POINTS: DemoPoint[] = [
  point({ id: 'mp-lj-sw1', code: 'LJ-SW1', name: '闸上水位', type: 'water-level', instrument: '雷达水位计', unit: 'm', latitude: 30.04921, longitude: 119.95418, location: '节制闸上游 50 m', rangeMin: 0, rangeMax: 25, intervalSeconds: 300, thresholds: upper(14.2, 14.8, 15.5, 16.2) }),
  point({ id: 'mp-lj-sw2', code: 'LJ-SW2', name: '闸下水位', type: 'water-level', instrument: '雷达水位计', unit: 'm', latitude: 30.04822, longitude: 119.95437, location: '节制闸下游 50 m', rangeMin: 0, rangeMax: 25, intervalSeconds: 300, thresholds: upper(11.6, 12.2, 12.9, 13.6) }),
  point({ id: 'mp-lj-rg1', code: 'LJ-RG1', name: '闸站雨量', type: 'rainfall', instrument: '翻斗式雨量计', unit: 'mm', latitude: 30.04861, longitude: 119.95478, location: '闸站管理房', rangeMin: 0, rangeMax: 50, intervalSeconds: 300, thresholds: [] }),
  point({ id: 'mp-lj-up1', code: 'LJ-UP1', name: '闸底板上游扬压力', type: 'osmotic-pressure', instrument: '振弦式渗压计', unit: 'kPa', latitude: 30.04878, longitude: 119.95424, elevation: 6.0, location: '3# 闸孔底板上游段', rangeMin: 0, rangeMax: 350, intervalSeconds: 600, thresholds: upper(78, 84, 90, 96) }),
  point({ id: 'mp-lj-up2', code: 'LJ-UP2', name: '闸底板下游扬压力', type: 'osmotic-pressure', instrument: '振弦式渗压计', unit: 'kPa', latitude: 30.04864, longitude: 119.95428, elevation: 6.0, location: '3# 闸孔底板下游段', rangeMin: 0, rangeMax: 350, intervalSeconds: 600, thresholds: upper(73, 78, 84, 90) }),
  point({ id: 'mp-lj-tp1', code: 'LJ-TP1', name: '闸墩沉降位移', type: 'surface-displacement', instrument: 'GNSS 监测站', unit: 'mm', channels: GNSS, latitude: 30.04872, longitude: 119.95421, elevation: 17.5, location: '3# 中墩顶', intervalSeconds: 3600, thresholds: upper(10, 12, 15, 18) }),
];

export const DEMO_DAMS: DemoDam[] = [
  {
    id: 'dam-qingshui',
    projectEnCode: 'QSSK-DB',
    projectTypeId: 'reservoir',
    code: 'QS-DAM',
    name: '青水水库主坝',
    damType: 'earth-rockfill',
    latitude: 30.21380,
    longitude: 119.36520,
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

export function findDemoPoint(code: string): { dam: DemoDam; point: DemoPoint } | undefined {
  for (const dam of DEMO_DAMS) {
    const found = dam.points.find((p) => p.code === code);
    if (found) return { dam, point: found };
  }
  return undefined;
}
