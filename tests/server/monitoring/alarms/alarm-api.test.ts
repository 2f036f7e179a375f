import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlarmDto } from '../../../../server/src/wire/alarm';
import { api, createAlarmFixture, IDS, ingest, MINUTE, setThresholds, type AlarmFixture } from './alarm-fixture';

interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

// The alarm API through app.inject, with alarms raised by the app's own engine from real ingests.

describe('alarm API', () => {
  let fx: AlarmFixture;
  let base: number;

  /** Two readings above the level point's limit of 100 m (debounce 2): one open severity-1 alarm. */
  const raiseLevelAlarm = async (value = 101) => {
    base += 10 * MINUTE;
    await ingest(
      fx.db,
      fx.app.bus,
      IDS.level,
      [
        [base, value],
        [base + MINUTE, value],
      ],
      Date.now(),
    );
    await fx.engine.idle();
    const row = await fx.db
      .selectFrom('alarm')
      .selectAll()
      .where('pointId', '=', IDS.level)
      .where('closedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const clearLevelAlarm = async () => {
    base += 10 * MINUTE;
    await ingest(
      fx.db,
      fx.app.bus,
      IDS.level,
      [
        [base, 90],
        [base + MINUTE, 90],
      ],
      Date.now(),
    );
    await fx.engine.idle();
  };
  const ack = (id: string, token: string, payload: unknown = { comment: '已通知现场人员复核' }) =>
    api<AlarmDto>(fx, 'POST', `/api/monitoring/alarms/${id}/Actions/Ack`, token, payload);

  beforeEach(async () => {
    fx = await createAlarmFixture();
    base = Date.now() - 120 * MINUTE;
    await setThresholds(fx.db, IDS.level, [
      { severity: 1, upper: 100 },
      { severity: 3, upper: 105 },
    ]);
    await setThresholds(fx.db, IDS.seepage, [{ severity: 2, upper: 50 }]);
    await setThresholds(fx.db, IDS.pointB, [{ severity: 4, upper: 10 }]);
  });

  afterEach(async () => {
    await fx.close();
  });

  describe('thresholds', () => {
    it("reads and replaces a point's thresholds, omitting absent sides", async () => {
      const read = await api<{ list: unknown[] }>(fx, 'GET', `/api/monitoring/points/${IDS.level}/thresholds?_t=1`, fx.tokens.viewer);
      expect(read.code).toBe(200);
      expect(read.data.list).toEqual([
        { severity: 1, upper: 100, severityName: '蓝色', severityCode: 'blue' },
        { severity: 3, upper: 105, severityName: '橙色', severityCode: 'orange' },
      ]);
      const list = [
        { severity: 1, upper: 101, lower: 80 },
        { severity: 2, upper: 103, lower: 78 },
        { severity: 4, upper: 108 },
      ];
      const put = await api<{ list: unknown[] }>(fx, 'PUT', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.engineer, { list });
      expect(put.code).toBe(200);
      expect(put.data.list).toEqual([
        { severity: 1, upper: 101, lower: 80, severityName: '蓝色', severityCode: 'blue' },
        { severity: 2, upper: 103, lower: 78, severityName: '黄色', severityCode: 'yellow' },
        { severity: 4, upper: 108, severityName: '红色', severityCode: 'red' },
      ]);
      // A bare list works too, and an empty one removes them all.
      expect((await api(fx, 'PUT', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.engineer, [])).code).toBe(200);
      expect(
        (await api<{ list: unknown[] }>(fx, 'GET', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.duty)).data.list,
      ).toEqual([]);
    });

    it('takes a null side as "none", not as a threshold at 0 (the query coercion must not reach it)', async () => {
      const put = await api<{ list: unknown[] }>(fx, 'PUT', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.engineer, {
        list: [{ severity: 2, upper: 103, lower: null }],
      });
      expect(put.code).toBe(200);
      expect(put.data.list).toEqual([{ severity: 2, upper: 103, severityName: '黄色', severityCode: 'yellow' }]);
      const zero = await api<{ list: unknown[] }>(fx, 'PUT', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.engineer, {
        list: [{ severity: 2, upper: 103, lower: 0 }],
      });
      expect(zero.data.list).toEqual([{ severity: 2, upper: 103, lower: 0, severityName: '黄色', severityCode: 'yellow' }]);
    });

    it('the engine uses new thresholds from the next reading on', async () => {
      await api(fx, 'PUT', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.engineer, { list: [{ severity: 2, upper: 95 }] });
      base += MINUTE;
      await ingest(
        fx.db,
        fx.app.bus,
        IDS.level,
        [
          [base, 96],
          [base + MINUTE, 96],
        ],
        Date.now(),
      );
      await fx.engine.idle();
      const rows = await fx.db.selectFrom('alarm').select(['severity', 'threshold']).where('pointId', '=', IDS.level).execute();
      expect(rows).toEqual([{ severity: 2, threshold: 95 }]);
    });

    it.each([
      [
        [
          { severity: 1, upper: 10 },
          { severity: 1, upper: 12 },
        ],
        'severity 1 is listed more than once',
      ],
      [[{ severity: 5, upper: 10 }], 'severity must be 1, 2, 3 or 4 (got 5)'],
      [[{ severity: 0, upper: 10 }], 'severity must be 1, 2, 3 or 4 (got 0)'],
      [[{ severity: 2 }], 'severity 2 needs an upper or a lower limit'],
      [
        [
          { severity: 1, upper: 10 },
          { severity: 2, upper: 10 },
        ],
        'upper of severity 2 must be above upper of severity 1 (10)',
      ],
      [
        [
          { severity: 1, upper: 10 },
          { severity: 3, upper: 9 },
        ],
        'upper of severity 3 must be above upper of severity 1 (10)',
      ],
      [
        [
          { severity: 1, lower: 5 },
          { severity: 2, lower: 6 },
        ],
        'lower of severity 2 must be below lower of severity 1 (5)',
      ],
      [[{ severity: 1, upper: 10, lower: 10 }], 'every lower limit must be below every upper limit'],
      [
        [
          { severity: 1, lower: 12 },
          { severity: 2, upper: 11 },
        ],
        'every lower limit must be below every upper limit',
      ],
      [[{ severity: 1, upper: 'high' }], 'list.0.upper must be a number'],
    ])('refuses %j with 401', async (list, msg) => {
      const response = await api(fx, 'PUT', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.engineer, { list });
      expect(response).toMatchObject({ code: 401, msg });
      const stored = await fx.db.selectFrom('pointThreshold').select('severity').where('pointId', '=', IDS.level).execute();
      expect(stored).toHaveLength(2);
    });

    it('refuses a viewer, a non-member and an unknown point', async () => {
      const list = [{ severity: 1, upper: 1 }];
      expect((await api(fx, 'PUT', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.viewer, { list })).code).toBe(403);
      expect((await api(fx, 'GET', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.outsider)).code).toBe(403);
      expect((await api(fx, 'PUT', `/api/monitoring/points/${IDS.level}/thresholds`, fx.tokens.outsider, { list })).code).toBe(403);
      expect(await api(fx, 'GET', '/api/monitoring/points/nope/thresholds', fx.tokens.admin)).toMatchObject({
        code: 404,
        msg: 'No such monitoring point',
      });
      expect((await api(fx, 'GET', `/api/monitoring/points/${IDS.level}/thresholds`)).code).toBe(602);
    });
  });

  describe('alarm rules', () => {
    it('answers the defaults, changes some fields and keeps the rest', async () => {
      const read = await api<Record<string, unknown>>(fx, 'GET', `/api/monitoring/points/${IDS.fastLevel}/alarm-rules`, fx.tokens.viewer);
      expect(read.data).toEqual({
        pointId: IDS.fastLevel,
        enabled: true,
        debounceCount: 2,
        hysteresisMode: 'absolute',
        hysteresis: 0,
        rateLimit: null,
        rateWindowSeconds: 3600,
        rateSeverity: 2,
        staleAfterSeconds: null,
        staleSeverity: 2,
        effectiveStaleAfterSeconds: 180,
      });
      const put = await api<Record<string, unknown>>(fx, 'PUT', `/api/monitoring/points/${IDS.fastLevel}/alarm-rules`, fx.tokens.engineer, {
        debounceCount: 3,
        hysteresis: 0.05,
        rateLimit: 0.5,
        staleAfterSeconds: 900,
      });
      expect(put.data).toMatchObject({
        debounceCount: 3,
        hysteresis: 0.05,
        rateLimit: 0.5,
        staleAfterSeconds: 900,
        effectiveStaleAfterSeconds: 900,
        rateWindowSeconds: 3600,
      });
      const again = await api<Record<string, unknown>>(
        fx,
        'PUT',
        `/api/monitoring/points/${IDS.fastLevel}/alarm-rules`,
        fx.tokens.engineer,
        { rateLimit: null },
      );
      expect(again.data).toMatchObject({ debounceCount: 3, rateLimit: null });
    });

    it('validates the fields and who may change them', async () => {
      const url = `/api/monitoring/points/${IDS.level}/alarm-rules`;
      expect(await api(fx, 'PUT', url, fx.tokens.engineer, { debounceCount: 0 })).toMatchObject({
        code: 401,
        msg: 'debounceCount is out of range',
      });
      expect(await api(fx, 'PUT', url, fx.tokens.engineer, { hysteresisMode: 'fraction', hysteresis: 0.6 })).toMatchObject({
        code: 401,
        msg: 'hysteresis as a fraction must be below 0.5',
      });
      expect((await api(fx, 'PUT', url, fx.tokens.engineer, { rateLimit: -1 })).code).toBe(401);
      expect((await api(fx, 'PUT', url, fx.tokens.viewer, { debounceCount: 3 })).code).toBe(403);
    });
  });

  describe('list, detail, log and summary', () => {
    it('lists open alarms of visible projects newest first, with the contract fields', async () => {
      const first = await raiseLevelAlarm();
      await ingest(
        fx.db,
        fx.app.bus,
        IDS.pointB,
        [
          [base, 11],
          [base + MINUTE, 11],
        ],
        Date.now(),
      );
      await ingest(
        fx.db,
        fx.app.bus,
        IDS.seepage,
        [
          [base + 2 * MINUTE, 60],
          [base + 3 * MINUTE, 61],
        ],
        Date.now(),
      );
      await fx.engine.idle();

      const duty = await api<Paged<AlarmDto & Record<string, unknown>>>(fx, 'GET', '/api/monitoring/alarms?_t=1', fx.tokens.duty);
      expect(duty.code).toBe(200);
      expect(duty.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
      expect(duty.data.list.map((a) => a.pointId)).toEqual([IDS.seepage, IDS.level]);
      expect(duty.data.list[1]).toMatchObject({
        id: first,
        pointId: IDS.level,
        pointName: '库水位 W1',
        severity: 1,
        severityName: '蓝色',
        state: 'active',
        acknowledged: false,
        value: 101,
        unit: 'm',
        clearedAt: null,
        ackBy: null,
        ackAt: null,
        ackComment: null,
        kind: 'threshold',
        revision: 1,
      });
      expect(typeof duty.data.list[1]?.raisedAt).toBe('number');

      const admin = await api<Paged<AlarmDto>>(fx, 'GET', '/api/monitoring/alarms', fx.tokens.admin);
      expect(admin.data.pagination.total).toBe(3);
      expect(
        (await api<Paged<AlarmDto>>(fx, 'GET', `/api/monitoring/alarms?projectId=${IDS.projectB}`, fx.tokens.admin)).data.list.map(
          (a) => a.pointId,
        ),
      ).toEqual([IDS.pointB]);
      expect((await api(fx, 'GET', `/api/monitoring/alarms?projectId=${IDS.projectB}`, fx.tokens.duty)).code).toBe(403);
      expect(
        (await api<Paged<AlarmDto>>(fx, 'GET', '/api/monitoring/alarms?severity=2', fx.tokens.duty)).data.list.map((a) => a.pointId),
      ).toEqual([IDS.seepage]);
      expect(
        (await api<Paged<AlarmDto>>(fx, 'GET', '/api/monitoring/alarms?pageSize=1&currentPage=2', fx.tokens.duty)).data.list.map(
          (a) => a.pointId,
        ),
      ).toEqual([IDS.level]);
      expect(
        (await api<Paged<AlarmDto>>(fx, 'GET', '/api/monitoring/alarms?keyword=p3', fx.tokens.duty)).data.list.map((a) => a.pointId),
      ).toEqual([IDS.seepage]);
      expect((await api(fx, 'GET', '/api/monitoring/alarms?state=closed', fx.tokens.duty)).code).toBe(401);
      expect((await api(fx, 'GET', '/api/monitoring/alarms?sidx=password', fx.tokens.duty)).code).toBe(401);
    });

    it('filters by state and acknowledgement; closed alarms show only in history', async () => {
      const id = await raiseLevelAlarm();
      await clearLevelAlarm();
      const list = async (query: string) =>
        (await api<Paged<AlarmDto>>(fx, 'GET', `/api/monitoring/alarms?${query}`, fx.tokens.duty)).data.list.map((a) => a.id);
      expect(await list('')).toEqual([id]);
      expect(await list('state=active')).toEqual([]);
      expect(await list('state=cleared')).toEqual([id]);
      expect(await list('acknowledged=false')).toEqual([id]);
      await ack(id, fx.tokens.duty);
      expect(await list('')).toEqual([]);
      expect(await list('state=all')).toEqual([id]);
      expect(await list('state=all&acknowledged=true')).toEqual([id]);
      const detail = await api<AlarmDto & { closedAt: number }>(fx, 'GET', `/api/monitoring/alarms/${id}`, fx.tokens.viewer);
      expect(detail.data).toMatchObject({ state: 'cleared', acknowledged: true, ackBy: '值班员' });
      expect(detail.data.closedAt).toEqual(expect.any(Number));
    });

    it('shows one alarm and its log to members only', async () => {
      const id = await raiseLevelAlarm();
      await raiseLevelAlarm(106);
      await ack(id, fx.tokens.engineer, { comment: '  水位上涨，已开启泄洪闸  ' });
      await clearLevelAlarm();
      expect((await api(fx, 'GET', `/api/monitoring/alarms/${id}`, fx.tokens.outsider)).code).toBe(403);
      expect(await api(fx, 'GET', '/api/monitoring/alarms/missing', fx.tokens.duty)).toMatchObject({ code: 404, msg: 'No such alarm' });
      const log = await api<{ list: Record<string, unknown>[] }>(fx, 'GET', `/api/monitoring/alarms/${id}/log`, fx.tokens.viewer);
      expect(
        log.data.list.map((entry) => [entry.action, entry.severity, entry.severityName, entry.state, entry.acknowledged, entry.revision]),
      ).toEqual([
        ['raised', 1, '蓝色', 'active', false, 1],
        ['escalated', 3, '橙色', 'active', false, 2],
        ['acknowledged', 3, '橙色', 'active', true, 3],
        ['cleared', 3, '橙色', 'cleared', true, 4],
      ]);
      expect(log.data.list[2]).toMatchObject({ userId: fx.userIds.engineer, userName: '工程师', comment: '水位上涨，已开启泄洪闸' });
      expect(log.data.list[0]).toMatchObject({ value: 101, userId: null, comment: null });
      // The log keeps the value that cleared the alarm; the alarm keeps the value that raised it.
      expect(log.data.list[3]?.value).toBe(90);
      expect((await api<AlarmDto>(fx, 'GET', `/api/monitoring/alarms/${id}`, fx.tokens.viewer)).data.value).toBe(106);
      expect((await api(fx, 'GET', `/api/monitoring/alarms/${id}/log`, fx.tokens.outsider)).code).toBe(403);
    });

    it('counts open alarms by severity and state for the top bar', async () => {
      const id = await raiseLevelAlarm(106);
      await ingest(
        fx.db,
        fx.app.bus,
        IDS.seepage,
        [
          [base, 60],
          [base + MINUTE, 61],
        ],
        Date.now(),
      );
      await fx.engine.idle();
      await ack(id, fx.tokens.duty);
      const summary = await api<Record<string, unknown> & { bySeverity: Record<string, unknown>[] }>(
        fx,
        'GET',
        `/api/monitoring/alarms/summary?projectId=${IDS.projectA}`,
        fx.tokens.viewer,
      );
      expect(summary.data).toMatchObject({
        open: 2,
        active: 2,
        activeUnacknowledged: 1,
        clearedUnacknowledged: 0,
        highestActiveSeverity: 3,
      });
      expect(summary.data.bySeverity.map((s) => [s.severity, s.code, s.active, s.activeUnacknowledged])).toEqual([
        [1, 'blue', 0, 0],
        [2, 'yellow', 1, 1],
        [3, 'orange', 1, 0],
        [4, 'red', 0, 0],
      ]);
      expect((await api(fx, 'GET', `/api/monitoring/alarms/summary?projectId=${IDS.projectA}`, fx.tokens.outsider)).code).toBe(403);
      const outsider = await api<Record<string, unknown>>(fx, 'GET', '/api/monitoring/alarms/summary', fx.tokens.outsider);
      expect(outsider.data).toMatchObject({ open: 0, highestActiveSeverity: 0 });
    });
  });

  describe('acknowledge', () => {
    it('records who, when and why, bumps the revision and pushes the change', async () => {
      const id = await raiseLevelAlarm();
      const before = Date.now();
      const response = await ack(id, fx.tokens.duty, { comment: '  已电话通知闸门班  ' });
      expect(response).toMatchObject({ code: 200, msg: 'Alarm acknowledged' });
      expect(response.data).toMatchObject({
        id,
        acknowledged: true,
        ackBy: '值班员',
        ackComment: '已电话通知闸门班',
        state: 'active',
        revision: 2,
      });
      expect(response.data.ackAt).toBeGreaterThanOrEqual(before);
      const last = fx.events[fx.events.length - 1];
      expect(last?.type).toBe('acknowledged');
      expect(last?.alarm).toMatchObject({ id, revision: 2, acknowledged: true });
      expect(fx.events.map((e) => e.alarm.revision)).toEqual([1, 2]);
    });

    it('needs a comment of 1 to 500 characters', async () => {
      const id = await raiseLevelAlarm();
      expect(await ack(id, fx.tokens.duty, {})).toMatchObject({ code: 401, msg: 'comment is required' });
      expect(await ack(id, fx.tokens.duty, { comment: '   ' })).toMatchObject({
        code: 401,
        msg: 'comment must not be empty: say what you saw or did',
      });
      expect(await ack(id, fx.tokens.duty, { comment: '水'.repeat(501) })).toMatchObject({
        code: 401,
        msg: 'comment must be at most 500 characters',
      });
      expect((await ack(id, fx.tokens.duty, { comment: ` ${'水'.repeat(500)} ` })).code).toBe(200);
    });

    it('refuses a second acknowledgement, a viewer, a non-member and an unknown alarm', async () => {
      const id = await raiseLevelAlarm();
      expect((await ack(id, fx.tokens.viewer)).code).toBe(403);
      expect((await ack(id, fx.tokens.outsider)).code).toBe(403);
      expect((await ack('missing', fx.tokens.duty)).code).toBe(404);
      expect((await ack(id, fx.tokens.duty)).code).toBe(200);
      expect(await ack(id, fx.tokens.admin)).toMatchObject({ code: 400, msg: 'This alarm was already acknowledged by 值班员' });
      const row = await fx.db.selectFrom('alarm').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ackByUserId: fx.userIds.duty, revision: 2 });
      expect(
        (await fx.db.selectFrom('alarmLog').select('id').where('alarmId', '=', id).where('action', '=', 'acknowledged').execute()).length,
      ).toBe(1);
    });

    it('closes a cleared alarm when acknowledged', async () => {
      const id = await raiseLevelAlarm();
      await clearLevelAlarm();
      const response = await ack(id, fx.tokens.engineer);
      expect(response.data).toMatchObject({ state: 'cleared', acknowledged: true, revision: 3 });
      expect(fx.events.map((e) => [e.type, e.alarm.revision])).toEqual([
        ['raised', 1],
        ['cleared', 2],
        ['acknowledged', 3],
      ]);
    });
  });

  describe('severity names', () => {
    const url = `/api/monitoring/projects/${IDS.projectA}/severity-names`;

    it('answers the defaults and renames levels for one project', async () => {
      const read = await api<{ list: unknown[] }>(fx, 'GET', url, fx.tokens.viewer);
      expect(read.data.list).toEqual([
        { severity: 1, code: 'blue', name: '蓝色', color: '#1677ff' },
        { severity: 2, code: 'yellow', name: '黄色', color: '#fadb14' },
        { severity: 3, code: 'orange', name: '橙色', color: '#fa8c16' },
        { severity: 4, code: 'red', name: '红色', color: '#f5222d' },
      ]);
      const put = await api<{ list: { name: string }[] }>(fx, 'PUT', url, fx.tokens.engineer, {
        list: [
          { severity: 1, name: ' Ⅳ级预警 ' },
          { severity: 4, name: 'Ⅰ级预警', code: 'level-1' },
        ],
      });
      expect(put.code).toBe(200);
      expect(put.data.list.map((n) => n.name)).toEqual(['Ⅳ级预警', '黄色', '橙色', 'Ⅰ级预警']);
      const id = await raiseLevelAlarm();
      expect((await api<AlarmDto>(fx, 'GET', `/api/monitoring/alarms/${id}`, fx.tokens.duty)).data.severityName).toBe('Ⅳ级预警');
      const other = await api<{ list: { name: string }[] }>(
        fx,
        'GET',
        `/api/monitoring/projects/${IDS.projectB}/severity-names`,
        fx.tokens.outsider,
      );
      expect(other.data.list[0]?.name).toBe('蓝色');
    });

    it('validates names and rights', async () => {
      expect(await api(fx, 'PUT', url, fx.tokens.engineer, { list: [{ severity: 2, name: '  ' }] })).toMatchObject({
        code: 401,
        msg: 'name of severity 2 must not be empty',
      });
      expect(await api(fx, 'PUT', url, fx.tokens.engineer, { list: [{ severity: 2, name: '红色' }] })).toMatchObject({
        code: 401,
        msg: 'each severity needs its own name',
      });
      expect(await api(fx, 'PUT', url, fx.tokens.engineer, { list: [{ severity: 6, name: 'x' }] })).toMatchObject({ code: 401 });
      expect(await api(fx, 'PUT', url, fx.tokens.engineer, { list: [{ severity: 2, name: 'x', color: 'red' }] })).toMatchObject({
        code: 401,
      });
      expect((await api(fx, 'PUT', url, fx.tokens.viewer, { list: [{ severity: 2, name: 'x' }] })).code).toBe(403);
      expect((await api(fx, 'GET', url, fx.tokens.outsider)).code).toBe(403);
      expect((await api(fx, 'GET', '/api/monitoring/projects/none/severity-names', fx.tokens.admin)).code).toBe(404);
    });
  });
});
