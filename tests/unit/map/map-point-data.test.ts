import { beforeAll, describe, expect, it } from 'vitest';
import type { AlarmDto } from '../../../server/src/wire/alarm';
import type { Point } from '../../../server/src/wire/monitoring-point';
import { describeMapPoint } from '../../../src/features/cockpit/map/map-tooltip';
import { mapPointData, toRgba, type MapPalette, type MapPointInput } from '../../../src/features/cockpit/map/map-point-data';
import { i18n, loadCatalogue } from '../../../src/lib/i18n';

const NOW = Date.UTC(2026, 10, 25, 12);
const MINUTE = 60_000;
const PALETTE: MapPalette = {
  normal: '#52c41a',
  offline: 'rgba(0, 0, 0, 0.25)',
  severity: (severity) => ({ 1: '#0958d9', 2: '#d4b106', 3: '#fa8c16', 4: '#cf1322' })[severity],
};

function point(id: string, overrides: Partial<Point> = {}): Point {
  return {
    monitoringPointId: id,
    id,
    projectId: 'p1',
    damId: 'd1',
    code: id.toUpperCase(),
    name: `Point ${id}`,
    type: 'seepage-flow',
    instrument: '',
    unit: 'L/s',
    channels: [],
    latitude: 30.5,
    longitude: 114.3,
    elevation: null,
    section: '',
    location: '',
    rangeMin: null,
    rangeMax: null,
    intervalSeconds: 600,
    remark: '',
    sortCode: 0,
    enabledMark: 1,
    createdAt: 0,
    updatedAt: 0,
    damName: '',
    projectName: '',
    latest: { ts: NOW - MINUTE, value: 1.25, values: null, quality: 0 } as Point['latest'],
    ...overrides,
  };
}

function alarm(pointId: string, severity: AlarmDto['severity'], overrides: Partial<AlarmDto> = {}): AlarmDto {
  return {
    id: `${pointId}-${severity}`,
    pointId,
    pointName: pointId,
    projectId: 'p1',
    damId: 'd1',
    severity,
    severityName: '',
    kind: 'upper' as AlarmDto['kind'],
    state: 'active',
    acknowledged: false,
    value: 9,
    unit: 'L/s',
    message: '',
    raisedAt: NOW - 5 * MINUTE,
    clearedAt: null,
    ackBy: null,
    ackAt: null,
    ackComment: null,
    revision: 1,
    updatedAt: NOW,
    ...overrides,
  };
}

function build(input: Partial<MapPointInput>) {
  return mapPointData({ projectId: 'p1', points: [], active: [], unacknowledged: [], latest: {}, now: NOW, palette: PALETTE, ...input });
}

describe('map point colours by alarm state', () => {
  it('colours a point by its most serious open alarm and pulses it while one waits for acknowledgement', () => {
    const red = alarm('a', 4);
    const yellow = alarm('a', 2, { acknowledged: true });
    const [datum] = build({ points: [point('a')], active: [yellow, red], unacknowledged: [red] });
    expect(datum).toMatchObject({ status: 'alarm', severity: 4, pulsing: true, colour: toRgba('#cf1322') });
  });

  it('keeps an acknowledged active alarm’s colour without pulsing', () => {
    const orange = alarm('a', 3, { acknowledged: true });
    const [datum] = build({ points: [point('a')], active: [orange] });
    expect(datum).toMatchObject({ status: 'alarm', severity: 3, pulsing: false, colour: toRgba('#fa8c16') });
  });

  it('still marks an alarm that cleared before anyone acknowledged it', () => {
    const cleared = alarm('a', 1, { state: 'cleared', clearedAt: NOW - MINUTE });
    const [datum] = build({ points: [point('a')], unacknowledged: [cleared] });
    expect(datum).toMatchObject({ status: 'alarm', severity: 1, pulsing: true, colour: toRgba('#0958d9') });
  });

  it('ignores the alarms of other points and other projects', () => {
    const elsewhere = alarm('a', 4, { projectId: 'p2' });
    const [datum] = build({ points: [point('a')], active: [elsewhere, alarm('b', 4)], unacknowledged: [elsewhere] });
    expect(datum).toMatchObject({ status: 'normal', severity: null, pulsing: false, colour: toRgba('#52c41a') });
  });

  it('greys a point that is silent for three reporting intervals, or never reported', () => {
    const silent = point('a', { latest: { ts: NOW - 31 * MINUTE, value: 1, values: null, quality: 0 } as Point['latest'] });
    const never = point('b', { latest: null });
    const data = build({ points: [silent, never] });
    expect(data.map((datum) => datum.status)).toEqual(['offline', 'offline']);
    expect(data[0]?.colour).toEqual([0, 0, 0, 64]);
  });

  it('takes the live store’s reading when it is newer than the list’s', () => {
    const live = { pointId: 'a', projectId: 'p1', ts: NOW - 10_000, value: 2.5 };
    const [datum] = build({ points: [point('a', { latest: null })], latest: { a: live } });
    expect(datum).toMatchObject({ status: 'normal', reading: { value: 2.5, unit: 'L/s', ts: NOW - 10_000 } });
  });

  it('leaves out points without coordinates and points of other projects', () => {
    const data = build({ points: [point('a', { latitude: 0, longitude: 0 }), point('b', { projectId: 'p2' }), point('c')] });
    expect(data.map((datum) => datum.id)).toEqual(['c']);
    expect(data[0]?.position).toEqual([114.3, 30.5]);
  });
});

describe('map tooltip', () => {
  beforeAll(async () => {
    await loadCatalogue('en', 'console');
  });

  it('names the point, its alarm and its newest reading', () => {
    const red = alarm('a', 4);
    const [datum] = build({ points: [point('a')], active: [red], unacknowledged: [red] });
    const text = describeMapPoint(i18n.getFixedT('en'), datum!);
    expect(text.split('\n')).toEqual([
      'Point a',
      'Red alarm · not acknowledged',
      expect.stringMatching(/^Latest reading 1\.25 L\/s \(\d\d-\d\d \d\d:\d\d\)$/),
      'Click to open the point',
    ]);
  });
});
