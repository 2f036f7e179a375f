import { Type, type Static } from 'typebox';

// Plan schedules of work orders (seed 001 sections 3, 4, 5 and 9; issue 14 "Definitions the seed leaves open") and
// the schedule preview `POST /api/order/engine/defaultJ`. Nothing here may import fastify, kysely or node.
//
// What a schedule means (server/src/orders/README.md says it at length):
// - taskStatus 0 yearly: one order a year on yearDate [month 1..12, day 1..31].
// - taskStatus 1 quarterly: one a quarter on quarterDate [month of the quarter 1..3, day 1..31]; quarters start in
//   January, April, July and October.
// - taskStatus 2 monthly: one a month on monthDate (1..31).
// - taskStatus 3 weekly: one on each weekDate (1 Monday .. 7 Sunday).
// - taskStatus 4 daily: one a day from dayDate to dayFinishTime ('HH:mm', the same day).
// - taskStatus 5 single: one order from beginTime to endTime.
// A day the month lacks (31 in April, 29 February in a common year) falls on the month's last day. Orders other than
// daily and single begin at 00:00:00 of their day and end at 23:59:59 of their finishTime-th day (finishTime 1: the
// same day). Days are counted in the project's time zone. An order belongs to the range when its beginning lies
// within [beginTime, endTime], both included.

// The plan types (TASK_STATUS) and their longest finishTime (PLAN_DAY_COUNTS) are in the TypeBox-free
// work-orders-codes.ts, which the console reads too.

/** The most orders one preview lists: a daily plan over ten years is 3,653; beyond that the range is refused. */
export const PREVIEW_ROWS_MAX = 5_000;

/** Plan times on the wire: epoch ms from 2000-01-01 to 2100-01-01 (UTC). */
export const PLAN_TIME_MIN = 946_684_800_000;
export const PLAN_TIME_MAX = 4_102_444_800_000;

/** 'HH:mm', 00:00 .. 23:59 (the daily plan's times, seed 001 section 9). */
export const DAY_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * executionScheduleDetail as the console sends it. A form that changed plan type keeps empty values (null, '', [])
 * in the fields the new type does not read, so every field but taskStatus may be empty, and fields the type does
 * not read are ignored. Ranges are judged by the server's rules (orders/schedule/schedule-rule.ts), which answer the
 * spec's messages (请选择频次, 请选择单次工单完成时间) the same way for the object and for its JSON text.
 */
export const SCHEDULE_DETAIL = Type.Object(
  {
    taskStatus: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    /** Days each order has to be finished, 1 .. PLAN_DAY_COUNTS[taskStatus]. */
    finishTime: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    /** [month 1..12, day 1..31]. */
    yearDate: Type.Optional(Type.Union([Type.Array(Type.Integer(), { maxItems: 2 }), Type.Null()])),
    /** [month of the quarter 1..3, day 1..31]. */
    quarterDate: Type.Optional(Type.Union([Type.Array(Type.Integer(), { maxItems: 2 }), Type.Null()])),
    /** Day of the month 1..31. */
    monthDate: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    /** Weekdays, 1 Monday .. 7 Sunday. */
    weekDate: Type.Optional(Type.Union([Type.Array(Type.Integer(), { maxItems: 7 }), Type.Null()])),
    /** Daily start 'HH:mm'. */
    dayDate: Type.Optional(Type.Union([Type.String({ maxLength: 5 }), Type.Null()])),
    /** Daily finish 'HH:mm', after dayDate. */
    dayFinishTime: Type.Optional(Type.Union([Type.String({ maxLength: 5 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ScheduleDetail = Static<typeof SCHEDULE_DETAIL>;

/** The detail as an object, or as its JSON text (what JNPF consoles store and send). */
export const SCHEDULE_DETAIL_INPUT = Type.Union([SCHEDULE_DETAIL, Type.String({ maxLength: 2000 })]);

export const DEFAULT_J_REQUEST = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    beginTime: Type.Integer({ minimum: PLAN_TIME_MIN, maximum: PLAN_TIME_MAX }),
    endTime: Type.Integer({ minimum: PLAN_TIME_MIN, maximum: PLAN_TIME_MAX }),
    /** The work-order kind of the template; the preview does not read it. */
    orderType: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    /** The job-classification template; the preview does not read it. */
    categoryId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    /** Sluice's addition: the project whose time zone counts the days (its first dam's); the site's zone without one. */
    projectId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    executionScheduleDetail: SCHEDULE_DETAIL_INPUT,
  },
  { additionalProperties: false },
);
export type DefaultJRequest = Static<typeof DEFAULT_J_REQUEST>;

/** One order the plan would create. */
export const ORDER_PREVIEW_ROW = Type.Object({
  title: Type.String(),
  /** 'YYYY-MM-DD HH:mm:ss' in the project's time zone. */
  beginDateTimeShow: Type.String(),
  endDateTimeShow: Type.String(),
  /** Epoch ms. */
  originBeginDate: Type.Number(),
  originEndDate: Type.Number(),
  /** Present on an existing plan's orders (editOrderPlan), never on a preview. */
  id: Type.Optional(Type.String()),
});
export type OrderPreviewRow = Static<typeof ORDER_PREVIEW_ROW>;

export const ORDER_PREVIEW = Type.Array(ORDER_PREVIEW_ROW);
