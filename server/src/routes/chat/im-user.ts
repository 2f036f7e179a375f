import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listContacts } from '../../hub/chat/chat-users';
import { paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { PAGING_QUERY, readKeyword, readPaging } from '../../shell/list-query';

/**
 * GET /permission/Users/ImUser?keyword&currentPage&pageSize: the chat contact list, every enabled user except the
 * caller -> paged `{ id, account, realName, headIcon, department }`. keyword matches name or account.
 */
export const imUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/permission/Users/ImUser', { preHandler: app.requireAuth, schema: { querystring: Type.Object(PAGING_QUERY) } }, async (request) => {
    const paging = readPaging(request.query);
    const { list, total } = await listContacts(app.db, currentUserId(request), {
      keyword: readKeyword(request.query.keyword),
      currentPage: paging.currentPage,
      pageSize: paging.pageSize,
    });
    return paged(list, paging.currentPage, paging.pageSize, total);
  });
};
