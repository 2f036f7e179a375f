import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadCurrentUser } from '../../auth/current-user';
import { AppError, CODE, ok } from '../../lib/envelope';

/** GET /api/oauth/CurrentUser: menus, permissions, the person and the site settings (contract section 2). */
export const currentUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/oauth/CurrentUser', { preHandler: app.requireAuth }, async (request) => {
    const session = request.session;
    if (!session) throw new AppError(CODE.TOKEN_INVALID, 'Your sign-in is not valid, please sign in again');
    const current = await loadCurrentUser(app.db, session.userId, session.sessionId);
    // The session row cascades with its user, so a missing user means the sign-in is gone.
    if (!current) throw new AppError(CODE.TOKEN_INVALID, 'Your sign-in is not valid, please sign in again');
    return ok(current);
  });
};
