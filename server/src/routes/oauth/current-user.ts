import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { loadCurrentUser } from '../../auth/current-user';
import { CODE, ok } from '../../lib/envelope';
import { LocalizedError } from '../../i18n/localized-error';
import { CURRENT_USER } from '../../wire/current-user';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';

/** GET /api/oauth/CurrentUser: menus, permissions, the person and the site settings (contract section 2). */
export const currentUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/oauth/CurrentUser',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(CURRENT_USER) } } },
    async (request) => {
      const session = request.session;
      if (!session) throw new LocalizedError(CODE.TOKEN_INVALID, 'session.invalid');
      const current = await loadCurrentUser(app.db, session.userId, session.sessionId);
      // The session row cascades with its user, so a missing user means the sign-in is gone.
      if (!current) throw new LocalizedError(CODE.TOKEN_INVALID, 'session.invalid');
      return ok(current);
    },
  );
};
