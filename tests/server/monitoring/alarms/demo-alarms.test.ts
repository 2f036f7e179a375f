import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../../../server/src/auth/sessions';
import type { AlarmDto } from '../../../../server/src/wire/alarm';
import { alarmEngineFor } from '../../../../server/src/monitoring/alarms/engine-plugin';
import { seedAlarmSettings } from '../../../../server/src/monitoring/alarms/seed-alarm-settings';
import { createTestApp, type TestContext } from '../../support/test-app';
import { api, closeQuietly, MINUTE } from './alarm-fixture';

// The demo database end to end: seeded thresholds, readings posted to the readings route, alarms on the alarm
// API and the sound-light call.

interface WarnLine {
  pointName: string;
  attrName: string;
  attrCode: string;
  alertValue: number | null;
  unit: string;
}

interface SoundLightLists {
  globalWarnState: number;
  waterQualityWarnList: WarnLine[];
  waterLevelWarnList: WarnLine[];
  safetyWarnList: WarnLine[];
}

describe('demo alarm settings', () => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await ctx.database.db.selectFrom('users').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    token = (
      await issueSession(ctx.database.db, {
        userId: admin.id,
        ipAddress: '10.0.0.1',
        place: '',
        userAgent: 'vitest',
        origin: 'pc',
        idleMs: ctx.config.sessionIdleMs,
      })
    ).token;
  });

  afterAll(async () => {
    await closeQuietly(ctx);
  });

  it('gives the demo points their thresholds and deadbands, once', async () => {
    const db = ctx.database.db;
    // seedAll may already have run it; either way the settings are there afterwards.
    await seedAlarmSettings(db);
    const thresholds = await db
      .selectFrom('pointThreshold')
      .select(['severity', 'upper'])
      .where('pointId', '=', 'mp-qs-sw1')
      .orderBy('severity')
      .execute();
    expect(thresholds).toEqual([
      { severity: 1, upper: 181 },
      { severity: 2, upper: 182 },
      { severity: 3, upper: 183.2 },
      { severity: 4, upper: 184.3 },
    ]);
    const rule = await db.selectFrom('pointAlarmRule').selectAll().where('pointId', '=', 'mp-qs-sw1').executeTakeFirstOrThrow();
    expect(rule).toMatchObject({ hysteresisMode: 'absolute', hysteresis: 0.05, rateLimit: 1 });

    await db.deleteFrom('pointThreshold').where('pointId', '=', 'mp-qs-sw1').execute();
    expect(await seedAlarmSettings(db)).toBe(0);
    expect(await db.selectFrom('pointThreshold').select('severity').where('pointId', '=', 'mp-qs-sw1').execute()).toEqual([]);
  });

  it('raises an alarm from readings posted to the readings route', async () => {
    const now = Date.now();
    const readings = [0, 1].map((i) => ({ pointId: 'mp-qs-up1', ts: now - (5 - i) * MINUTE, value: 380 }));
    const posted = await api<{ accepted: number }>(ctx, 'POST', '/api/monitoring/readings', token, { readings });
    expect(posted.data.accepted).toBe(2);
    await alarmEngineFor(ctx.app.bus)?.idle();

    const alarms = await api<{ list: AlarmDto[] }>(ctx, 'GET', '/api/monitoring/alarms?pointId=mp-qs-up1', token);
    expect(alarms.data.list).toEqual([
      expect.objectContaining({
        pointName: '0+150 心墙下游渗压',
        severity: 2,
        severityName: '黄色',
        value: 380,
        unit: 'kPa',
        state: 'active',
      }),
    ]);
    const soundLight = await api<SoundLightLists>(ctx, 'GET', '/api/deploy/alertConfiguration/querySoundLightAlarm', token);
    expect(soundLight.data.globalWarnState).toBe(1);
    expect(soundLight.data.safetyWarnList.map((item) => item.pointName)).toContain('0+150 心墙下游渗压');
    expect(soundLight.data.waterQualityWarnList.map((item) => item.pointName)).not.toContain('0+150 心墙下游渗压');
  });

  it('files a displacement alarm with the dam-safety warnings, never under water quality', async () => {
    const now = Date.now();
    // Beyond the demo's level-3 limit (38 mm) of the crest GNSS station.
    const readings = [0, 1].map((i) => ({ pointId: 'mp-qs-tp1', ts: now - (5 - i) * MINUTE, value: 40 }));
    expect((await api<{ accepted: number }>(ctx, 'POST', '/api/monitoring/readings', token, { readings })).data.accepted).toBe(2);
    await alarmEngineFor(ctx.app.bus)?.idle();

    const soundLight = await api<SoundLightLists>(ctx, 'GET', '/api/deploy/alertConfiguration/querySoundLightAlarm', token);
    expect(soundLight.data.safetyWarnList).toContainEqual(
      expect.objectContaining({
        pointName: '坝顶 0+150 表面位移',
        attrName: '表面位移',
        attrCode: 'surface-displacement',
        alertValue: 40,
        unit: 'mm',
      }),
    );
    const elsewhere = [...soundLight.data.waterQualityWarnList, ...soundLight.data.waterLevelWarnList].map((item) => item.attrCode);
    expect(elsewhere).not.toContain('surface-displacement');
    expect(elsewhere).not.toContain('osmotic-pressure');
  });
});
