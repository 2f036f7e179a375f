import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { MessageKind } from '../../db/tables/shell';
import { notFound, ok, paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { noticeCountsOf } from '../../shell/message-delivery';
import { readKeyword, readPaging, readSort } from '../../shell/list-query';
import { CACHE_BUSTER_QUERY, NO_BODY, PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { MESSAGE_ITEM, READ_ALL_RESULT, UNREAD_COUNT } from '../../wire/messages';
import { MESSAGE_SORT_FIELDS, countUnread, listMessages, markAllRead, readMessage } from '../../shell/message-store';

// Query values arrive as text; an empty value means "any".
const TYPE_PARAM = Type.Optional(Type.String({ pattern: '^[1-5]?$' }));
const IS_READ_PARAM = Type.Optional(Type.String({ pattern: '^[01]?$' }));

function readType(value: string | undefined): MessageKind | undefined {
  return value ? (Number(value) as MessageKind) : undefined;
}

/**
 * The signed-in user's message centre (contract section 6): the paged list, reading one (which marks it read),
 * read-all, and the unread counts the top bar's bell shows.
 */
export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The websocket's initMessage reads its badge counts from here.
  app.hub.setNoticeCounter((userId) => noticeCountsOf(app, userId));

  app.get(
    '/message',
    {
      schema: {
        querystring: Type.Object({ ...PAGING_QUERY, type: TYPE_PARAM, isRead: IS_READ_PARAM }),
        response: { 200: pagedEnvelopeOf(MESSAGE_ITEM) },
      },
    },
    async (request) => {
      const { query } = request;
      const paging = readPaging(query);
      const { list, total } = await listMessages(app.db, currentUserId(request), {
        keyword: readKeyword(query.keyword),
        type: readType(query.type),
        isRead: query.isRead ? (Number(query.isRead) as 0 | 1) : undefined,
        sort: readSort(query, MESSAGE_SORT_FIELDS, 'lastModifyTime', 'desc'),
        paging,
      });
      return paged(list, paging.currentPage, paging.pageSize, total);
    },
  );

  app.get(
    '/message/ReadInfo/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Type.Object(CACHE_BUSTER_QUERY),
        response: { 200: envelopeOf(MESSAGE_ITEM) },
      },
    },
    async (request) => {
      const message = await readMessage(app.db, currentUserId(request), request.params.id);
      if (!message) throw notFound('This message does not exist or was not sent to you');
      return ok(message);
    },
  );

  app.post(
    '/message/Actions/ReadAll',
    { schema: { querystring: Type.Object({ type: TYPE_PARAM }), body: NO_BODY, response: { 200: envelopeOf(READ_ALL_RESULT) } } },
    async (request) => {
      const updated = await markAllRead(app.db, currentUserId(request), readType(request.query.type));
      return ok({ updated });
    },
  );

  app.get(
    '/message/unread-count',
    { schema: { querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(UNREAD_COUNT) } } },
    async (request) => {
      return ok(await countUnread(app.db, currentUserId(request)));
    },
  );
};
