import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';
import type * as RegisterModule from '../../../server/src/routes/register';

// A response schema silently drops every field it does not list. To prove none is lost, the payload each handler
// returned is captured before serialisation and compared with what went over the wire. The capture is a
// preSerialization hook added where the routes are mounted: registerRoutes is wrapped, not replaced.
const captured = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../../server/src/routes/register', async (importOriginal) => {
  const original = await importOriginal<typeof RegisterModule>();
  return {
    registerRoutes: async (app: FastifyInstance) => {
      app.addHook('preSerialization', async (request, _reply, payload) => {
        captured.set(`${request.method} ${request.url}`, JSON.parse(JSON.stringify(payload)) as unknown);
        return payload;
      });
      await original.registerRoutes(app);
    },
  };
});

// Answers kept ready as text (routes/cached-answer.ts) skip preSerialization; here they are loaded and sent as objects,
// so the hook sees them too. What is under test is the schema, which serialises both the same way.
vi.mock('../../../server/src/routes/cached-answer', () => ({
  cachedAnswer:
    (_options: unknown, load: (db: unknown, key: unknown) => Promise<object>) =>
    async (reply: { send(payload: object): unknown }, db: unknown, key: unknown) =>
      reply.send(await load(db, key)),
}));

/** Paths of the fields `sent` holds that `answered` lacks, e.g. `data.list.0.latest.receivedAt`. */
function droppedFields(sent: unknown, answered: unknown, path = ''): string[] {
  if (typeof sent !== 'object' || sent === null) return [];
  if (typeof answered !== 'object' || answered === null) return [path || '(root)'];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path === '' ? key : `${path}.${key}`;
    if (!(key in answered)) return [at];
    return droppedFields(value, (answered as Record<string, unknown>)[key], at);
  });
}

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await signInAs(ctx, 'usr-admin');
});

afterAll(async () => {
  await ctx.close();
});

describe('response schemas', () => {
  it('drop none of the fields a handler answers', async () => {
    const db = ctx.database.db;
    const point = await db.selectFrom('monitoringPoint').select(['id', 'projectId', 'code']).orderBy('id').executeTakeFirstOrThrow();
    const position = await db.selectFrom('position').select('id').orderBy('id').executeTakeFirstOrThrow();
    const menu = await db.selectFrom('menu').select('id').where('type', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const message = await db.selectFrom('messageReceiver').select('messageId').where('userId', '=', 'usr-admin').executeTakeFirst();
    const now = Date.now();
    const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(200);
      return response;
    };
    // Readings first, so the latest and range answers carry data.
    const readings = [1, 2, 3].map((step) => ({ pointId: point.id, ts: now - step * 60_000, value: step }));
    await inject('POST', '/api/monitoring/readings', { readings });
    await inject('PUT', '/api/permission/Authority/SetColumnsByModuleId/' + menu.id, {
      moduleId: menu.id,
      fieldList: JSON.stringify([{ prop: 'a', label: 'A', visible: true, width: 120 }]),
    });

    type Call = [method: 'GET' | 'POST', url: string, payload?: object];
    const calls: Call[] = [
      ['GET', '/api/oauth/CurrentUser'],
      ['GET', '/api/oauth/getConfig/admin'],
      ['GET', '/api/oauth/codeCertificate'],
      ['GET', '/api/system/SysConfig'],
      ['GET', '/api/busProject/BusProject/getAppCode'],
      ['POST', '/api/busProject/BusProject/getProject', {}],
      ['POST', '/api/wxprojectexhibition/WXProjectExhibition/getNoExhibitionProject', {}],
      ['GET', '/api/system/OnlineUser/?currentPage=1&pageSize=5'],
      ['GET', '/api/permission/Users?currentPage=1&pageSize=5'],
      ['GET', '/api/permission/Users/usr-engineer01'],
      ['GET', '/api/permission/Users/Selector'],
      ['POST', '/api/permission/Users/getUserList', { userId: ['usr-engineer01', 'usr-viewer01'] }],
      ['POST', '/api/permission/Users/ImUser/Selector/0', {}],
      ['POST', '/api/permission/Users/ImUser/Selector/0', { keyword: 'a' }],
      ['GET', '/api/permission/Users/ImUser?currentPage=1&pageSize=5'],
      ['GET', '/api/permission/Organize'],
      ['GET', '/api/permission/Organize/Tree'],
      ['GET', '/api/permission/Organize/Selector/0'],
      ['GET', '/api/permission/Position?currentPage=1&pageSize=5'],
      ['GET', `/api/permission/Position/${position.id}`],
      ['GET', `/api/permission/Authority/GetColumnsByModuleId/${menu.id}`],
      ['GET', '/api/system/Feedback?currentPage=1&pageSize=5'],
      ['GET', '/api/message?currentPage=1&pageSize=5'],
      ...(message ? [['GET', `/api/message/ReadInfo/${message.messageId}`] satisfies Call] : []),
      ['GET', '/api/message/unread-count'],
      ['GET', '/api/message/imreply'],
      ['GET', `/api/monitoring/points/${point.id}/thresholds`],
      ['GET', `/api/monitoring/points/${point.id}/alarm-rules`],
      ['GET', `/api/monitoring/points/${point.id}/latest`],
      ['GET', `/api/monitoring/points/${point.id}/readings?from=${now - 3_600_000}&to=${now}`],
      ['GET', `/api/monitoring/points/${point.id}/readings?from=${now - 3_600_000}&to=${now}&limit=2`],
      ['GET', `/api/monitoring/readings/latest?projectId=${point.projectId}`],
      ['GET', `/api/monitoring/projects/${point.projectId}/severity-names`],
      ['GET', '/api/monitoring/alarms?currentPage=1&pageSize=5&state=all'],
      ['GET', '/api/monitoring/alarms/summary'],
      ['GET', '/api/deploy/alertConfiguration/querySoundLightAlarm'],
      ['GET', `/api/deploy/monitoringPointManagement/list?projectId=${point.projectId}`],
      ['GET', `/api/deploy/monitoringPointManagement/list?projectId=${point.projectId}&pageNum=1&pageSize=5`],
      ['GET', `/api/deploy/monitoringPointManagement/findById/${point.id}`],
      ['POST', '/api/deploy/monitoringPointManagement/listMapByType', { projectId: point.projectId }],
      ['GET', `/api/dam/list/${point.projectId}`],
      ['GET', '/api/dam/list'],
    ];
    const dropped: string[] = [];
    for (const [method, url, payload] of calls) {
      const response = await inject(method, url, payload);
      const answer = response.json() as { code: number };
      expect({ url, code: answer.code }).toEqual({ url, code: 200 });
      const sent = captured.get(`${method} ${url}`);
      expect(sent, url).toBeDefined();
      dropped.push(...droppedFields(sent, answer).map((field) => `${method} ${url}: ${field}`));
    }
    expect(dropped).toEqual([]);
  });
});
