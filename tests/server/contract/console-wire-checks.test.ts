import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Hub } from '../../../server/src/hub/hub';
import { publishReadings } from '../../../server/src/hub/reading-feed';
import { checkAlarmDto } from '../../../streams/protocol/wire-checks/alarm.generated';
import { checkSoundLightState } from '../../../streams/protocol/wire-checks/alarm-settings.generated';
import { checkEventFrame } from '../../../streams/protocol/wire-checks/hub-frames.generated';
import { checkPoint } from '../../../streams/protocol/wire-checks/monitoring-point.generated';
import { checkReadingsEvent } from '../../../streams/protocol/wire-checks/reading-events.generated';
import { api, createAlarmFixture, IDS, ingest, MINUTE, setThresholds, type AlarmFixture } from '../monitoring/alarms/alarm-fixture';

// What the server really answers passes the checks the console runs first (streams/protocol/wire-checks/*.generated.ts):
// otherwise every payload would take the slow per-field path, and a schema the server does not keep would go unseen.

describe('the console wire checks accept what the server sends', () => {
  let fx: AlarmFixture;

  beforeEach(async () => {
    fx = await createAlarmFixture();
    await setThresholds(fx.db, IDS.level, [{ severity: 1, upper: 100 }]);
    const base = Date.now() - 10 * MINUTE;
    await ingest(
      fx.db,
      fx.app.bus,
      IDS.level,
      [
        [base, 101],
        [base + MINUTE, 102],
      ],
      Date.now(),
    );
    await fx.engine.idle();
  });

  afterEach(async () => {
    await fx.close();
  });

  it('alarms, points with their latest reading, and the sound-and-light state', async () => {
    const alarms = await api<{ list: unknown[] }>(fx, 'GET', '/api/monitoring/alarms?state=all', fx.tokens.admin);
    expect(alarms.data.list.length).toBeGreaterThan(0);
    expect(alarms.data.list.every(checkAlarmDto)).toBe(true);

    const points = await api<{ list: { latest: unknown }[] }>(
      fx,
      'GET',
      `/api/deploy/monitoringPointManagement/list?projectId=${IDS.projectA}`,
      fx.tokens.admin,
    );
    expect(points.data.list.some((point) => point.latest !== null)).toBe(true);
    expect(points.data.list.every(checkPoint)).toBe(true);

    const soundLight = await api(fx, 'GET', '/api/deploy/alertConfiguration/querySoundLightAlarm', fx.tokens.admin);
    expect(checkSoundLightState(soundLight.data)).toBe(true);
  });

  it('the readings event the hub publishes', () => {
    const published: { topic: string; type: string; payload: unknown }[] = [];
    const hub = {
      publish: (topic: string, type: string, payload: unknown) => published.push({ topic, type, payload }),
      directory: { learnPoint: () => undefined },
    } as unknown as Hub;
    publishReadings(hub, [
      { pointId: IDS.level, damId: IDS.damA, projectId: IDS.projectA, ts: 1_000, value: 99.5, quality: 0 },
      { pointId: IDS.seepage, damId: IDS.damA, projectId: IDS.projectA, ts: 1_000, value: 3, values: { x: 1 }, quality: 1 },
    ]);
    const readings = published.find((event) => event.type === 'readings');
    expect(checkReadingsEvent(readings?.payload)).toBe(true);
    expect(checkEventFrame({ method: 'event', topic: readings?.topic, seq: 1, type: 'readings', payload: readings?.payload, ts: 1 })).toBe(
      true,
    );
  });
});
