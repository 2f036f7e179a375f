import type { Observable } from 'rxjs';
import { castDraft, produce } from 'immer';
import type { BusEvent, BusEventOf } from '../bus/bus-events';
import type { AlarmDto } from '../../server/src/wire/alarm';
import type { Store } from './create-store';
import { createStore } from './create-store';

/** An alarm with the console time it was last taken from push or poll. */
export interface AlarmEntry {
  alarm: AlarmDto;
  receivedAt: number;
}

export interface AlarmCounts {
  1: number;
  2: number;
  3: number;
  4: number;
  total: number;
  unacknowledged: number;
}

export interface AlarmState {
  /**
   * Open alarms (active, or cleared and unacknowledged), plus closed ones kept until a later poll confirms
   * them gone, so an older poll cannot bring them back.
   */
  entries: Record<string, AlarmEntry>;
  /** Active alarms, most serious first, then newest first. */
  active: AlarmDto[];
  /**
   * Not yet acknowledged, active or already cleared (an alarm that came and went at night still needs
   * someone to see it): most serious first, active before cleared, then newest first.
   */
  unacknowledged: AlarmDto[];
  /** Active alarms by severity and in total, and the length of the unacknowledged list. */
  counts: AlarmCounts;
  lastSnapshotAt: number | null;
}

const NO_COUNTS: AlarmCounts = { 1: 0, 2: 0, 3: 0, 4: 0, total: 0, unacknowledged: 0 };

export const initialAlarmState: AlarmState = {
  entries: {},
  active: [],
  unacknowledged: [],
  counts: NO_COUNTS,
  lastSnapshotAt: null,
};

const stateRank = (alarm: AlarmDto): number => (alarm.state === 'active' ? 0 : 1);

function byUrgency(a: AlarmDto, b: AlarmDto): number {
  return b.severity - a.severity || stateRank(a) - stateRank(b) || b.raisedAt - a.raisedAt || a.id.localeCompare(b.id);
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Recomputes the lists, keeping the previous arrays when nothing in them changed (fewer re-renders). */
function derive(state: AlarmState): AlarmState {
  const all = Object.values(state.entries)
    .map((entry) => entry.alarm)
    .sort(byUrgency);
  const sorted = all.filter((alarm) => alarm.state === 'active');
  const active = sameItems(sorted, state.active) ? state.active : sorted;
  const pending = all.filter((alarm) => !alarm.acknowledged);
  const unacknowledged = sameItems(pending, state.unacknowledged) ? state.unacknowledged : pending;
  if (active === state.active && unacknowledged === state.unacknowledged) return state;
  const counts = { ...NO_COUNTS, total: active.length, unacknowledged: unacknowledged.length };
  for (const alarm of active) counts[alarm.severity] += 1;
  return produce(state, (draft) => {
    draft.active = castDraft(active);
    draft.unacknowledged = castDraft(unacknowledged);
    draft.counts = counts;
  });
}

/** A pushed change wins only over an older revision; replays and echoes of the poll change nothing. */
function applyChange(state: AlarmState, alarm: AlarmDto, at: number): AlarmState {
  const current = state.entries[alarm.id];
  if (current && current.alarm.revision >= alarm.revision) return state;
  return derive(
    produce(state, (draft) => {
      draft.entries[alarm.id] = castDraft({ alarm, receivedAt: at });
    }),
  );
}

/**
 * A poll replaces the open set of its scope without ever regressing: listed alarms are taken only when
 * newer, and an alarm missing from a complete list is dropped only if it was last seen before the poll
 * was requested (one pushed after that moment may simply be too new for the list).
 */
function applySnapshot(state: AlarmState, snapshot: BusEventOf<'alarm/snapshot'>): AlarmState {
  const listed = new Set(snapshot.alarms.map((alarm) => alarm.id));
  return derive(
    produce(state, (draft) => {
      for (const alarm of snapshot.alarms) {
        const current = draft.entries[alarm.id];
        if (!current || current.alarm.revision < alarm.revision) {
          draft.entries[alarm.id] = castDraft({ alarm, receivedAt: snapshot.requestedAt });
        }
      }
      if (snapshot.complete) {
        for (const [id, entry] of Object.entries(draft.entries)) {
          const inScope = snapshot.scope === null || entry.alarm.projectId === snapshot.scope;
          if (inScope && !listed.has(id) && entry.receivedAt < snapshot.requestedAt) delete draft.entries[id];
        }
      }
      draft.lastSnapshotAt = snapshot.at;
    }),
  );
}

/** Pure reducer of the alarm store. */
export function reduceAlarms(state: AlarmState, event: BusEvent): AlarmState {
  switch (event.type) {
    case 'alarm/changed':
      return applyChange(state, event.alarm, event.at);
    case 'alarm/snapshot':
      return applySnapshot(state, event);
    case 'session/changed':
      return event.signedIn ? state : initialAlarmState;
    default:
      return state;
  }
}

/** Active alarms of one project, in urgency order. */
export function selectProjectAlarms(state: AlarmState, projectId: string): AlarmDto[] {
  return state.active.filter((alarm) => alarm.projectId === projectId);
}

/** Alarms by id from push and poll, deduplicated by revision, with counts and the unacknowledged list. */
export function createAlarmStore(events$: Observable<BusEvent>): Store<AlarmState> {
  return createStore(initialAlarmState, reduceAlarms, events$);
}
