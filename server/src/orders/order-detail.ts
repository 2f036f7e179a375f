import type { Db } from '../db/database';
import type { OrderDetail } from '../wire/work-orders';
import { lookupNames } from './order-names';
import { nextStatuses } from './order-status';
import { toOrderItem, zonesOf, type OrderRow } from './order-views';

/** One order with its form, fill-ins, status history and linked questions (GET /api/workordermanage/workOrder/{id}). */
export async function orderDetail(db: Db, row: OrderRow): Promise<OrderDetail> {
  const [fillings, history, questions, form] = await Promise.all([
    db.selectFrom('dataFilling').select(['id', 'templateId', 'fillingStatus']).where('orderId', '=', row.id).orderBy('createdAt').execute(),
    db.selectFrom('workOrderStatusLog').selectAll().where('orderId', '=', row.id).orderBy('createdAt').orderBy('id').execute(),
    db
      .selectFrom('workOrderQuestion')
      .leftJoin('workOrderQuestionType', 'workOrderQuestionType.id', 'workOrderQuestion.questionTypeId')
      .select([
        'workOrderQuestion.id',
        'workOrderQuestion.questionTypeId',
        'workOrderQuestionType.fullName as typeName',
        'workOrderQuestion.description',
        'workOrderQuestion.orderId',
        'workOrderQuestion.createdAt',
      ])
      .where('workOrderQuestion.orderId', '=', row.id)
      .orderBy('workOrderQuestion.createdAt')
      .execute(),
    row.templateId
      ? db.selectFrom('visualdevBase').select(['id', 'enCode', 'fullName']).where('id', '=', row.templateId).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const names = await lookupNames(db, [row, ...history.map((event) => ({ projectId: null, assigneeId: event.userId }))]);
  const zone = (await zonesOf(db, [row.projectId]))(row.projectId);
  const filled = form ? fillings.find((filling) => filling.templateId === form.id) : undefined;
  const fillingStatus = Math.max(0, ...fillings.map((filling) => Number(filling.fillingStatus)));
  return {
    ...toOrderItem(row, names, zone, fillingStatus),
    description: row.description,
    forms: form
      ? [
          {
            enCode: form.enCode,
            fullName: form.fullName,
            templateId: form.id,
            fillingStatus: filled ? Number(filled.fillingStatus) : 0,
            formId: filled?.id ?? null,
          },
        ]
      : [],
    fillings: fillings.map((filling) => ({ id: filling.id, templateId: filling.templateId, fillingStatus: Number(filling.fillingStatus) })),
    history: history.map((event) => ({
      fromStatus: Number(event.fromStatus),
      toStatus: Number(event.toStatus),
      remark: event.remark,
      userId: event.userId,
      userName: names.user(event.userId),
      time: Number(event.createdAt),
    })),
    questions: questions.map((question) => ({
      id: question.id,
      questionTypeId: question.questionTypeId,
      questionTypeName: question.typeName ?? '',
      description: question.description,
      orderId: question.orderId,
      creatorTime: Number(question.createdAt),
    })),
    nextStatuses: [...nextStatuses(Number(row.status))],
  };
}
