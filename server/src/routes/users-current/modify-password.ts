import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashPassword } from '../../auth/passwords';
import { resolveSignInSettings } from '../../auth/sign-in-settings';
import { refuse } from '../../i18n/localized-error';
import { currentUserId } from '../../shell/current-user-id';
import { EMPTY_ENVELOPE } from '../../wire/envelope';
import { MODIFY_PASSWORD_BODY } from '../../wire/profile';
import { checkOldPassword } from './old-password-check';
import { profileMessagesFor } from './profile-messages';

/**
 * POST /api/permission/Users/Current/Actions/ModifyPassword `{ oldPassword, password }`, both the hex MD5 of what the
 * person typed, as at sign-in. The console checks the new password's rule (6-16 letters and digits, both) on the
 * plain text before hashing; the server never sees that text, so it can check only what the hashes show: the old
 * password is right, and the new one differs from it. On success every other session of the person ends (601, and
 * their sockets get logout) while the one that asked stays signed in. Wrong old passwords count toward the sign-in
 * lock (old-password-check.ts).
 */
export const modifyPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = resolveSignInSettings(app.config);
  app.post(
    '/permission/Users/Current/Actions/ModifyPassword',
    { schema: { body: MODIFY_PASSWORD_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const userId = currentUserId(request);
      const { oldPassword, password } = request.body;
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'account', 'passwordHash'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await checkOldPassword(app.db, settings, request, user, oldPassword);
      if (password === oldPassword) throw refuse('profile.password-same');
      const passwordHash = await hashPassword(password);
      const currentSession = request.session?.sessionId ?? '';
      const now = Date.now();
      const ended = await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
        const others = await trx
          .selectFrom('session')
          .select('id')
          .where('userId', '=', userId)
          .where('id', '!=', currentSession)
          .where('revokedAt', 'is', null)
          .execute();
        if (others.length > 0) {
          await trx
            .updateTable('session')
            .set({ revokedAt: now, revokedReason: 'forced' })
            .where(
              'id',
              'in',
              others.map((row) => row.id),
            )
            .execute();
        }
        return others.map((row) => row.id);
      });
      // After the commit, so no socket closes for a change that was rolled back.
      for (const sessionId of ended) app.hub.disconnectSession(sessionId, 'forced');
      request.log.info({ userId, endedSessions: ended.length }, 'password changed');
      return { code: 200, msg: profileMessagesFor(request)('password-changed') };
    },
  );
};
