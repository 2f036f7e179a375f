import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Wraps a route area in its own scope whose every request needs a live session: one guard per area instead of one per
 * route, so a route added later cannot forget it. The guard runs at onRequest, before the body is read, so a caller
 * without a session learns 600/601/602 and never how its input would have been judged.
 */
export function signedIn(area: FastifyPluginAsync): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    app.addHook('onRequest', app.requireAuth);
    await app.register(area);
  };
}
