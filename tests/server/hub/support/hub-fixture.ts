import type { AddressInfo } from 'node:net';
import { issueSession } from '../../../../server/src/auth/sessions';
import type { ServerConfig } from '../../../../server/src/config';
import type { AlarmDto } from '../../../../server/src/wire/alarm';
import { SOCKET_PATH } from '../../../../server/src/wire/hub';
import { createTestApp, type TestContext } from '../../support/test-app';
import { TestSocket } from './test-socket';
import { insertTestDam } from '../../support/insert-test-dam';

export const PROJECT = { north: 'hub-north', south: 'hub-south' } as const;

/** Monitoring points that exist in the fixture's database, by project. */
export const POINT = {
  northLevel: { id: 'pt-level-1', projectId: PROJECT.north },
  northFlow: { id: 'pt-flow-1', projectId: PROJECT.north },
  south: { id: 'pt-south-1', projectId: PROJECT.south },
  southOther: { id: 'pt-south-9', projectId: PROJECT.south },
} as const;

/** Users of the hub tests: an administrator and members of one or both projects. */
export const USER = {
  admin: { id: 'hub-admin', account: 'hubadmin', realName: 'Hub Admin', admin: 1, projects: [] as string[] },
  alice: { id: 'hub-alice', account: 'alice', realName: 'Alice North', admin: 0, projects: [PROJECT.north] },
  bob: { id: 'hub-bob', account: 'bob', realName: 'Bob Both', admin: 0, projects: [PROJECT.north, PROJECT.south] },
  carol: { id: 'hub-carol', account: 'carol', realName: 'Carol South', admin: 0, projects: [PROJECT.south] },
  dave: { id: 'hub-dave', account: 'dave', realName: 'Dave Nobody', admin: 0, projects: [] as string[] },
} as const;

export interface HubFixture {
  ctx: TestContext;
  /** ws://host:port */
  base: string;
  signIn(userId: string): Promise<{ token: string; sessionId: string }>;
  /** Opens a socket the spec's way, the token in the path; `headers` go on the upgrade request. */
  connect(token: string, headers?: Record<string, string>): Promise<TestSocket>;
  /** Opens a socket on the bare SOCKET_PATH with these subprotocols (the console's way: the token in a header). */
  connectWithProtocols(protocols: string[]): Promise<TestSocket>;
  close(): Promise<void>;
}

/** A listening server (port 0) on a fresh database with two projects and the users above. */
export async function startHub(overrides: Partial<ServerConfig> = {}): Promise<HubFixture> {
  const ctx = await createTestApp(overrides, { seed: false });
  const db = ctx.database.db;
  const now = Date.now();
  await db
    .insertInto('organize')
    .values({ id: 'hub-org', parentId: '-1', category: 'company', enCode: 'hub-org', fullName: 'Hub Water', createdAt: now })
    .execute();
  await db
    .insertInto('organize')
    .values({ id: 'hub-dept', parentId: 'hub-org', category: 'department', enCode: 'hub-dept', fullName: 'Dam Operations', createdAt: now })
    .execute();
  for (const id of Object.values(PROJECT)) {
    await db
      .insertInto('project')
      .values({
        id,
        organizeId: 'hub-org',
        enCode: id,
        fullName: id,
        projectTypeId: 'reservoir',
        groupName: 'hub',
        latitude: 30,
        longitude: 120,
        createdAt: now,
      })
      .execute();
  }
  for (const projectId of Object.values(PROJECT)) {
    await insertTestDam(db, { id: `dam-${projectId}`, projectId, name: `Dam ${projectId}`, now });
  }
  for (const point of Object.values(POINT)) {
    await db
      .insertInto('monitoringPoint')
      .values({
        id: point.id,
        projectId: point.projectId,
        damId: `dam-${point.projectId}`,
        code: point.id,
        name: point.id,
        type: 'water-level',
        unit: 'm',
        latitude: 30,
        longitude: 120,
        elevation: null,
        rangeMin: null,
        rangeMax: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
  let sort = 0;
  for (const user of Object.values(USER)) {
    await db
      .insertInto('users')
      .values({
        id: user.id,
        account: user.account,
        parentId: null,
        realName: user.realName,
        mobilePhone: null,
        email: null,
        headIcon: `${user.account}.png`,
        organizeId: 'hub-org',
        departmentId: 'hub-dept',
        positionId: null,
        passwordHash: 'not-used',
        isAdministrator: user.admin,
        sortCode: (sort += 1),
        createdAt: now,
      })
      .execute();
    for (const projectId of user.projects) await db.insertInto('projectMember').values({ projectId, userId: user.id }).execute();
  }
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const base = `ws://127.0.0.1:${port}`;
  const sockets: TestSocket[] = [];
  return {
    ctx,
    base,
    async signIn(userId) {
      const session = await issueSession(db, {
        userId,
        ipAddress: '127.0.0.1',
        place: '',
        userAgent: 'vitest',
        origin: 'pc',
        idleMs: ctx.config.sessionIdleMs,
      });
      return { token: session.token, sessionId: session.sessionId };
    },
    async connect(token, headers) {
      const socket = await TestSocket.open(`${base}${SOCKET_PATH}/${encodeURIComponent(token)}`, [], headers);
      sockets.push(socket);
      return socket;
    },
    async connectWithProtocols(protocols) {
      const socket = await TestSocket.open(`${base}${SOCKET_PATH}`, protocols);
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.ws.terminate();
      await ctx.close();
    },
  };
}

let alarmCounter = 0;

/** An alarm as the alarm engine would emit it. */
export function alarm(projectId: string, overrides: Partial<AlarmDto> = {}): AlarmDto {
  alarmCounter += 1;
  const now = Date.now();
  return {
    id: `alarm-${alarmCounter}`,
    pointId: `pt-${projectId}`,
    pointName: 'Upstream level',
    projectId,
    damId: `dam-${projectId}`,
    severity: 3,
    severityName: 'Orange',
    kind: 'threshold',
    state: 'active',
    acknowledged: false,
    value: 151.2,
    unit: 'm',
    message: 'Upstream level above the orange line',
    raisedAt: now,
    clearedAt: null,
    ackBy: null,
    ackAt: null,
    ackComment: null,
    revision: 1,
    updatedAt: now,
    ...overrides,
  };
}
