import { Type, type Static } from 'typebox';
import { pagedQueryOf } from './envelope';
import { SCHEDULE_DETAIL, SCHEDULE_DETAIL_INPUT } from './schedules';
import { BODY_TIME, ID, ID_FILTER, ORDER_ASSIGNMENT_FIELDS, ORDER_ASSIGNMENT_VIEW, ORDER_TYPE, PLAN_TIME } from './work-orders-fields';

// Work-order plans (workOrderPlan, seed 001 sections 4, 5 and 9): a schedule whose orders the scheduler creates as
// they fall due; the schedule itself is wire/schedules.ts. States are PLAN_STATE of work-orders-codes.ts.
// `PUT /api/workOrderPlan/WorkOrder/stopByOrderId/{id}` takes a plan's id, or the id of one of its orders.
// Nothing here may import fastify, kysely or node.

/** `POST /api/order/engine/createPlanOrder`: a plan, whose orders the scheduler creates as they fall due. */
export const PLAN_CREATE_BODY = Type.Object(
  {
    ...ORDER_ASSIGNMENT_FIELDS,
    /** The range the plan's orders begin in, epoch ms (as /defaultJ). */
    beginTime: PLAN_TIME,
    endTime: PLAN_TIME,
    executionScheduleDetail: SCHEDULE_DETAIL_INPUT,
  },
  { additionalProperties: false },
);
export type PlanCreateBody = Static<typeof PLAN_CREATE_BODY>;

/** `POST /api/order/engine/editOrderPlan`: moves one not yet started plan order ('YYYY-MM-DD HH:mm:ss', project zone). */
export const PLAN_ORDER_EDIT_BODY = Type.Object(
  { id: ID, beginDateTimeShow: BODY_TIME, endDateTimeShow: BODY_TIME },
  { additionalProperties: false },
);
export type PlanOrderEditBody = Static<typeof PLAN_ORDER_EDIT_BODY>;

/** `GET /api/workOrderPlan/WorkOrder`: paged plans. */
export const PLAN_LIST_QUERY = pagedQueryOf({
  projectId: ID_FILTER,
  orderType: Type.Optional(ORDER_TYPE),
  state: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});

export const PLAN_ITEM = Type.Object({
  id: Type.String(),
  title: Type.String(),
  ...ORDER_ASSIGNMENT_VIEW,
  beginTime: Type.Number(),
  endTime: Type.Number(),
  executionScheduleDetail: SCHEDULE_DETAIL,
  /** 1 active, 0 stopped. */
  state: Type.Integer(),
  /** Orders created so far. */
  orderCount: Type.Integer(),
  creatorUserId: Type.String(),
  creatorTime: Type.Number(),
  stoppedTime: Type.Union([Type.Number(), Type.Null()]),
});
export type PlanItem = Static<typeof PLAN_ITEM>;

/** `GET /api/workOrderPlan/WorkOrder/{id}`: the plan with its created orders as preview rows (with ids, for editOrderPlan). */
export const PLAN_DETAIL = Type.Object({
  ...PLAN_ITEM.properties,
  orders: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      beginDateTimeShow: Type.String(),
      endDateTimeShow: Type.String(),
      originBeginDate: Type.Number(),
      originEndDate: Type.Number(),
      status: Type.Integer(),
    }),
  ),
});
export type PlanDetail = Static<typeof PLAN_DETAIL>;
