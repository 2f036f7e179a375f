import { expect } from 'vitest';
import { issueSession } from '../../../../server/src/auth/sessions';
import type { Db } from '../../../../server/src/db/database';
import type { PointType } from '../../../../server/src/db/tables/monitoring';
import type { ServerBus } from '../../../../server/src/lib/server-bus';
import type { AlarmChangeType, AlarmDto } from '../../../../server/src/wire/alarm';
import type { AlarmEngine } from '../../../../server/src/monitoring/alarms/alarm-engine';
import { ALARM_MENU_CODE, ALARM_SETTINGS_BUTTON, SOUND_LIGHT_BUTTON } from '../../../../server/src/monitoring/alarms/alarm-setting-rights';
import { alarmEngineFor } from '../../../../server/src/monitoring/alarms/engine-plugin';
import { createIngestService } from '../../../../server/src/monitoring/ingest/ingest-service';
import { createTestApp, type TestContext } from '../../support/test-app';
import { insertTestDam } from '../../support/insert-test-dam';

// Everything these suites need, written straight to a fresh database (no demo seed): two projects, the four
// roles, people with different rights, one dam per project and a few points.

export const T0 = Date.UTC(2026, 0, 15, 0, 0, 0);
export const MINUTE = 60_000;

export const IDS = {
  projectA: 'prj-a',
  projectB: 'prj-b',
  damA: 'dam-a',
  damB: 'dam-b',
  level: 'pt-level',
  seepage: 'pt-seep',
  fastLevel: 'pt-fast',
  pointB: 'pt-b',
} as const;

export type Person = 'admin' | 'duty' | 'engineer' | 'viewer' | 'outsider';

export interface AlarmFixture extends TestContext {
  db: Db;
  tokens: Record<Person, string>;
  userIds: Record<Person, string>;
  /** The app's own engine (await `engine.idle()` after an ingest). */
  engine: AlarmEngine;
  /** Every `alarm.changed` event on the app bus, in order. */
  events: { type: AlarmChangeType; alarm: AlarmDto }[];
}

async function insertPeople(db: Db, now: number): Promise<Record<Person, string>> {
  const roles = ['administrator', 'dutyOfficer', 'engineer', 'viewer'];
  await db
    .insertInto('role')
    .values(roles.map((code, i) => ({ id: `role-${code}`, enCode: code, fullName: code, sortCode: i })))
    .execute();
  const people: [Person, string, string, number, string[]][] = [
    ['admin', '管理员', 'administrator', 1, []],
    ['duty', '值班员', 'dutyOfficer', 0, [IDS.projectA]],
    ['engineer', '工程师', 'engineer', 0, [IDS.projectA]],
    ['viewer', '访客', 'viewer', 0, [IDS.projectA]],
    ['outsider', '外人', 'dutyOfficer', 0, [IDS.projectB]],
  ];
  const ids = {} as Record<Person, string>;
  for (const [person, realName, role, isAdministrator, projects] of people) {
    const id = `user-${person}`;
    ids[person] = id;
    await db
      .insertInto('users')
      .values({
        id,
        account: person,
        parentId: null,
        realName,
        mobilePhone: null,
        email: null,
        organizeId: 'org-1',
        departmentId: null,
        positionId: null,
        passwordHash: 'x',
        isAdministrator,
        createdAt: now,
      })
      .execute();
    await db
      .insertInto('userRole')
      .values({ userId: id, roleId: `role-${role}` })
      .execute();
    for (const projectId of projects) await db.insertInto('projectMember').values({ projectId, userId: id }).execute();
  }
  return ids;
}

/**
 * The alarm centre's menu with the button rights of a fresh seed (demo-grants.ts): every role opens it; btn_edit
 * (alarm settings) for administrators and engineers, btn_soundLight (the global switch) for administrators and duty
 * officers; the viewer holds neither.
 */
async function grantAlarmCentre(db: Db): Promise<void> {
  const menuId = 'menu-monitoring-alarms';
  await db.insertInto('menu').values({ id: menuId, parentId: '-1', enCode: ALARM_MENU_CODE, fullName: '告警中心', type: 2 }).execute();
  const holders = { [ALARM_SETTINGS_BUTTON]: ['administrator', 'engineer'], [SOUND_LIGHT_BUTTON]: ['administrator', 'dutyOfficer'] };
  for (const [enCode, roles] of Object.entries(holders)) {
    const id = `el-alarms-${enCode}`;
    await db.insertInto('menuElement').values({ id, menuId, kind: 'button', enCode, fullName: enCode, sortCode: 10 }).execute();
    for (const role of roles)
      await db
        .insertInto('roleGrant')
        .values({ roleId: `role-${role}`, itemKind: 'button', itemId: id })
        .execute();
  }
  for (const role of ['administrator', 'dutyOfficer', 'engineer', 'viewer']) {
    await db
      .insertInto('roleGrant')
      .values({ roleId: `role-${role}`, itemKind: 'menu', itemId: menuId })
      .execute();
  }
}

async function insertPoint(
  db: Db,
  id: string,
  projectId: string,
  damId: string,
  name: string,
  type: PointType,
  unit: string,
  intervalSeconds: number,
  now: number,
) {
  await db
    .insertInto('monitoringPoint')
    .values({
      id,
      projectId,
      damId,
      code: id.toUpperCase(),
      name,
      type,
      unit,
      latitude: 30.1,
      longitude: 120.1,
      elevation: null,
      rangeMin: null,
      rangeMax: null,
      intervalSeconds,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

export async function createAlarmFixture(): Promise<AlarmFixture> {
  const ctx = await createTestApp({}, { seed: false });
  const db = ctx.database.db;
  const now = Date.now();
  await db
    .insertInto('organize')
    .values({ id: 'org-1', parentId: '-1', category: 'company', enCode: 'org1', fullName: '水务集团', createdAt: now })
    .execute();
  for (const [id, name] of [
    [IDS.projectA, '青水水库大坝'],
    [IDS.projectB, '澜江河道巡查'],
  ] as const) {
    await db
      .insertInto('project')
      .values({
        id,
        organizeId: 'org-1',
        enCode: id,
        fullName: name,
        projectTypeId: 'reservoir',
        groupName: '水库工程',
        latitude: 30,
        longitude: 120,
        createdAt: now,
      })
      .execute();
  }
  for (const [id, projectId] of [
    [IDS.damA, IDS.projectA],
    [IDS.damB, IDS.projectB],
  ] as const) {
    await insertTestDam(db, { id, projectId, name: `${id} dam`, now });
  }
  await insertPoint(db, IDS.level, IDS.projectA, IDS.damA, '库水位 W1', 'water-level', 'm', 300, now);
  await insertPoint(db, IDS.seepage, IDS.projectA, IDS.damA, '渗压计 P3', 'osmotic-pressure', 'kPa', 300, now);
  await insertPoint(db, IDS.fastLevel, IDS.projectA, IDS.damA, '上游水位 W2', 'water-level', 'm', 60, now);
  await insertPoint(db, IDS.pointB, IDS.projectB, IDS.damB, '河道水位 R1', 'water-level', 'm', 300, now);

  const userIds = await insertPeople(db, now);
  await grantAlarmCentre(db);
  const tokens = {} as Record<Person, string>;
  for (const person of Object.keys(userIds) as Person[]) {
    const session = await issueSession(db, {
      userId: userIds[person],
      ipAddress: '10.0.0.1',
      place: '',
      userAgent: 'vitest',
      origin: 'pc',
      idleMs: ctx.config.sessionIdleMs,
    });
    tokens[person] = session.token;
  }
  const events: AlarmFixture['events'] = [];
  ctx.app.bus.on('alarm.changed', (change) => events.push(change));
  const engine = alarmEngineFor(ctx.app.bus);
  if (!engine) throw new Error('the alarm engine plugin is not registered');
  return { ...ctx, db, tokens, userIds, events, engine, close: () => closeQuietly(ctx) };
}

/** Kept for the suites that call it; the support's close now waits for PostgreSQL connections to go. */
export async function closeQuietly(ctx: TestContext): Promise<void> {
  await ctx.close();
}

/** Stores readings through the real ingest path on `bus`, as the readings route would. */
export async function ingest(
  db: Db,
  bus: ServerBus,
  pointId: string,
  points: readonly (readonly [ts: number, value: number])[],
  now?: number,
) {
  const service = createIngestService(db, bus);
  const result = await service.ingest(
    points.map(([ts, value]) => ({ pointId, ts, value })),
    { now: now ?? Math.max(...points.map(([ts]) => ts)) },
  );
  expect(result.accepted).toBe(points.length);
}

export async function setThresholds(db: Db, pointId: string, list: { severity: number; upper?: number; lower?: number }[]) {
  await db.deleteFrom('pointThreshold').where('pointId', '=', pointId).execute();
  for (const entry of list) {
    await db
      .insertInto('pointThreshold')
      .values({ pointId, severity: entry.severity, upper: entry.upper ?? null, lower: entry.lower ?? null, updatedAt: 0, updatedBy: null })
      .execute();
  }
}

/** Calls the API as the console would, set to English, and returns the envelope (always HTTP 200). */
export async function api<T = unknown>(fx: TestContext, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
  const response = await fx.app.inject({
    method,
    url,
    headers: { 'jnpf-origin': 'pc', 'accept-language': 'en', ...(token ? { authorization: token } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; msg: string; data: T };
}
