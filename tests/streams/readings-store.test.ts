import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../../streams/bus/bus-events';
import type { MonitoringPoint, Reading } from '../../streams/protocol/monitoring';
import { initialReadingsState, reduceReadings, selectProjectReadings } from '../../streams/stores/readings-store';

const point = (id: string, projectId = 'proj-1'): MonitoringPoint => ({
  monitoringPointId: id,
  name: id.toUpperCase(),
  type: 'displacement',
  unit: 'mm',
  latitude: 30.1,
  longitude: 120.2,
  damId: 'dam-1',
  projectId,
});
const reading = (pointId: string, ts: number, value: number, projectId = 'proj-1'): Reading => ({ pointId, projectId, ts, value });
const snapshot = (projectId: string, points: MonitoringPoint[], readings: Reading[], at = 1): BusEvent => ({
  type: 'monitoring/snapshot',
  projectId,
  points,
  readings,
  at,
});
const delta = (readings: Reading[], at = 2): BusEvent => ({ type: 'monitoring/readings', projectId: 'proj-1', readings, at });

describe('readings store reducer', () => {
  it('keeps the latest reading per point, newest timestamp winning whatever the arrival order', () => {
    const state = [
      snapshot('proj-1', [point('p1'), point('p2')], [reading('p1', 100, 1)]),
      delta([reading('p1', 300, 3)]),
      delta([reading('p1', 200, 2), reading('p2', 150, 5)]),
    ].reduce(reduceReadings, initialReadingsState);
    expect(state.latest.p1?.value).toBe(3);
    expect(state.latest.p2?.value).toBe(5);
  });

  it('returns the same state for a delta that changes nothing', () => {
    const state = reduceReadings(initialReadingsState, delta([reading('p1', 100, 1)]));
    expect(reduceReadings(state, delta([reading('p1', 100, 1)], 9))).toBe(state);
  });

  it('a snapshot replaces its project points, dropping readings of points that left, and leaves other projects', () => {
    const state = [
      snapshot('proj-1', [point('p1'), point('p2')], [reading('p1', 1, 1), reading('p2', 1, 2)]),
      snapshot('proj-2', [point('q1', 'proj-2')], [reading('q1', 1, 9, 'proj-2')]),
      snapshot('proj-1', [point('p1')], []),
    ].reduce(reduceReadings, initialReadingsState);
    expect(Object.keys(state.points).sort()).toEqual(['p1', 'q1']);
    expect(Object.keys(state.latest).sort()).toEqual(['p1', 'q1']);
  });

  it('lists a project with its points in name order and null where nothing was read yet', () => {
    const state = reduceReadings(initialReadingsState, snapshot('proj-1', [point('p2'), point('p1')], [reading('p2', 1, 4)]));
    expect(selectProjectReadings(state, 'proj-1')).toEqual([
      { point: point('p1'), reading: null },
      { point: point('p2'), reading: reading('p2', 1, 4) },
    ]);
  });

  it('forgets everything on sign-out', () => {
    const state = reduceReadings(initialReadingsState, delta([reading('p1', 1, 1)]));
    expect(reduceReadings(state, { type: 'session/changed', signedIn: false, at: 3 })).toBe(initialReadingsState);
  });
});
