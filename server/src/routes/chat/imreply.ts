import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listConversations } from '../../hub/chat/chat-conversations';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword } from '../../shell/list-query';
import { CHAT_CONVERSATION } from '../../wire/chat-rest';
import { CACHE_BUSTER_QUERY, listEnvelopeOf } from '../../wire/envelope';

/**
 * GET /message/imreply: the signed-in user's chat conversations, newest first -> `data.list[{ id (the other person),
 * realName, account, headIcon, latestMessage, latestDate, unreadMessage, messageType }]`. `keyword` filters by name or account.
 */
export const imReplyRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/message/imreply',
    {
      schema: {
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })), ...CACHE_BUSTER_QUERY }),
        response: { 200: listEnvelopeOf(CHAT_CONVERSATION) },
      },
    },
    async (request) => ok({ list: await listConversations(app.db, currentUserId(request), readKeyword(request.query.keyword)) }),
  );
};
