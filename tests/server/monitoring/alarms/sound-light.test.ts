import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createAlarmFixture, IDS, ingest, MINUTE, setThresholds, type AlarmFixture } from './alarm-fixture';

interface WarnItem {
  pointName: string;
  attrName: string;
  alertValue: number | null;
  unit: string;
  [more: string]: unknown;
}

interface SoundLight {
  globalWarnState: number;
  globalWarnChannelState: number;
  waterQualityWarnList: WarnItem[];
  waterLevelWarnList: WarnItem[];
  safetyWarnList: WarnItem[];
}

const QUERY = '/api/deploy/alertConfiguration/querySoundLightAlarm';
const UPDATE = '/api/deploy/alertConfiguration/updateSoundLightAlarm';

describe('sound and light alarm', () => {
  let fx: AlarmFixture;
  let switches: unknown[];

  const raise = async (pointId: string, value: number) => {
    const base = Date.now() - 30 * MINUTE;
    await ingest(
      fx.db,
      fx.app.bus,
      pointId,
      [
        [base, value],
        [base + MINUTE, value],
      ],
      Date.now(),
    );
    await fx.engine.idle();
  };

  beforeEach(async () => {
    fx = await createAlarmFixture();
    switches = [];
    fx.app.bus.on('sound-light.changed', (change) => switches.push(change));
    await setThresholds(fx.db, IDS.level, [
      { severity: 1, upper: 100 },
      { severity: 4, upper: 110 },
    ]);
    await setThresholds(fx.db, IDS.seepage, [{ severity: 2, upper: 50 }]);
    await setThresholds(fx.db, IDS.pointB, [{ severity: 3, upper: 10 }]);
  });

  afterEach(async () => {
    await fx.close();
  });

  it('is quiet with the switch on when nothing is wrong', async () => {
    const response = await api<SoundLight>(fx, 'GET', `${QUERY}?_t=${Date.now()}`, fx.tokens.viewer);
    expect(response).toEqual({
      code: 200,
      msg: 'Success',
      data: { globalWarnState: 0, globalWarnChannelState: 1, waterQualityWarnList: [], waterLevelWarnList: [], safetyWarnList: [] },
    });
  });

  it('warns while an active alarm is unacknowledged and lists alarms by instrument group', async () => {
    await raise(IDS.level, 111);
    await raise(IDS.seepage, 55);
    await raise(IDS.pointB, 12);

    const duty = await api<SoundLight>(fx, 'GET', QUERY, fx.tokens.duty);
    expect(duty.data.globalWarnState).toBe(1);
    expect(duty.data.waterLevelWarnList).toHaveLength(1);
    expect(duty.data.waterLevelWarnList[0]).toMatchObject({
      pointName: '库水位 W1',
      attrName: '水位',
      alertValue: 111,
      unit: 'm',
      severity: 4,
      severityName: '红色',
      attrCode: 'water-level',
    });
    // An osmotic-pressure gauge is a dam-safety instrument, not a water-quality sensor.
    expect(duty.data.safetyWarnList).toEqual([
      expect.objectContaining({
        pointName: '渗压计 P3',
        attrName: '渗压',
        alertValue: 55,
        unit: 'kPa',
        severity: 2,
        attrCode: 'osmotic-pressure',
      }),
    ]);
    expect(duty.data.waterQualityWarnList).toEqual([]);

    // The outsider sees only project B; its point is a water-level point.
    const outsider = await api<SoundLight>(fx, 'GET', QUERY, fx.tokens.outsider);
    expect(outsider.data.waterLevelWarnList.map((item) => item.pointName)).toEqual(['河道水位 R1']);
    expect(outsider.data.safetyWarnList).toEqual([]);

    // Acknowledging everything silences the warning; active alarms stay listed.
    for (const row of await fx.db.selectFrom('alarm').select('id').where('projectId', '=', IDS.projectA).execute()) {
      expect((await api(fx, 'POST', `/api/monitoring/alarms/${row.id}/Actions/Ack`, fx.tokens.duty, { comment: '已处理' })).code).toBe(200);
    }
    const after = await api<SoundLight>(fx, 'GET', `${QUERY}?projectId=${IDS.projectA}`, fx.tokens.duty);
    expect(after.data.globalWarnState).toBe(0);
    expect(after.data.waterLevelWarnList).toHaveLength(1);
    expect((await api<SoundLight>(fx, 'GET', `${QUERY}?projectId=${IDS.projectB}`, fx.tokens.admin)).data.globalWarnState).toBe(1);
    expect((await api(fx, 'GET', `${QUERY}?projectId=${IDS.projectB}`, fx.tokens.duty)).code).toBe(403);
  });

  it("labels warning lists in the reader's language", async () => {
    await raise(IDS.seepage, 55);
    await fx.db.updateTable('users').set({ language: 'en' }).where('id', '=', fx.userIds.duty).execute();
    const response = await api<SoundLight>(fx, 'GET', QUERY, fx.tokens.duty);
    expect(response.data.safetyWarnList[0]?.attrName).toBe('Osmotic pressure');
  });

  it('switches the global channel off and on, announcing each change', async () => {
    const off = await api<SoundLight>(fx, 'POST', `${UPDATE}/0`, fx.tokens.duty);
    expect(off).toMatchObject({ code: 200, msg: 'Sound and light alarm switched off', data: { globalWarnChannelState: 0 } });
    expect((await api<SoundLight>(fx, 'GET', QUERY, fx.tokens.viewer)).data.globalWarnChannelState).toBe(0);
    expect(switches).toEqual([{ projectId: null, globalWarnState: 0, globalWarnChannelState: 0 }]);

    await raise(IDS.level, 101);
    const on = await api<SoundLight>(fx, 'POST', `${UPDATE}/1`, fx.tokens.admin);
    expect(on.data).toMatchObject({ globalWarnChannelState: 1, globalWarnState: 1 });
    expect(switches[1]).toEqual({ projectId: null, globalWarnState: 1, globalWarnChannelState: 1 });
  });

  it('lets a project override the global switch', async () => {
    const response = await api<SoundLight>(fx, 'POST', `${UPDATE}/0?projectId=${IDS.projectA}`, fx.tokens.duty);
    expect(response.data.globalWarnChannelState).toBe(0);
    expect(switches).toEqual([{ projectId: IDS.projectA, globalWarnState: 0, globalWarnChannelState: 0 }]);
    expect((await api<SoundLight>(fx, 'GET', `${QUERY}?projectId=${IDS.projectA}`, fx.tokens.viewer)).data.globalWarnChannelState).toBe(0);
    expect((await api<SoundLight>(fx, 'GET', QUERY, fx.tokens.viewer)).data.globalWarnChannelState).toBe(1);
    expect((await api(fx, 'POST', `${UPDATE}/1?projectId=${IDS.projectA}`, fx.tokens.outsider)).code).toBe(403);
  });

  it('refuses a state other than 1 or 0, a viewer, and a caller without a session', async () => {
    for (const state of ['2', 'on', 'true', '01']) {
      expect(await api(fx, 'POST', `${UPDATE}/${state}`, fx.tokens.duty)).toMatchObject({
        code: 401,
        msg: "state must be '1' (on) or '0' (off)",
      });
    }
    expect(await api(fx, 'POST', `${UPDATE}/0`, fx.tokens.viewer)).toMatchObject({ code: 403 });
    expect((await api(fx, 'POST', `${UPDATE}/0`)).code).toBe(602);
    expect((await api(fx, 'GET', QUERY)).code).toBe(602);
    expect(switches).toEqual([]);
    expect((await api<SoundLight>(fx, 'GET', QUERY, fx.tokens.viewer)).data.globalWarnChannelState).toBe(1);
  });
});
