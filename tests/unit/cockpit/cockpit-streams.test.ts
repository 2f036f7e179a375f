import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { AlarmDto } from '../../../server/src/wire/alarm';
import { feedRecoveries$ } from '../../../streams/cockpit/feed-recoveries';
import { minuteClock$ } from '../../../streams/cockpit/minute-clock';
import { oncePerFrame } from '../../../streams/cockpit/once-per-frame';
import { newerValue, pointsOnline, projectAlarmCounts, sameAlarmCounts } from '../../../streams/cockpit/project-kpis';
import type { BusEvent } from '../../../streams/bus/bus-events';
import { initialConnectionState, type ConnectionState } from '../../../streams/stores/connection-store';
import type { AlarmState } from '../../../streams/stores/alarm-store';
import { createReadingsStore, type ReadingsState } from '../../../streams/stores/readings-store';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const connection = (stale: boolean): ConnectionState => ({ ...initialConnectionState, signedIn: true, stale });

describe('feedRecoveries$', () => {
  it('counts each return from stale to fresh, and nothing else', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const states = { f: connection(false), s: connection(true) };
      expectObservable(feedRecoveries$(cold('f-s-s-f-f-s-f|', states))).toBe('------a-----b|', { a: 1, b: 2 });
    });
  });
});

describe('minuteClock$', () => {
  it('passes each 10 s tick on only when the minute changes, floored to it', () => {
    const ticks = new Subject<number>();
    const seen: number[] = [];
    minuteClock$(ticks).subscribe((minute) => seen.push(minute));
    for (const at of [60_000, 70_000, 110_000, 120_000, 130_000, 180_005]) ticks.next(at);
    expect(seen).toEqual([60_000, 120_000, 180_000]);
  });
});

const alarm = (id: string, projectId: string, severity: 1 | 2 | 3 | 4, acknowledged = false) =>
  ({ id, projectId, severity, acknowledged }) as AlarmDto;

describe('project KPIs', () => {
  it('counts only the project’s active alarms by level, and its unacknowledged ones', () => {
    const active = [alarm('a', 'p1', 4), alarm('b', 'p1', 2, true), alarm('c', 'p2', 4)];
    const state = { active, unacknowledged: [active[0], active[2], alarm('d', 'p1', 1)] } as AlarmState;
    expect(projectAlarmCounts(state, 'p1')).toEqual({ 1: 0, 2: 1, 3: 0, 4: 1, total: 2, unacknowledged: 2 });
  });

  it('calls a point online within three of its intervals, from the live reading or else the listed one', () => {
    const now = 10_000_000;
    const cadence = [
      { id: 'live', intervalMs: 60_000 },
      { id: 'late', intervalMs: 60_000 },
      { id: 'listed', intervalMs: 600_000 },
      { id: 'never', intervalMs: 600_000 },
    ];
    const latest = {
      live: { pointId: 'live', projectId: 'p1', ts: now - 180_000, value: 1 },
      late: { pointId: 'late', projectId: 'p1', ts: now - 180_001, value: 1 },
    };
    expect(pointsOnline(latest, cadence, now, (id) => (id === 'listed' ? now - 1_000_000 : null))).toBe(2);
  });
});

describe('oncePerFrame', () => {
  const reading = (pointId: string, ts: number) => ({ pointId, projectId: 'p1', ts, value: ts / 1000 });
  const readings = (...list: ReturnType<typeof reading>[]): BusEvent => ({
    type: 'monitoring/readings',
    projectId: 'p1',
    readings: list,
    at: 1,
  });

  it('passes the readings store on once per frame, holding every socket message of that frame', () => {
    // The test scheduler stands for the animation frames: a flush is the next frame.
    const frames = scheduler();
    const events = new Subject<BusEvent>();
    const store = createReadingsStore(events);
    const seen: ReadingsState[] = [];
    store.state$.pipe(oncePerFrame(frames)).subscribe((state) => seen.push(state));
    frames.flush();
    expect(seen).toHaveLength(1);

    // The project's topic and two followed points' topics, each its own socket message within one frame.
    events.next(readings(reading('a', 1_000), reading('b', 1_000), reading('c', 1_000)));
    events.next(readings(reading('a', 2_000)));
    events.next(readings(reading('b', 2_000)));
    expect(seen).toHaveLength(1);
    frames.flush();
    expect(seen).toHaveLength(2);
    expect(Object.fromEntries(Object.entries(seen[1]?.latest ?? {}).map(([id, latest]) => [id, latest.ts]))).toEqual({
      a: 2_000,
      b: 2_000,
      c: 1_000,
    });

    // A frame without a change passes nothing on.
    frames.flush();
    expect(seen).toHaveLength(2);
  });
});

describe('sameAlarmCounts', () => {
  it('tells counts alike by their figures, so a tile is not drawn again for a new object saying the same', () => {
    const counts = { 1: 0, 2: 1, 3: 0, 4: 2, total: 3, unacknowledged: 1 } as const;
    expect(sameAlarmCounts(counts, { ...counts })).toBe(true);
    expect(sameAlarmCounts(counts, { ...counts, 4: 3, total: 4 })).toBe(false);
    expect(sameAlarmCounts(counts, { ...counts, unacknowledged: 0 })).toBe(false);
  });
});

describe('newerValue', () => {
  it('takes the newer of the live and the listed reading, and whichever exists when one is missing', () => {
    const live = { ts: 1_000, value: 180.77 };
    const listed = { ts: 2_000, value: 182.64 };
    expect(newerValue(live, listed)).toBe(182.64);
    expect(newerValue({ ts: 3_000, value: 181 }, listed)).toBe(181);
    expect(newerValue(undefined, listed)).toBe(182.64);
    expect(newerValue(live, null)).toBe(180.77);
    expect(newerValue(undefined, null)).toBeUndefined();
  });
});
