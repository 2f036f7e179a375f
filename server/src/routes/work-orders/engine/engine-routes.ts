import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { LocalizedError, refuse, reject } from '../../../i18n/localized-error';
import { CODE, ok } from '../../../lib/envelope';
import { newId } from '../../../lib/ids';
import { assertProjectAccess } from '../../../monitoring/project-access';
import { projectTimeZone } from '../../../monitoring/project-time-zone';
import { requireOrder } from '../../../orders/order-access';
import { orderNumber } from '../../../orders/order-numbers';
import { checkOrderReferences } from '../../../orders/order-references';
import { readBodyTime } from '../../../orders/order-times';
import { planPreview } from '../../../orders/schedule/plan-preview';
import { readScheduleRule } from '../../../orders/schedule/schedule-rule';
import { WORK_ORDER_MENU } from '../../../orders/work-order-menus';
import { currentUserId } from '../../../shell/current-user-id';
import { requireButton } from '../../../shell/permission-check';
import { EMPTY_ENVELOPE, envelopeOf } from '../../../wire/envelope';
import { ORDER_STATUS } from '../../../wire/work-orders-codes';
import { JUDGE_FORM_ANSWER, JUDGE_FORM_BODY } from '../../../wire/work-orders-forms';
import { PLAN_CREATE_BODY, PLAN_ORDER_EDIT_BODY } from '../../../wire/work-orders-plans';
import { ORDER_CREATE_BODY } from '../../../wire/work-orders';

/**
 * The order engine's writes under /api/order/engine (seed 001 section 7): an order by hand (create), a plan whose
 * orders the scheduler creates (createPlanOrder), moving one plan order (editOrderPlan), and whether a work-order form
 * is in use (judgeVisualdevHasEngine). Orders need workOrder.list btn_add, plans workOrder.recurringTasks btn_add and
 * btn_edit; every project named must be readable by the caller.
 */
export const workOrderEngineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const button = (request: FastifyRequest, menu: string, code: string) => requireButton(app.db, currentUserId(request), menu, code);

  app.post(
    '/order/engine/create',
    { schema: { body: ORDER_CREATE_BODY, response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      const userId = currentUserId(request);
      await button(request, WORK_ORDER_MENU.orders, 'btn_add');
      const { body } = request;
      await assertProjectAccess(app.db, userId, body.projectId);
      const timeZone = await projectTimeZone(app.db, body.projectId);
      const beginTime = readBodyTime(body.beginTime, timeZone, 'beginTime');
      const endTime = readBodyTime(body.endTime, timeZone, 'endTime');
      if (endTime < beginTime) throw reject('work-orders.schedule.end-before-begin');
      const references = await checkOrderReferences(app.db, body);
      const id = newId();
      const now = Date.now();
      await app.db
        .insertInto('workOrder')
        .values({
          id,
          orderNo: orderNumber(now, timeZone),
          title: body.title.trim(),
          orderType: body.orderType,
          ...references,
          projectId: body.projectId,
          urgency: body.urgency ?? 1,
          status: ORDER_STATUS.waiting,
          planId: null,
          occurrenceBegin: null,
          beginTime,
          endTime,
          description: body.description ?? '',
          creatorUserId: userId,
          createdAt: now,
          updatedAt: null,
        })
        .execute();
      return ok(id);
    },
  );

  app.post(
    '/order/engine/createPlanOrder',
    { schema: { body: PLAN_CREATE_BODY, response: { 200: envelopeOf(Type.String()) } } },
    async (request) => {
      const userId = currentUserId(request);
      await button(request, WORK_ORDER_MENU.plans, 'btn_add');
      const { body } = request;
      await assertProjectAccess(app.db, userId, body.projectId);
      const timeZone = await projectTimeZone(app.db, body.projectId);
      // The same checks and messages as the preview (请选择频次, 请选择单次工单完成时间, ranges, too many orders).
      const preview = planPreview(body, timeZone);
      if (!preview.ok) {
        const { key, params, field } = preview.problem;
        throw new LocalizedError(preview.kind === 'rule' ? CODE.BAD_REQUEST : CODE.VALIDATION, key, params, { field });
      }
      const references = await checkOrderReferences(app.db, body);
      const reading = readScheduleRule(body.executionScheduleDetail);
      if (!reading.ok) throw reject(reading.problem.key, reading.problem.params);
      const detail =
        typeof body.executionScheduleDetail === 'string' ? body.executionScheduleDetail : JSON.stringify(body.executionScheduleDetail);
      const id = newId();
      await app.db
        .insertInto('workOrderPlan')
        .values({
          id,
          title: body.title.trim(),
          orderType: body.orderType,
          ...references,
          projectId: body.projectId,
          urgency: body.urgency ?? 1,
          beginTime: body.beginTime,
          endTime: body.endTime,
          scheduleDetail: detail,
          timeZone,
          state: 1,
          createdUntil: null,
          creatorUserId: userId,
          createdAt: Date.now(),
          stoppedAt: null,
        })
        .execute();
      // The orders already due appear at once rather than at the next tick.
      await app.workOrderScheduler.runOnce();
      return ok(id);
    },
  );

  app.post(
    '/order/engine/editOrderPlan',
    { schema: { body: PLAN_ORDER_EDIT_BODY, response: { 200: EMPTY_ENVELOPE } } },
    async (request) => {
      const userId = currentUserId(request);
      await button(request, WORK_ORDER_MENU.plans, 'btn_edit');
      const order = await requireOrder(app.db, userId, request.body.id);
      if (!order.planId) throw refuse('work-orders.plan.not-plan-order');
      if (order.status !== ORDER_STATUS.waiting) throw refuse('work-orders.plan.order-closed');
      const timeZone = await projectTimeZone(app.db, order.projectId);
      const beginTime = readBodyTime(request.body.beginDateTimeShow, timeZone, 'beginDateTimeShow');
      const endTime = readBodyTime(request.body.endDateTimeShow, timeZone, 'endDateTimeShow');
      if (endTime < beginTime) throw reject('work-orders.schedule.end-before-begin');
      // occurrence_begin stays: the scheduler still knows this occurrence exists and never creates it again.
      await app.db.updateTable('workOrder').set({ beginTime, endTime, updatedAt: Date.now() }).where('id', '=', order.id).execute();
      return ok();
    },
  );

  app.post(
    '/order/engine/judgeVisualdevHasEngine',
    { schema: { body: JUDGE_FORM_BODY, response: { 200: envelopeOf(JUDGE_FORM_ANSWER) } } },
    async (request) => {
      currentUserId(request);
      const count = async (table: 'workOrder' | 'workOrderPlan') =>
        Number(
          (
            await app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .where('templateId', '=', request.body.id)
              .executeTakeFirstOrThrow()
          ).total,
        );
      const [orderCount, planCount] = await Promise.all([count('workOrder'), count('workOrderPlan')]);
      return ok({ hasEngine: orderCount + planCount > 0, orderCount, planCount });
    },
  );
};
