import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { HEALTH_ENVELOPE, type ServerHealth } from '../../wire/health';
import { createDatabaseProbe } from './database-probe';
import { startEventLoopDelayProbe } from './event-loop-delay';

/**
 * GET /api/health, without sign-in: uptime, memory, event-loop delay p99, open sockets and whether the database
 * answers. Cheap by design (no query beyond a `select 1` reused for a second), so a wall display may poll it.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const eventLoop = startEventLoopDelayProbe();
  const checkDatabase = createDatabaseProbe(app.db);
  app.addHook('onClose', async () => eventLoop.stop());

  app.get('/health', { schema: { response: { 200: HEALTH_ENVELOPE } } }, async () => {
    const database = await checkDatabase();
    const memory = process.memoryUsage();
    const health: ServerHealth = {
      status: database.reachable ? 'ok' : 'degraded',
      uptimeSeconds: Math.round(process.uptime() * 10) / 10,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      externalBytes: memory.external,
      eventLoopDelayP99Ms: Math.round(eventLoop.p99Ms() * 100) / 100,
      // The hub's registry holds one entry per open websocket.
      openSockets: app.hub.connections.size,
      database: { ...database, latencyMs: Math.round(database.latencyMs * 100) / 100 },
    };
    return ok(health);
  });
};
