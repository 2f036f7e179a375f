import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import type { BusEvent } from '../../streams/bus/bus-events';
import type { AlarmDto } from '../../server/src/wire/alarm';
import type { AlarmState } from '../../streams/stores/alarm-store';
import { createAlarmStore, initialAlarmState, reduceAlarms, selectProjectAlarms } from '../../streams/stores/alarm-store';
import { makeAlarm } from './support/alarms';

const pushed = (alarm: AlarmDto, at: number): BusEvent => ({ type: 'alarm/changed', change: 'updated', alarm, at });
const polled = (alarms: AlarmDto[], requestedAt: number, options: { scope?: string | null; complete?: boolean } = {}): BusEvent => ({
  type: 'alarm/snapshot',
  scope: options.scope ?? null,
  alarms,
  complete: options.complete ?? true,
  requestedAt,
  at: requestedAt + 50,
});
const run = (events: BusEvent[], from: AlarmState = initialAlarmState) => events.reduce(reduceAlarms, from);
const ids = (alarms: AlarmDto[]) => alarms.map((a) => a.id);

describe('alarm store reducer', () => {
  it('shows an alarm seen by push and by poll once, with the newest revision', () => {
    const state = run([
      pushed(makeAlarm({ id: 'a1', revision: 3, value: 14 }), 1_000),
      polled([makeAlarm({ id: 'a1', revision: 2, value: 13 })], 900),
    ]);
    expect(state.active).toHaveLength(1);
    expect(state.active[0]).toEqual(expect.objectContaining({ id: 'a1', revision: 3, value: 14 }));
  });

  it('takes the poll copy when it is newer than the pushed one', () => {
    const state = run([pushed(makeAlarm({ revision: 1 }), 1_000), polled([makeAlarm({ revision: 2, acknowledged: true })], 2_000)]);
    expect(state.active[0]?.revision).toBe(2);
    expect(state.unacknowledged).toEqual([]);
  });

  it('ignores a replayed or older push', () => {
    const first = run([pushed(makeAlarm({ revision: 5 }), 1_000)]);
    expect(reduceAlarms(first, pushed(makeAlarm({ revision: 5, value: 99 }), 2_000))).toBe(first);
    expect(reduceAlarms(first, pushed(makeAlarm({ revision: 4 }), 2_000))).toBe(first);
  });

  it('a complete poll drops active alarms it no longer lists', () => {
    const state = run([polled([makeAlarm({ id: 'a1' }), makeAlarm({ id: 'a2' })], 1_000), polled([makeAlarm({ id: 'a2' })], 31_000)]);
    expect(ids(state.active)).toEqual(['a2']);
  });

  it('a poll requested before a push arrived does not drop the pushed alarm', () => {
    const state = run([pushed(makeAlarm({ id: 'new', revision: 1 }), 5_000), polled([], 4_000)]);
    expect(ids(state.active)).toEqual(['new']);
    // The next poll, requested after the push, does decide.
    expect(ids(reduceAlarms(state, polled([], 6_000)).active)).toEqual([]);
  });

  it('a cleared push is not brought back by an older poll that still lists the alarm as active', () => {
    const state = run([
      polled([makeAlarm({ id: 'a1', revision: 1 })], 1_000),
      pushed(makeAlarm({ id: 'a1', revision: 2, state: 'cleared', clearedAt: 1_500 }), 1_600),
      polled([makeAlarm({ id: 'a1', revision: 1 })], 1_550),
    ]);
    expect(state.active).toEqual([]);
    expect(state.counts.total).toBe(0);
  });

  it('an incomplete poll adds and updates but never removes', () => {
    const state = run([polled([makeAlarm({ id: 'a1' })], 1_000), polled([makeAlarm({ id: 'a2' })], 2_000, { complete: false })]);
    expect(ids(state.active).sort()).toEqual(['a1', 'a2']);
  });

  it('a project-scoped poll leaves other projects alone', () => {
    const state = run([
      polled([makeAlarm({ id: 'a1', projectId: 'p1' }), makeAlarm({ id: 'b1', projectId: 'p2' })], 1_000),
      polled([], 2_000, { scope: 'p1' }),
    ]);
    expect(ids(state.active)).toEqual(['b1']);
  });

  it('orders by severity then newest, counts by severity, and lists the unacknowledged', () => {
    const state = run([
      polled(
        [
          makeAlarm({ id: 'low-old', severity: 1, raisedAt: 1 }),
          makeAlarm({ id: 'crit', severity: 4, raisedAt: 2 }),
          makeAlarm({ id: 'low-new', severity: 1, raisedAt: 3, acknowledged: true }),
          makeAlarm({ id: 'mid', severity: 2, raisedAt: 4 }),
        ],
        1_000,
      ),
    ]);
    expect(ids(state.active)).toEqual(['crit', 'mid', 'low-new', 'low-old']);
    expect(ids(state.unacknowledged)).toEqual(['crit', 'mid', 'low-old']);
    expect(state.counts).toEqual({ 1: 2, 2: 1, 3: 0, 4: 1, total: 4, unacknowledged: 3 });
    expect(ids(selectProjectAlarms(state, 'proj-1'))).toEqual(ids(state.active));
    expect(selectProjectAlarms(state, 'other')).toEqual([]);
  });

  it('keeps a cleared alarm nobody acknowledged in the unacknowledged list, after the active ones of its severity', () => {
    const state = run([
      polled([makeAlarm({ id: 'active', severity: 3, raisedAt: 1 })], 1_000),
      pushed(makeAlarm({ id: 'night', severity: 3, raisedAt: 9, state: 'cleared', clearedAt: 10, revision: 2 }), 1_100),
    ]);
    expect(ids(state.active)).toEqual(['active']);
    expect(ids(state.unacknowledged)).toEqual(['active', 'night']);
    expect(state.counts).toEqual(expect.objectContaining({ 3: 1, total: 1, unacknowledged: 2 }));
    const acked = reduceAlarms(
      state,
      pushed(makeAlarm({ id: 'night', severity: 3, state: 'cleared', acknowledged: true, revision: 3 }), 1_200),
    );
    expect(ids(acked.unacknowledged)).toEqual(['active']);
  });

  it('keeps the same lists when a poll changes nothing, and is frozen', () => {
    const first = run([polled([makeAlarm()], 1_000)]);
    const second = reduceAlarms(first, polled([makeAlarm()], 31_000));
    expect(second.active).toBe(first.active);
    expect(Object.isFrozen(second.active)).toBe(true);
  });

  it('forgets everything on sign-out', () => {
    const state = run([polled([makeAlarm()], 1_000), { type: 'session/changed', signedIn: false, at: 2_000 }]);
    expect(state).toBe(initialAlarmState);
  });
});

describe('alarm store', () => {
  it('exposes the reduced state and stops on dispose', () => {
    const events$ = new Subject<BusEvent>();
    const store = createAlarmStore(events$);
    const seen: number[] = [];
    store.state$.subscribe((s) => seen.push(s.counts.total));
    events$.next(pushed(makeAlarm({ id: 'a1' }), 1));
    events$.next({ type: 'clock/tick', now: 2, at: 2 });
    events$.next(pushed(makeAlarm({ id: 'a2' }), 3));
    expect(seen).toEqual([0, 1, 2]);
    expect(store.getState().counts.total).toBe(2);
    store.dispose();
    expect(events$.observed).toBe(false);
  });
});
