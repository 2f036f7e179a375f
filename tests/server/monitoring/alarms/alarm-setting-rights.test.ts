import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createAlarmFixture, IDS, type AlarmFixture } from './alarm-fixture';

const THRESHOLDS = `/api/monitoring/points/${IDS.level}/thresholds`;
const RULES = `/api/monitoring/points/${IDS.level}/alarm-rules`;
const NAMES = `/api/monitoring/projects/${IDS.projectA}/severity-names`;
const SWITCH = '/api/deploy/alertConfiguration/updateSoundLightAlarm';

describe('alarm settings: button rights and the operation log', () => {
  let fx: AlarmFixture;
  beforeAll(async () => {
    fx = await createAlarmFixture();
  });
  afterAll(async () => {
    await fx.close();
  });

  const logRows = () => fx.db.selectFrom('operationLog').selectAll().orderBy('at').orderBy('id').execute();
  const snapshot = async () => ({
    thresholds: await fx.db.selectFrom('pointThreshold').selectAll().where('pointId', '=', IDS.level).orderBy('severity').execute(),
    names: (await api(fx, 'GET', NAMES, fx.tokens.admin)).data,
    rules: (await api(fx, 'GET', RULES, fx.tokens.admin)).data,
    channel: (
      await api<{ globalWarnChannelState: number }>(fx, 'GET', '/api/deploy/alertConfiguration/querySoundLightAlarm', fx.tokens.admin)
    ).data.globalWarnChannelState,
    log: (await logRows()).length,
  });

  it('refuses every alarm setting change by a viewer with 403 and changes nothing', async () => {
    const before = await snapshot();
    expect(await api(fx, 'PUT', THRESHOLDS, fx.tokens.viewer, { list: [{ severity: 1, upper: 1 }] })).toMatchObject({
      code: 403,
      msg: expect.any(String),
    });
    expect(await api(fx, 'PUT', RULES, fx.tokens.viewer, { debounceCount: 5 })).toMatchObject({ code: 403 });
    expect(await api(fx, 'PUT', NAMES, fx.tokens.viewer, { list: [{ severity: 1, name: 'Blue' }] })).toMatchObject({ code: 403 });
    expect(await api(fx, 'POST', `${SWITCH}/0`, fx.tokens.viewer)).toMatchObject({ code: 403 });
    expect(await snapshot()).toEqual(before);
  });

  it('needs the alarm centre edit button for thresholds, rules and names: a duty officer lacks it', async () => {
    const before = await snapshot();
    expect(await api(fx, 'PUT', THRESHOLDS, fx.tokens.duty, { list: [{ severity: 1, upper: 1 }] })).toMatchObject({
      code: 403,
      msg: 'Your role may not change alarm settings',
    });
    expect(await api(fx, 'PUT', RULES, fx.tokens.duty, { debounceCount: 5 })).toMatchObject({ code: 403 });
    expect(await api(fx, 'PUT', NAMES, fx.tokens.duty, { list: [{ severity: 1, name: 'Blue' }] })).toMatchObject({ code: 403 });
    expect(await snapshot()).toEqual(before);
  });

  it('needs its own button for the global sound-and-light switch: an engineer lacks it, a duty officer holds it', async () => {
    const before = await snapshot();
    expect(await api(fx, 'POST', `${SWITCH}/0`, fx.tokens.engineer)).toMatchObject({
      code: 403,
      msg: 'Your role may not switch the sound and light alarm',
    });
    expect(await snapshot()).toEqual(before);
    expect(await api(fx, 'POST', `${SWITCH}/0`, fx.tokens.duty)).toMatchObject({ code: 200 });
    expect(await api(fx, 'POST', `${SWITCH}/1`, fx.tokens.duty)).toMatchObject({ code: 200 });
  });

  it('takes the right away when the grant is withdrawn, even from a member with a writer role', async () => {
    await fx.db.deleteFrom('roleGrant').where('roleId', '=', 'role-engineer').where('itemKind', '=', 'button').execute();
    expect(await api(fx, 'PUT', RULES, fx.tokens.engineer, { debounceCount: 5 })).toMatchObject({ code: 403 });
    await fx.db.insertInto('roleGrant').values({ roleId: 'role-engineer', itemKind: 'button', itemId: 'el-alarms-btn_edit' }).execute();
    expect(await api(fx, 'PUT', RULES, fx.tokens.engineer, { debounceCount: 5 })).toMatchObject({ code: 200 });
  });

  it('writes who changed what into the operation log, one row per change', async () => {
    await fx.db.deleteFrom('operationLog').execute();
    expect((await api(fx, 'PUT', THRESHOLDS, fx.tokens.engineer, { list: [{ severity: 2, upper: 120 }] })).code).toBe(200);
    expect((await api(fx, 'PUT', RULES, fx.tokens.engineer, { debounceCount: 3 })).code).toBe(200);
    expect((await api(fx, 'PUT', NAMES, fx.tokens.admin, { list: [{ severity: 1, name: '蓝' }] })).code).toBe(200);
    expect((await api(fx, 'POST', `${SWITCH}/0`, fx.tokens.duty)).code).toBe(200);
    const rows = await logRows();
    expect(rows.map((row) => [row.action, row.account, row.userId, row.targetId, row.projectId])).toEqual([
      ['alarm.thresholds', 'engineer', fx.userIds.engineer, IDS.level, IDS.projectA],
      ['alarm.rule', 'engineer', fx.userIds.engineer, IDS.level, IDS.projectA],
      ['alarm.severity-names', 'admin', fx.userIds.admin, IDS.projectA, IDS.projectA],
      ['alarm.sound-light', 'duty', fx.userIds.duty, 'global', null],
    ]);
    expect(JSON.parse(rows[0]?.detail ?? 'null')).toEqual([{ severity: 2, upper: 120, lower: null }]);
    expect(JSON.parse(rows[3]?.detail ?? 'null')).toEqual({ state: 0 });
    expect(rows.every((row) => row.at > 0 && row.ipAddress !== '')).toBe(true);
  });

  it('logs nothing for a refused or invalid change', async () => {
    await fx.db.deleteFrom('operationLog').execute();
    await api(fx, 'PUT', THRESHOLDS, fx.tokens.viewer, { list: [] });
    await api(fx, 'PUT', THRESHOLDS, fx.tokens.engineer, { list: [{ severity: 9, upper: 1 }] });
    await api(fx, 'PUT', RULES, fx.tokens.engineer, { debounceCount: 'many' });
    await api(fx, 'POST', `${SWITCH}/maybe`, fx.tokens.duty);
    await api(fx, 'POST', `${SWITCH}/0`);
    expect(await logRows()).toEqual([]);
  });
});
