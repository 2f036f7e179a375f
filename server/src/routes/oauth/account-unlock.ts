import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { unlockAccount } from '../../auth/account-unlock';
import { requireAdministrator } from '../../auth/require-administrator';
import { messagesFor } from '../../auth/sign-in-messages';
import { notFound, ok } from '../../lib/envelope';
import { NO_BODY, envelopeOf } from '../../wire/envelope';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
const UNLOCKED = Type.Object({ wasLocked: Type.Boolean() });

/**
 * PUT /api/permission/Users/{id}/Actions/Unlock (administrators): lifts the user's sign-in locks and pauses
 * (server/docs/sign-in.md). Seed 000 names no such call; it follows the spec's `/{id}/Actions/...` form.
 */
export const accountUnlockRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/permission/Users/:id/Actions/Unlock',
    { onRequest: requireAdministrator(app), schema: { params: Params, body: NO_BODY, response: { 200: envelopeOf(UNLOCKED) } } },
    async (request) => {
      const t = messagesFor(request);
      const user = await app.db.selectFrom('users').select(['id', 'account']).where('id', '=', request.params.id).executeTakeFirst();
      if (!user) throw notFound(t('online-no-user'));
      const wasLocked = await unlockAccount(app.db, user.account, Date.now());
      request.log.info({ userId: user.id, account: user.account, wasLocked, by: request.session?.userId }, 'sign-in lock lifted');
      return ok({ wasLocked }, t('account-unlocked'));
    },
  );
};
