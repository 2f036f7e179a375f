import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing, refuse, reject } from '../../../i18n/localized-error';
import { ok, paged } from '../../../lib/envelope';
import { newId } from '../../../lib/ids';
import { assertProjectAccess } from '../../../monitoring/project-access';
import { requireOrder, scopedProjects } from '../../../orders/order-access';
import { WORK_ORDER_MENU } from '../../../orders/work-order-menus';
import { currentUserId } from '../../../shell/current-user-id';
import { containsText, readKeyword, readPaging } from '../../../shell/list-query';
import { requireButton } from '../../../shell/permission-check';
import { EMPTY_ENVELOPE, envelopeOf, pagedEnvelopeOf } from '../../../wire/envelope';
import { LINK_QUESTION_BODY, ORDER_QUESTION, QUESTION_LIST_QUERY, QUESTION_REPORT_BODY } from '../../../wire/work-orders';

const BASE = '/issureWorkOrder/IssureWorkOrder';

/**
 * Reported questions (IssureWorkOrder): a project's member reports one, lists his projects' questions, and an order's
 * handler (workOrder.list btn_edit) links questions of the order's project to it.
 */
export const questionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(BASE, { schema: { body: QUESTION_REPORT_BODY, response: { 200: envelopeOf(Type.String()) } } }, async (request) => {
    const userId = currentUserId(request);
    const { body } = request;
    await assertProjectAccess(app.db, userId, body.projectId);
    const type = await app.db.selectFrom('workOrderQuestionType').select('id').where('id', '=', body.questionTypeId).executeTakeFirst();
    if (!type) throw reject('work-orders.question.unknown-type');
    const id = newId();
    await app.db
      .insertInto('workOrderQuestion')
      .values({
        id,
        projectId: body.projectId,
        questionTypeId: body.questionTypeId,
        description: body.description.trim(),
        orderId: null,
        creatorUserId: userId,
        createdAt: Date.now(),
      })
      .execute();
    return ok(id);
  });

  app.get(BASE, { schema: { querystring: QUESTION_LIST_QUERY, response: { 200: pagedEnvelopeOf(ORDER_QUESTION) } } }, async (request) => {
    const userId = currentUserId(request);
    const { query } = request;
    const paging = readPaging(query);
    const projectIds = await scopedProjects(app.db, userId, query.projectId || undefined);
    let select = app.db
      .selectFrom('workOrderQuestion')
      .leftJoin('workOrderQuestionType', 'workOrderQuestionType.id', 'workOrderQuestion.questionTypeId');
    select =
      projectIds.length === 0
        ? select.where('workOrderQuestion.projectId', '=', '')
        : select.where('workOrderQuestion.projectId', 'in', projectIds);
    const keyword = readKeyword(query.keyword);
    if (keyword) select = select.where(containsText('work_order_question.description', keyword));
    if (query.linked === 0) select = select.where('workOrderQuestion.orderId', 'is', null);
    if (query.linked === 1) select = select.where('workOrderQuestion.orderId', 'is not', null);
    const [rows, count] = await Promise.all([
      select
        .select([
          'workOrderQuestion.id',
          'workOrderQuestion.questionTypeId',
          'workOrderQuestionType.fullName as typeName',
          'workOrderQuestion.description',
          'workOrderQuestion.orderId',
          'workOrderQuestion.createdAt',
        ])
        .orderBy('workOrderQuestion.createdAt', 'desc')
        .orderBy('workOrderQuestion.id')
        .limit(paging.pageSize)
        .offset(paging.offset)
        .execute(),
      select.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const list = rows.map((row) => ({
      id: row.id,
      questionTypeId: row.questionTypeId,
      questionTypeName: row.typeName ?? '',
      description: row.description,
      orderId: row.orderId,
      creatorTime: Number(row.createdAt),
    }));
    return paged(list, paging.currentPage, paging.pageSize, Number(count.total));
  });

  app.post(`${BASE}/linkQuestionAndOrder`, { schema: { body: LINK_QUESTION_BODY, response: { 200: EMPTY_ENVELOPE } } }, async (request) => {
    const userId = currentUserId(request);
    await requireButton(app.db, userId, WORK_ORDER_MENU.orders, 'btn_edit');
    const order = await requireOrder(app.db, userId, request.body.orderId);
    const { questionIds } = request.body;
    const questions = await app.db
      .selectFrom('workOrderQuestion')
      .select(['id', 'projectId', 'orderId', 'description'])
      .where('id', 'in', questionIds)
      .execute();
    // All or nothing: every question is judged before any is linked.
    if (questions.length !== questionIds.length) throw missing('work-orders.question.not-found');
    for (const question of questions) {
      const name = question.description.slice(0, 30);
      if (question.projectId !== order.projectId) throw refuse('work-orders.question.other-project', { name });
      if (question.orderId && question.orderId !== order.id) throw refuse('work-orders.question.linked-elsewhere', { name });
    }
    await app.db.updateTable('workOrderQuestion').set({ orderId: order.id }).where('id', 'in', questionIds).execute();
    return ok();
  });
};
