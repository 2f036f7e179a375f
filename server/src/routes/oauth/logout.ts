import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { revokeSession } from '../../auth/sessions';
import { messagesFor } from '../../auth/sign-in-messages';
import { ok } from '../../lib/envelope';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE } from '../../wire/envelope';

/** GET /api/oauth/Logout revokes the caller's session; its token then answers 602. */
export const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/Logout', { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    if (request.session) {
      await revokeSession(app.db, request.session.sessionId, 'logout');
      // Tell this session's open sockets now rather than at the hub's next sweep.
      app.hub.disconnectSession(request.session.sessionId, 'logout');
    }
    return ok(undefined, messagesFor(request)('signed-out'));
  });
};
