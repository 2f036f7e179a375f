import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerBus } from '../../../../server/src/lib/server-bus';
import { AlarmEngine } from '../../../../server/src/monitoring/alarms/alarm-engine';
import type { AlarmChangeType, AlarmDto } from '../../../../server/src/wire/alarm';
import { createAlarmFixture, ingest, IDS, MINUTE, setThresholds, T0, type AlarmFixture } from './alarm-fixture';

// The engine on its own: its own bus and a fake clock, fed through the real ingest path.

describe('alarm engine', () => {
  let fx: AlarmFixture;
  let bus: ServerBus;
  let engine: AlarmEngine;
  let now: number;
  let changes: { type: AlarmChangeType; alarm: AlarmDto }[];

  const feed = async (pointId: string, points: [number, number][]) => {
    now = Math.max(now, ...points.map(([ts]) => ts));
    await ingest(fx.db, bus, pointId, points, now);
    await engine.idle();
  };
  const at = (minutes: number) => T0 + minutes * MINUTE;
  const alarms = (pointId: string = IDS.level) =>
    fx.db.selectFrom('alarm').selectAll().where('pointId', '=', pointId).orderBy('raisedAt').execute();
  const log = async (alarmId: string) =>
    (
      await fx.db
        .selectFrom('alarmLog')
        .select(['action', 'severity', 'revision'])
        .where('alarmId', '=', alarmId)
        .orderBy('revision')
        .execute()
    ).map((row) => `${row.action}:${row.severity}`);

  beforeEach(async () => {
    fx = await createAlarmFixture();
    bus = new ServerBus();
    now = T0;
    engine = new AlarmEngine({ db: fx.db, dialect: fx.database.dialect, bus, clock: () => now });
    engine.start();
    changes = [];
    bus.on('alarm.changed', (change) => changes.push(change));
    await setThresholds(fx.db, IDS.level, [
      { severity: 1, upper: 100 },
      { severity: 2, upper: 102, lower: 80 },
      { severity: 3, upper: 104 },
      { severity: 4, upper: 106 },
    ]);
  });

  afterEach(async () => {
    await engine.stop();
    await fx.close();
  });

  it('does not raise on one reading beyond a limit with debounce 2, and raises on the second', async () => {
    await feed(IDS.level, [
      [at(1), 99],
      [at(2), 100.5],
    ]);
    expect(await alarms()).toEqual([]);
    expect(changes).toEqual([]);

    await feed(IDS.level, [[at(3), 100.7]]);
    const [alarm] = await alarms();
    expect(alarm).toMatchObject({
      kind: 'threshold',
      severity: 1,
      state: 'active',
      acknowledged: 0,
      value: 100.7,
      threshold: 100,
      direction: 'upper',
      raisedAt: at(3),
    });
    expect(changes.map((c) => [c.type, c.alarm.severity, c.alarm.revision])).toEqual([['raised', 1, 1]]);
    expect(changes[0]?.alarm).toMatchObject({
      pointName: '库水位 W1',
      unit: 'm',
      severityName: '蓝色',
      projectId: IDS.projectA,
      damId: IDS.damA,
    });
  });

  it('a reading back inside resets the debounce count', async () => {
    await feed(IDS.level, [
      [at(1), 101],
      [at(2), 99],
      [at(3), 101],
      [at(4), 99],
    ]);
    expect(await alarms()).toEqual([]);
  });

  it('raises at the most serious level crossed, escalates and de-escalates as updates, then clears', async () => {
    await feed(IDS.level, [
      [at(1), 104.5],
      [at(2), 105],
    ]);
    let [alarm] = await alarms();
    expect(alarm).toMatchObject({ severity: 3, state: 'active', threshold: 104 });

    await feed(IDS.level, [
      [at(3), 107],
      [at(4), 106.5],
    ]);
    [alarm] = await alarms();
    expect(alarm).toMatchObject({ severity: 4, state: 'active', threshold: 106 });

    await feed(IDS.level, [
      [at(5), 101],
      [at(6), 101.5],
    ]);
    [alarm] = await alarms();
    expect(alarm).toMatchObject({ severity: 1, state: 'active' });

    await feed(IDS.level, [
      [at(7), 99],
      [at(8), 98],
    ]);
    const rows = await alarms();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ severity: 1, state: 'cleared', clearedAt: at(8), closedAt: null, acknowledged: 0, value: 101.5 });
    expect(await log(rows[0]!.id)).toEqual(['raised:3', 'escalated:4', 'de-escalated:1', 'cleared:1']);
    expect(changes.map((c) => c.type)).toEqual(['raised', 'updated', 'updated', 'cleared']);
    expect(changes.map((c) => c.alarm.revision)).toEqual([1, 2, 3, 4]);
    expect(changes.map((c) => c.alarm.updatedAt).every((t) => t >= at(2))).toBe(true);
  });

  it('watches lower limits too', async () => {
    await feed(IDS.level, [
      [at(1), 79],
      [at(2), 78],
    ]);
    const [alarm] = await alarms();
    expect(alarm).toMatchObject({ severity: 2, direction: 'lower', threshold: 80 });
    expect(alarm?.message).toContain('below');
  });

  it('holds an alarm inside the hysteresis deadband and clears only clearly below it', async () => {
    await fx.db
      .insertInto('pointAlarmRule')
      .values({ pointId: IDS.level, hysteresisMode: 'absolute', hysteresis: 0.5, updatedAt: 0, updatedBy: null })
      .execute();
    await feed(IDS.level, [
      [at(1), 100.8],
      [at(2), 100.9],
    ]);
    expect((await alarms())[0]).toMatchObject({ severity: 1, state: 'active' });

    // Just inside the limit but within the 0.5 m deadband: still active.
    await feed(IDS.level, [
      [at(3), 99.8],
      [at(4), 99.6],
      [at(5), 99.7],
    ]);
    expect((await alarms())[0]).toMatchObject({ state: 'active' });

    await feed(IDS.level, [
      [at(6), 99.4],
      [at(7), 99.3],
    ]);
    expect((await alarms())[0]).toMatchObject({ state: 'cleared', clearedAt: at(7) });
  });

  it('applies a fractional deadband to the limit it is holding', async () => {
    await fx.db
      .insertInto('pointAlarmRule')
      .values({ pointId: IDS.level, hysteresisMode: 'fraction', hysteresis: 0.01, updatedAt: 0, updatedBy: null })
      .execute();
    await feed(IDS.level, [
      [at(1), 102.5],
      [at(2), 102.5],
    ]);
    expect((await alarms())[0]).toMatchObject({ severity: 2 });
    // 1 % of 102 is 1.02: 101.5 still holds level 2, 100.9 falls to level 1.
    await feed(IDS.level, [
      [at(3), 101.5],
      [at(4), 101.5],
    ]);
    expect((await alarms())[0]).toMatchObject({ severity: 2 });
    await feed(IDS.level, [
      [at(5), 100.9],
      [at(6), 100.9],
    ]);
    expect((await alarms())[0]).toMatchObject({ severity: 1 });
  });

  it('raises a rate-of-change alarm when the value moves too far within the window, and clears it after', async () => {
    await setThresholds(fx.db, IDS.level, []);
    await fx.db
      .insertInto('pointAlarmRule')
      .values({ pointId: IDS.level, rateLimit: 2, rateWindowSeconds: 600, rateSeverity: 3, updatedAt: 0, updatedBy: null })
      .execute();
    await feed(IDS.level, [
      [at(0), 90],
      [at(1), 90.5],
      [at(2), 91],
    ]);
    // 92.4 is 2.4 above the window's low of 90: once is not enough, twice raises.
    await feed(IDS.level, [[at(3), 92.4]]);
    expect(await alarms()).toEqual([]);
    await feed(IDS.level, [[at(4), 92.5]]);
    const [alarm] = await alarms();
    expect(alarm).toMatchObject({ kind: 'rate', severity: 3, state: 'active', direction: 'rise', threshold: 2, value: 92.5 });
    expect(alarm?.message).toMatch(/rose 2\.5 m within 10 min/);

    // Steady from here: once the low readings leave the 10-minute window the change is back under the limit.
    await feed(IDS.level, [
      [at(9), 92.5],
      [at(12), 92.5],
      [at(13), 92.5],
      [at(14), 92.5],
    ]);
    expect((await alarms())[0]).toMatchObject({ kind: 'rate', state: 'cleared' });
  });

  it('rebuilds the rate window from stored history after a restart', async () => {
    await setThresholds(fx.db, IDS.level, []);
    await fx.db
      .insertInto('pointAlarmRule')
      .values({ pointId: IDS.level, rateLimit: 2, rateWindowSeconds: 600, debounceCount: 1, updatedAt: 0, updatedBy: null })
      .execute();
    await feed(IDS.level, [
      [at(0), 90],
      [at(1), 90.2],
    ]);
    await engine.stop();
    engine = new AlarmEngine({ db: fx.db, dialect: fx.database.dialect, bus, clock: () => now });
    engine.start();
    await feed(IDS.level, [[at(2), 93]]);
    expect((await alarms())[0]).toMatchObject({ kind: 'rate', state: 'active', direction: 'rise' });
  });

  it('ignores backfilled readings older than the newest evaluated one', async () => {
    await feed(IDS.level, [
      [at(10), 99],
      [at(11), 99],
    ]);
    await feed(IDS.level, [
      [at(2), 110],
      [at(3), 110],
      [at(4), 110],
    ]);
    expect(await alarms()).toEqual([]);
    // ...also after a restart, when the engine learns the newest reading from the database.
    await engine.stop();
    engine = new AlarmEngine({ db: fx.db, dialect: fx.database.dialect, bus, clock: () => now });
    engine.start();
    await feed(IDS.level, [
      [at(5), 110],
      [at(6), 110],
    ]);
    expect(await alarms()).toEqual([]);
    await feed(IDS.level, [
      [at(12), 110],
      [at(13), 110],
    ]);
    expect((await alarms())[0]).toMatchObject({ severity: 4, raisedAt: at(13) });
  });

  it('never alarms on readings the sender marked bad', async () => {
    const service = (await import('../../../../server/src/monitoring/ingest/ingest-service')).createIngestService(fx.db, bus);
    await service.ingest(
      [
        { pointId: IDS.level, ts: at(1), value: 150, quality: 2 },
        { pointId: IDS.level, ts: at(2), value: 150, quality: 2 },
      ],
      { now: at(2) },
    );
    await engine.idle();
    expect(await alarms()).toEqual([]);
  });

  it('picks up open alarms after a restart and clears them instead of raising new ones', async () => {
    await feed(IDS.level, [
      [at(1), 103],
      [at(2), 103],
    ]);
    await engine.stop();
    engine = new AlarmEngine({ db: fx.db, dialect: fx.database.dialect, bus, clock: () => now });
    engine.start();
    await feed(IDS.level, [
      [at(3), 103],
      [at(4), 99],
      [at(5), 99],
    ]);
    const rows = await alarms();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ severity: 2, state: 'cleared' });
  });

  it('keeps a cleared, unacknowledged alarm open and reactivates it when the value crosses again', async () => {
    await feed(IDS.level, [
      [at(1), 101],
      [at(2), 101],
      [at(3), 99],
      [at(4), 99],
    ]);
    await feed(IDS.level, [
      [at(5), 101],
      [at(6), 101],
    ]);
    const rows = await alarms();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'active', clearedAt: null, closedAt: null });
    expect(await log(rows[0]!.id)).toEqual(['raised:1', 'cleared:1', 'reactivated:1']);
    expect(changes.map((c) => c.type)).toEqual(['raised', 'cleared', 'raised']);
  });

  it('closes an acknowledged alarm when it clears, and the next crossing opens a new one', async () => {
    await feed(IDS.level, [
      [at(1), 101],
      [at(2), 101],
    ]);
    const [first] = await alarms();
    await fx.db
      .updateTable('alarm')
      .set({ acknowledged: 1, ackBy: '值班员', ackAt: at(2) })
      .where('id', '=', first!.id)
      .execute();
    await feed(IDS.level, [
      [at(3), 99],
      [at(4), 99],
    ]);
    expect((await alarms())[0]).toMatchObject({ state: 'cleared', closedAt: now });
    await feed(IDS.level, [
      [at(5), 101],
      [at(6), 101],
    ]);
    const rows = await alarms();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ state: 'active', acknowledged: 0, revision: 1 });
  });

  it('makes an acknowledged alarm unacknowledged again when it escalates, but not when it de-escalates', async () => {
    await feed(IDS.level, [
      [at(1), 103],
      [at(2), 103],
    ]);
    const [alarm] = await alarms();
    await fx.db
      .updateTable('alarm')
      .set({ acknowledged: 1, ackBy: '值班员', ackAt: at(2), ackComment: 'seen' })
      .where('id', '=', alarm!.id)
      .execute();
    await feed(IDS.level, [
      [at(3), 101],
      [at(4), 101],
    ]);
    expect((await alarms())[0]).toMatchObject({ severity: 1, acknowledged: 1, ackBy: '值班员' });
    await feed(IDS.level, [
      [at(5), 105],
      [at(6), 105],
    ]);
    expect((await alarms())[0]).toMatchObject({ severity: 3, acknowledged: 0, ackBy: null, ackComment: null });
  });

  it('reloads thresholds after invalidatePoint', async () => {
    await feed(IDS.level, [[at(1), 99]]);
    await setThresholds(fx.db, IDS.level, [{ severity: 2, upper: 95 }]);
    await feed(IDS.level, [
      [at(2), 99],
      [at(3), 99],
    ]);
    expect(await alarms()).toEqual([]);
    engine.invalidatePoint(IDS.level);
    await feed(IDS.level, [
      [at(4), 99],
      [at(5), 99],
    ]);
    expect((await alarms())[0]).toMatchObject({ severity: 2, threshold: 95 });
  });

  it('picks up settings changed elsewhere after five minutes', async () => {
    await feed(IDS.level, [[at(1), 99]]);
    await setThresholds(fx.db, IDS.level, [{ severity: 2, upper: 95 }]);
    await feed(IDS.level, [
      [at(5), 99],
      [at(5.5), 99],
    ]);
    expect(await alarms()).toEqual([]);
    await feed(IDS.level, [
      [at(7), 99],
      [at(8), 99],
    ]);
    expect((await alarms())[0]).toMatchObject({ severity: 2, raisedAt: at(8) });
  });

  it('raises a stale alarm when a point goes silent for its window and clears it when data returns', async () => {
    // Interval 60 s: stale after 3 minutes.
    await feed(IDS.fastLevel, [[at(0), 50]]);
    now = at(2.5);
    await engine.checkStale();
    expect(await alarms(IDS.fastLevel)).toEqual([]);

    now = at(3.5);
    await engine.checkStale();
    let rows = await alarms(IDS.fastLevel);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'stale', severity: 2, state: 'active', raisedAt: at(3.5), value: 50 });
    await engine.checkStale();
    expect(await alarms(IDS.fastLevel)).toHaveLength(1);

    now = at(10);
    await feed(IDS.fastLevel, [[at(10), 51]]);
    rows = await alarms(IDS.fastLevel);
    expect(rows[0]).toMatchObject({ kind: 'stale', state: 'cleared', clearedAt: at(10) });
    expect(await log(rows[0]!.id)).toEqual(['stale:2', 'resumed:2']);
    expect(changes.map((c) => [c.type, c.alarm.kind])).toEqual([
      ['raised', 'stale'],
      ['cleared', 'stale'],
    ]);
  });

  it('clears a stale alarm on the timer when data came in while the engine was not watching', async () => {
    await feed(IDS.fastLevel, [[at(0), 50]]);
    now = at(5);
    await engine.checkStale();
    // Stored without a readings.stored event (e.g. by another process): only the timer can notice.
    await ingest(fx.db, new ServerBus(), IDS.fastLevel, [[at(5), 50]], at(5));
    await engine.checkStale();
    expect((await alarms(IDS.fastLevel))[0]).toMatchObject({ kind: 'stale', state: 'cleared' });
  });

  it('uses a configured stale window and never calls a point stale before it first reports', async () => {
    await fx.db
      .insertInto('pointAlarmRule')
      .values({ pointId: IDS.level, staleAfterSeconds: 3600, staleSeverity: 3, updatedAt: 0, updatedBy: null })
      .execute();
    await feed(IDS.level, [[at(0), 90]]);
    now = at(59);
    await engine.checkStale();
    expect(await alarms(IDS.level)).toEqual([]);
    expect(await alarms(IDS.seepage)).toEqual([]);
    now = at(61);
    await engine.checkStale();
    expect((await alarms(IDS.level))[0]).toMatchObject({ kind: 'stale', severity: 3 });
    expect(await alarms(IDS.seepage)).toEqual([]);
  });

  it('clears the alarms of a point whose checks are switched off, and raises nothing for it', async () => {
    await feed(IDS.level, [
      [at(1), 103],
      [at(2), 103],
    ]);
    await fx.db.insertInto('pointAlarmRule').values({ pointId: IDS.level, enabled: 0, updatedAt: 0, updatedBy: null }).execute();
    engine.invalidatePoint(IDS.level);
    now = at(60);
    await engine.checkStale();
    const rows = await alarms();
    expect(rows.map((row) => [row.kind, row.state])).toEqual([['threshold', 'cleared']]);
    await feed(IDS.level, [
      [at(61), 120],
      [at(62), 120],
    ]);
    expect((await alarms()).map((row) => row.state)).toEqual(['cleared']);
  });

  it('clears the alarms of a disabled point on the next check', async () => {
    await feed(IDS.level, [
      [at(1), 103],
      [at(2), 103],
    ]);
    await fx.db.updateTable('monitoringPoint').set({ enabledMark: 0 }).where('id', '=', IDS.level).execute();
    await engine.checkStale();
    const [alarm] = await alarms();
    expect(alarm).toMatchObject({ kind: 'threshold', state: 'cleared' });
    expect(await log(alarm!.id)).toEqual(['raised:2', 'cleared:2']);
  });

  it('runs the stale check on its 30-second timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await feed(IDS.fastLevel, [[at(0), 50]]);
      now = at(10);
      engine.startStaleTimer();
      await vi.advanceTimersByTimeAsync(29_000);
      await engine.idle();
      expect(await alarms(IDS.fastLevel)).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      await engine.idle();
      expect((await alarms(IDS.fastLevel))[0]).toMatchObject({ kind: 'stale', state: 'active' });
    } finally {
      engine.stopStaleTimer();
      vi.useRealTimers();
    }
  });
});
