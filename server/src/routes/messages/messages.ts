import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/database';
import { cachedAnswer } from '../cached-answer';
import type { MessageKind } from '../../db/tables/shell';
import { missing } from '../../i18n/localized-error';
import { ok, paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { noticeCountsOf, pushUnreadCounts } from '../../shell/message-delivery';
import { readKeyword, readPaging, readSort } from '../../shell/list-query';
import { CACHE_BUSTER_QUERY, NO_BODY, PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { DELETE_RECORDS_BODY, DELETE_RECORDS_RESULT, MESSAGE_ITEM, READ_ALL_RESULT, UNREAD_COUNT } from '../../wire/messages';
import { MESSAGE_SORT_FIELDS, countUnread, deleteReceived, listMessages, markAllRead, readMessage } from '../../shell/message-store';
import { noticeRoutes } from './notice-routes';

// Query values arrive as text; an empty value means "any".
const TYPE_PARAM = Type.Optional(Type.String({ pattern: '^[1-5]?$' }));
const IS_READ_PARAM = Type.Optional(Type.String({ pattern: '^[01]?$' }));
const LIST_QUERY = Type.Object({ ...PAGING_QUERY, type: TYPE_PARAM, isRead: IS_READ_PARAM });

function readType(value: string | undefined): MessageKind | undefined {
  return value ? (Number(value) as MessageKind) : undefined;
}

type MessagePageQuery = Static<typeof LIST_QUERY> & { userId: string };

/**
 * Each person's message pages as sent, by query. Sending, reading and deleting messages write the tables below and
 * retire them. Bound: 2,000 pages, 5 minutes.
 */
const messagePage = cachedAnswer(
  {
    tables: ['message', 'messageReceiver', 'users'],
    maxEntries: 2_000,
    ttlMs: 5 * 60_000,
    identity: (query: MessagePageQuery) =>
      JSON.stringify([query.userId, query.keyword, query.type, query.isRead, query.sidx, query.sort, query.currentPage, query.pageSize]),
  },
  async (db: Db, query: MessagePageQuery) => {
    const paging = readPaging(query);
    const { list, total } = await listMessages(db, query.userId, {
      keyword: readKeyword(query.keyword),
      type: readType(query.type),
      isRead: query.isRead ? (Number(query.isRead) as 0 | 1) : undefined,
      sort: readSort(query, MESSAGE_SORT_FIELDS, 'lastModifyTime', 'desc'),
      paging,
    });
    return paged(list, paging.currentPage, paging.pageSize, total);
  },
);

/**
 * The signed-in user's message centre (contract section 6): the paged list, reading one (which marks it read),
 * read-all, deleting one's own copies, the unread counts the top bar's bell shows, and the notices (notice-routes.ts).
 */
export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The websocket's initMessage reads its badge counts from here.
  app.hub.setNoticeCounter((userId) => noticeCountsOf(app, userId));
  await app.register(noticeRoutes);

  app.get(
    '/message',
    {
      schema: {
        querystring: LIST_QUERY,
        response: { 200: pagedEnvelopeOf(MESSAGE_ITEM) },
      },
    },
    async (request, reply) => messagePage(reply, app.db, { ...request.query, userId: currentUserId(request) }),
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
      const userId = currentUserId(request);
      const read = await readMessage(app.db, userId, request.params.id);
      if (!read) throw missing('messages.no-such-message');
      if (read.changed) await pushUnreadCounts(app, [userId]);
      return ok(read.message);
    },
  );

  app.post(
    '/message/Actions/ReadAll',
    { schema: { querystring: Type.Object({ type: TYPE_PARAM }), body: NO_BODY, response: { 200: envelopeOf(READ_ALL_RESULT) } } },
    async (request) => {
      const userId = currentUserId(request);
      const updated = await markAllRead(app.db, userId, readType(request.query.type));
      if (updated > 0) await pushUnreadCounts(app, [userId]);
      return ok({ updated });
    },
  );

  app.delete(
    '/message/Record',
    { schema: { body: DELETE_RECORDS_BODY, response: { 200: envelopeOf(DELETE_RECORDS_RESULT) } } },
    async (request) => {
      const userId = currentUserId(request);
      const deleted = await deleteReceived(app.db, userId, request.body.ids.split(','));
      if (deleted === 0) throw missing('messages.no-such-records');
      await pushUnreadCounts(app, [userId]);
      return ok({ deleted });
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
