import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { reject } from '../../i18n/localized-error';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/server-i18n';
import { ok, paged } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { FEEDBACK_SORT_FIELDS, createFeedback, listFeedback } from '../../shell/feedback-store';
import { readKeyword, readPaging, readSort } from '../../shell/list-query';
import { PAGING_QUERY, envelopeOf, pagedEnvelopeOf } from '../../wire/envelope';
import { FEEDBACK_CREATED, FEEDBACK_ITEM, FEEDBACK_REQUEST } from '../../wire/feedback';
import { isAdministrator } from '../../auth/require-administrator';

/** Text that is only spaces counts as missing. */
function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw reject('validation.not-empty', { field });
  return trimmed;
}

/** POST /system/Feedback (from the user menu) and GET /system/Feedback (administrators: all; others: their own). */
export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/system/Feedback', { schema: { body: FEEDBACK_REQUEST, response: { 200: envelopeOf(FEEDBACK_CREATED) } } }, async (request) => {
    const { body } = request;
    const id = await createFeedback(app.db, {
      userId: currentUserId(request),
      title: required(body.title, 'title'),
      content: required(body.content, 'content'),
      contact: body.contact?.trim() ?? '',
      page: body.page?.trim() ?? '',
      userAgent: request.headers['user-agent'] ?? '',
    });
    return ok({ id }, translate(requestLanguage(request), 'feedback.thanks'));
  });

  app.get(
    '/system/Feedback',
    { schema: { querystring: Type.Object(PAGING_QUERY), response: { 200: pagedEnvelopeOf(FEEDBACK_ITEM) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { query } = request;
      const paging = readPaging(query);
      const { list, total } = await listFeedback(app.db, {
        userId: (await isAdministrator(app.db, userId)) ? undefined : userId,
        keyword: readKeyword(query.keyword),
        sort: readSort(query, FEEDBACK_SORT_FIELDS, 'createdAt', 'desc'),
        paging,
      });
      return paged(list, paging.currentPage, paging.pageSize, total);
    },
  );
};
