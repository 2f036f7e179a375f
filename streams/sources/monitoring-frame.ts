import { produce } from 'immer';
import { mergeReadings } from '../lib/merge-readings';
import type { MonitoringPoint, Reading } from '../protocol/monitoring';

/**
 * What the monitoring feed of one project knows at a moment. Every frame carries the complete picture
 * (`points`, `latest`), so the first frame any subscriber receives is a snapshot; `changed` lists the
 * readings this frame applied, for consumers that only append (charts).
 */
export interface MonitoringFrame {
  projectId: string;
  kind: 'initial' | 'snapshot' | 'delta' | 'status';
  /** Whether the snapshot has loaded: deltas are applied even while it is loading or has failed. */
  status: 'loading' | 'live' | 'error';
  error: string | null;
  points: Record<string, MonitoringPoint>;
  latest: Record<string, Reading>;
  changed: Reading[];
  at: number;
}

export type FrameInput =
  | { type: 'snapshot'; points: MonitoringPoint[]; readings: Reading[]; at: number }
  | { type: 'delta'; readings: Reading[]; at: number }
  | { type: 'failed'; message: string; at: number };

export function initialFrame(projectId: string, at: number): MonitoringFrame {
  return { projectId, kind: 'initial', status: 'loading', error: null, points: {}, latest: {}, changed: [], at };
}

export function reduceFrame(frame: MonitoringFrame, input: FrameInput): MonitoringFrame {
  if (input.type === 'delta') {
    // Outside immer: a draft of a project's whole latest map costs a proxy per write and a finalising walk over every
    // point, tens of milliseconds per message for 1,000 points at 1 Hz (bench/cockpit-fps.ts); a copy costs microseconds.
    const latest = { ...frame.latest };
    const changed = mergeReadings(latest, input.readings);
    return { ...frame, at: input.at, kind: 'delta', latest: changed.length > 0 ? latest : frame.latest, changed };
  }
  return produce(frame, (draft) => {
    draft.at = input.at;
    if (input.type === 'failed') {
      draft.kind = 'status';
      draft.status = 'error';
      draft.error = input.message;
      draft.changed = [];
      return;
    }
    draft.kind = 'snapshot';
    draft.status = 'live';
    draft.error = null;
    draft.points = Object.fromEntries(input.points.map((p) => [p.monitoringPointId, p]));
    // Points that left the project take their readings with them.
    if (input.points.length > 0) {
      for (const pointId of Object.keys(draft.latest)) {
        if (!draft.points[pointId]) delete draft.latest[pointId];
      }
    }
    draft.changed = mergeReadings(draft.latest, input.readings);
  });
}
