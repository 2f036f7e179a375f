import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listConversations } from '../../hub/chat/chat-conversations';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword } from '../../shell/list-query';

/**
 * GET /message/imreply: the signed-in user's chat conversations, newest first -> `data.list[{ id (the other person),
 * realName, account, headIcon, latestMessage, latestDate, unreadMessage, messageType }]`. `keyword` filters by name or account.
 */
export const imReplyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/message/imreply',
    {
      preHandler: app.requireAuth,
      schema: { querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })), _t: Type.Optional(Type.String({ maxLength: 20 })) }) },
    },
    async (request) => ok({ list: await listConversations(app.db, currentUserId(request), readKeyword(request.query.keyword)) }),
  );
};
