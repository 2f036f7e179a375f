import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { revokeUserSessions } from '../../auth/sessions';
import { messagesFor } from '../../auth/sign-in-messages';
import { badRequest, notFound, ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { requireButton } from '../../shell/permission-check';
import { envelopeOf } from '../../wire/envelope';
import { FORCE_OFFLINE_RESULT } from '../../wire/online-users';
import { ONLINE_USER_MENU_CODE } from './online-user-menu';

const Params = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * DELETE /api/system/OnlineUser/{userId} signs every session of that user out ('forced'; they answer 601) and closes
 * their sockets after a `logout` frame. Needs btn_forceOffline on system.onlineUser.
 */
export const forceOfflineRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete('/:userId', { schema: { params: Params, response: { 200: envelopeOf(FORCE_OFFLINE_RESULT) } } }, async (request) => {
    const callerId = currentUserId(request);
    await requireButton(app.db, callerId, ONLINE_USER_MENU_CODE, 'btn_forceOffline');
    const t = messagesFor(request);
    const { userId } = request.params;
    if (userId === callerId) throw badRequest(t('online-self'));
    const user = await app.db.selectFrom('users').select(['id', 'account']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound(t('online-no-user'));
    const revoked = await revokeUserSessions(app.db, userId, 'forced');
    app.hub.disconnectUser(userId, 'forced');
    request.log.info({ userId, account: user.account, revoked, by: callerId }, 'user forced offline');
    return ok({ revoked }, t('online-forced'));
  });
};
