import { describe, expect, it } from 'vitest';
import { parseAlarm } from '../../../streams/protocol/alarm';
import { parsePointRow, parseReadingsPayload } from '../../../streams/protocol/monitoring';
import { parseSoundLight } from '../../../streams/protocol/sound-light';
import { asTopicError, asTopicEvent } from '../../../streams/socket/parse-server-message';
import { makeAlarm } from '../support/alarms';

// Each parser takes what passes the generated wire check as it is, and recovers what fails it field by field, so one
// bad row never poisons a store.

describe('parseAlarm', () => {
  it('takes a valid alarm as it is', () => {
    const alarm = makeAlarm();
    expect(parseAlarm(alarm)).toBe(alarm);
  });

  it('recovers an alarm whose numbers arrive as text', () => {
    const parsed = parseAlarm({ ...makeAlarm(), severity: '3', revision: '7', acknowledged: 1 });
    expect(parsed).toMatchObject({ id: 'a1', severity: 3, revision: 7, acknowledged: true });
  });

  it('drops a row it cannot place and keeps the others', () => {
    const rows = [
      makeAlarm({ id: 'a1' }),
      { ...makeAlarm(), id: undefined },
      { ...makeAlarm({ id: 'a3' }), severity: 9 },
      makeAlarm({ id: 'a4' }),
    ];
    expect(rows.map(parseAlarm).map((alarm) => alarm?.id ?? null)).toEqual(['a1', null, null, 'a4']);
  });
});

describe('parseReadingsPayload', () => {
  const point = (pointId: string, value: unknown) => ({ pointId, damId: 'dam-1', count: 1, ts: 1_000, value, quality: 0 });

  it('reads a valid readings event', () => {
    const payload = { projectId: 'proj-1', points: [point('p1', 1.5), { ...point('p2', 2), values: { x: 1, y: 2 } }] };
    expect(parseReadingsPayload(payload, 'proj-1')).toEqual([
      { pointId: 'p1', projectId: 'proj-1', ts: 1_000, value: 1.5, quality: 0 },
      { pointId: 'p2', projectId: 'proj-1', ts: 1_000, value: 2, values: { x: 1, y: 2 }, quality: 0 },
    ]);
  });

  it('keeps the good points of an event with one bad point', () => {
    const payload = { projectId: 'proj-1', points: [point('p1', 1.5), point('p2', 'broken'), point('p3', '4.25')] };
    expect(parseReadingsPayload(payload, 'proj-1').map(({ pointId, value }) => [pointId, value])).toEqual([
      ['p1', 1.5],
      ['p3', 4.25],
    ]);
  });
});

describe('parsePointRow', () => {
  const row = {
    monitoringPointId: 'p1',
    id: 'p1',
    projectId: 'proj-1',
    damId: 'dam-1',
    code: 'P1',
    name: 'Seepage P1',
    type: 'seepage',
    instrument: 'weir',
    unit: 'L/s',
    channels: [],
    latitude: 30.1,
    longitude: 120.2,
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
    damName: 'Dam',
    projectName: 'Project',
    latest: { ts: 1_000, value: 3.5, values: null, quality: 0, receivedAt: 1_001 },
  };
  const expectedPoint = {
    monitoringPointId: 'p1',
    name: 'Seepage P1',
    type: 'seepage',
    unit: 'L/s',
    latitude: 30.1,
    longitude: 120.2,
    damId: 'dam-1',
    projectId: 'proj-1',
  };

  it('reads a valid row and its latest reading', () => {
    expect(parsePointRow(row, 'proj-1')).toEqual({
      point: expectedPoint,
      reading: { pointId: 'p1', projectId: 'proj-1', ts: 1_000, value: 3.5, quality: 0 },
    });
  });

  it('recovers a row of another server that lacks most fields', () => {
    const parsed = parsePointRow({ id: 'p9', name: 'Gauge', latest: { ts: '2000', value: '1.25' } }, 'proj-2');
    expect(parsed?.point).toMatchObject({ monitoringPointId: 'p9', name: 'Gauge', projectId: 'proj-2', latitude: null });
    expect(parsed?.reading).toMatchObject({ pointId: 'p9', ts: 2_000, value: 1.25 });
  });

  it('drops a row without an id', () => {
    expect(parsePointRow({ ...row, monitoringPointId: '', id: '' }, 'proj-1')).toBeNull();
  });
});

describe('parseSoundLight', () => {
  it('takes a valid state as it is and recovers a partial one', () => {
    const state = { globalWarnState: 1, globalWarnChannelState: 1, waterQualityWarnList: [], waterLevelWarnList: [], safetyWarnList: [] };
    expect(parseSoundLight(state)).toBe(state);
    expect(parseSoundLight({ globalWarnChannelState: '0', waterLevelWarnList: [{ pointName: 'L1', alertValue: '12' }] })).toEqual({
      globalWarnState: 0,
      globalWarnChannelState: 0,
      waterQualityWarnList: [],
      waterLevelWarnList: [{ pointName: 'L1', attrName: '', alertValue: '12', unit: '' }],
      safetyWarnList: [],
    });
    expect(parseSoundLight({ globalWarnState: 1 })).toBeNull();
  });
});

describe('topic frames', () => {
  const frame = { method: 'event', topic: 'alarms/proj-1', seq: 4, type: 'raised', payload: { id: 'a1' }, ts: 9 };

  it('reads a valid event frame', () => {
    expect(asTopicEvent(frame)).toEqual({ kind: 'event', topic: 'alarms/proj-1', seq: 4, type: 'raised', payload: { id: 'a1' }, ts: 9 });
  });

  it('recovers a frame whose seq arrives as text and drops one without a topic or seq', () => {
    expect(asTopicEvent({ ...frame, seq: '5', ts: undefined })).toMatchObject({ seq: 5, ts: 0 });
    expect(asTopicEvent({ ...frame, topic: '' })).toBeNull();
    expect(asTopicEvent({ ...frame, seq: undefined })).toBeNull();
    expect(asTopicEvent({ ...frame, seq: 1.5 })).toBeNull();
  });

  it('reads a topic error from a valid payload and from a lenient one', () => {
    const error = { method: 'event', topic: 'point/nope', seq: 0, type: 'error', payload: { code: 403, msg: 'Not yours' }, ts: 1 };
    expect(asTopicError(error)).toEqual({ kind: 'error', topic: 'point/nope', code: 403, message: 'Not yours' });
    expect(asTopicError({ method: 'error', topic: 'point/nope', code: '400', message: 'Unknown topic' })).toEqual({
      kind: 'error',
      topic: 'point/nope',
      code: 400,
      message: 'Unknown topic',
    });
  });
});
