import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { loadCurrentUser } from '../../auth/current-user';
import type { Db } from '../../db/database';
import { CODE, ok } from '../../lib/envelope';
import { LocalizedError } from '../../i18n/localized-error';
import { CURRENT_USER } from '../../wire/current-user';
import { CACHE_BUSTER_QUERY, envelopeOf } from '../../wire/envelope';
import { cachedAnswer } from '../cached-answer';

/**
 * Each session's answer as sent: a 15-20 KB menu tree a console asks for on every load. Its parts are cached already
 * (auth/current-user.ts); keeping the serialised text too saves serialising it per call. Retired by any write to the
 * tables its parts come from (a sign-in writes login_log, so every session's answer is rebuilt once after one).
 * Bound: 500 sessions, 5 minutes.
 */
const currentUserAnswer = cachedAnswer(
  {
    tables: [
      ...['users', 'organize', 'position', 'userRole', 'role', 'menu', 'menuElement', 'roleGrant', 'loginLog', 'sysConfig'],
      ...['authorityGrant', 'userGroup', 'userGroupMember'],
    ] as const,
    maxEntries: 500,
    ttlMs: 5 * 60_000,
    identity: (session: { userId: string; sessionId: string }) => `${session.userId} ${session.sessionId}`,
  },
  async (db: Db, session: { userId: string; sessionId: string }) => {
    const current = await loadCurrentUser(db, session.userId, session.sessionId);
    // The session row cascades with its user, so a missing user means the sign-in is gone.
    if (!current) throw new LocalizedError(CODE.TOKEN_INVALID, 'session.invalid');
    return ok(current);
  },
);

/** GET /api/oauth/CurrentUser: menus, permissions, the person and the site settings (contract section 2). */
export const currentUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/oauth/CurrentUser',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(CURRENT_USER) } } },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw new LocalizedError(CODE.TOKEN_INVALID, 'session.invalid');
      return currentUserAnswer(reply, app.db, session);
    },
  );
};
