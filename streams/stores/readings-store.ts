import type { Observable } from 'rxjs';
import { castDraft, produce } from 'immer';
import type { BusEvent, BusEventOf } from '../bus/bus-events';
import { mergeReadings } from '../lib/merge-readings';
import type { MonitoringPoint, Reading } from '../protocol/monitoring';
import type { Store } from './create-store';
import { createStore } from './create-store';

export interface ReadingsState {
  /** Points by monitoringPointId, for every project a snapshot was loaded for. */
  points: Record<string, MonitoringPoint>;
  /** Latest reading by pointId. */
  latest: Record<string, Reading>;
  updatedAt: number | null;
}

export const initialReadingsState: ReadingsState = { points: {}, latest: {}, updatedAt: null };

/** A snapshot replaces its project's points (and drops readings of points that left); readings merge newest-wins. */
function applySnapshot(state: ReadingsState, event: BusEventOf<'monitoring/snapshot'>): ReadingsState {
  return produce(state, (draft) => {
    if (event.points.length > 0) {
      for (const [id, point] of Object.entries(draft.points)) {
        if (point.projectId === event.projectId) delete draft.points[id];
      }
      for (const point of event.points) draft.points[point.monitoringPointId] = castDraft(point);
      for (const [pointId, reading] of Object.entries(draft.latest)) {
        if (reading.projectId === event.projectId && !draft.points[pointId]) delete draft.latest[pointId];
      }
    }
    mergeReadings(draft.latest, event.readings);
    draft.updatedAt = event.at;
  });
}

/** Pure reducer of the readings store. */
export function reduceReadings(state: ReadingsState, event: BusEvent): ReadingsState {
  switch (event.type) {
    case 'monitoring/snapshot':
      return applySnapshot(state, event);
    case 'monitoring/readings': {
      // A plain copy rather than an immer draft: see reduceFrame (streams/sources/monitoring-frame.ts).
      const latest = { ...state.latest };
      return mergeReadings(latest, event.readings).length > 0 ? { ...state, latest, updatedAt: event.at } : state;
    }
    case 'session/changed':
      return event.signedIn ? state : initialReadingsState;
    default:
      return state;
  }
}

export interface PointReading {
  point: MonitoringPoint;
  reading: Reading | null;
}

/** One project's points with their latest reading (null until one arrives), in name order. */
export function selectProjectReadings(state: ReadingsState, projectId: string): PointReading[] {
  return Object.values(state.points)
    .filter((point) => point.projectId === projectId)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((point) => ({ point, reading: state.latest[point.monitoringPointId] ?? null }));
}

/** Latest reading per monitoring point, fed by monitoring snapshots and pushed readings. */
export function createReadingsStore(events$: Observable<BusEvent>): Store<ReadingsState> {
  return createStore(initialReadingsState, reduceReadings, events$);
}
