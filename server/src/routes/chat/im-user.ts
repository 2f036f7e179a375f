import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listContacts } from '../../hub/chat/chat-users';
import { paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging } from '../../shell/list-query';
import { CHAT_CONTACT } from '../../wire/chat-rest';
import { PAGING_QUERY, pagedEnvelopeOf } from '../../wire/envelope';

/**
 * GET /permission/Users/ImUser?keyword&currentPage&pageSize: the chat contact list, every enabled user except the
 * caller -> paged `{ id, account, realName, headIcon, department }`. keyword matches name or account.
 */
export const imUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/permission/Users/ImUser',
    { schema: { querystring: Type.Object(PAGING_QUERY), response: { 200: pagedEnvelopeOf(CHAT_CONTACT) } } },
    async (request) => {
      const paging = readPaging(request.query);
      const { list, total } = await listContacts(app.db, currentUserId(request), {
        keyword: readKeyword(request.query.keyword),
        currentPage: paging.currentPage,
        pageSize: paging.pageSize,
      });
      return paged(list, paging.currentPage, paging.pageSize, total);
    },
  );
};
