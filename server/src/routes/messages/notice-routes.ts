import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok, paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { readKeyword, readPaging } from '../../shell/list-query';
import { pushReleased, pushUnreadCounts } from '../../shell/message-delivery';
import {
  createNotice,
  deleteNotice,
  listNotices,
  releaseNotice,
  requireNotice,
  revokeNotice,
  updateNotice,
} from '../../shell/message-notices';
import { requireButton, requireMenu } from '../../shell/permission-check';
import { CACHE_BUSTER_QUERY, EMPTY_ENVELOPE, NO_BODY, PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { NOTICE_BODY, NOTICE_ITEM, NOTICE_LIST_QUERY_FIELDS, RELEASE_RESULT, type NoticeState } from '../../wire/messages';

/** The notice-management page's menu; its buttons guard every write. */
export const NOTICE_MENU = 'system.notice';
const ID_PARAMS = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

async function noticeButton(app: FastifyInstance, request: FastifyRequest, button: string): Promise<string> {
  const userId = currentUserId(request);
  await requireButton(app.db, userId, NOTICE_MENU, button);
  return userId;
}

/**
 * Notices under /api/message (contract section 6): the management list, one notice, create, edit, delete, release
 * (pushed to every online addressee) and revoke (Sluice's addition: out of every inbox, counts pushed at once).
 */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/message/Notice',
    {
      schema: {
        querystring: Type.Object({ ...PAGING_QUERY, ...NOTICE_LIST_QUERY_FIELDS }),
        response: { 200: pagedEnvelopeOf(NOTICE_ITEM) },
      },
    },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), NOTICE_MENU);
      const paging = readPaging(request.query);
      const state = request.query.enabledMark ? (Number(request.query.enabledMark) as NoticeState) : undefined;
      const { list, total } = await listNotices(app.db, { keyword: readKeyword(request.query.keyword), state }, paging);
      return paged(list, paging.currentPage, paging.pageSize, total);
    },
  );

  app.get(
    '/message/:id',
    { schema: { params: ID_PARAMS, querystring: Type.Object(CACHE_BUSTER_QUERY), response: { 200: envelopeOf(NOTICE_ITEM) } } },
    async (request) => {
      await requireMenu(app.db, currentUserId(request), NOTICE_MENU);
      return ok(await requireNotice(app.db, request.params.id));
    },
  );

  app.post('/message', { schema: { body: NOTICE_BODY, response: { 200: envelopeOf(Type.String()) } } }, async (request) => {
    const userId = await noticeButton(app, request, 'btn_add');
    return ok(await createNotice(app.db, userId, request.body));
  });

  app.put('/message/:id', { schema: { params: ID_PARAMS, body: NOTICE_BODY, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    const userId = await noticeButton(app, request, 'btn_edit');
    await updateNotice(app.db, userId, request.params.id, request.body);
    return ok();
  });

  app.delete('/message/:id', { schema: { params: ID_PARAMS, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    await noticeButton(app, request, 'btn_remove');
    await pushUnreadCounts(app, await deleteNotice(app.db, request.params.id));
    return ok();
  });

  app.put(
    '/message/:id/Actions/Release',
    { schema: { params: ID_PARAMS, body: NO_BODY, response: { 200: envelopeOf(RELEASE_RESULT) } } },
    async (request) => {
      const userId = await noticeButton(app, request, 'btn_release');
      const now = Date.now();
      const receivers = await releaseNotice(app.db, userId, request.params.id, now);
      const notice = await requireNotice(app.db, request.params.id);
      await pushReleased(app, { id: notice.id, title: notice.title, type: 1, at: now }, receivers);
      return ok({ receivers: receivers.length });
    },
  );

  app.put(
    '/message/:id/Actions/Revoke',
    { schema: { params: ID_PARAMS, body: NO_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const userId = await noticeButton(app, request, 'btn_release');
      await pushUnreadCounts(app, await revokeNotice(app.db, userId, request.params.id));
      return ok();
    },
  );
};
