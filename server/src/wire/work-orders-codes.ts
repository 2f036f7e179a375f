// The coded values of work orders (seed 001 sections 1, 3, 4 and 9), written once for the server, streams/ and src/.
// TypeBox-free on purpose, like codes.ts: the console takes these values, and a file that builds schemas would cost
// its screens TypeBox. The schemas of the work-orders-*.ts files build their unions from these lists.

/** The work-order kinds (seed 001 section 1): patrol, maintenance, curing, repair. */
export const ORDER_TYPES = ['patrol', 'maintenance', 'curing', 'repair'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Urgency (seed 001 section 3): 1 normal (default), 2 important, 3 urgent. */
export const URGENCY = { normal: 1, important: 2, urgent: 3 } as const;
export type Urgency = (typeof URGENCY)[keyof typeof URGENCY];
export const URGENCIES = [URGENCY.normal, URGENCY.important, URGENCY.urgent] as const;

/**
 * An order's process status, the seed's flow status (section 3): 1 waiting, 2 adopted, 3 rejected, 4 revoked,
 * 5 cancelled. Allowed changes (ORDER_STATUS_MOVES): waiting -> adopted, rejected, revoked, cancelled; rejected or
 * revoked -> waiting (sent again) or cancelled; adopted and cancelled are final.
 */
export const ORDER_STATUS = { waiting: 1, adopted: 2, rejected: 3, revoked: 4, cancelled: 5 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = [
  ORDER_STATUS.waiting,
  ORDER_STATUS.adopted,
  ORDER_STATUS.rejected,
  ORDER_STATUS.revoked,
  ORDER_STATUS.cancelled,
] as const;
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  1: [2, 3, 4, 5],
  2: [],
  3: [1, 5],
  4: [1, 5],
  5: [],
};

/** Fill-in status (seed 001 section 4): 0 not filled, 1 in progress, 2 completed, 3 view (a console mode, never stored). */
export const FILLING_STATUS = { notFilled: 0, inProgress: 1, completed: 2, view: 3 } as const;
export type FillingStatus = (typeof FILLING_STATUS)[keyof typeof FILLING_STATUS];

/** A plan: 1 active (the scheduler creates its orders), 0 stopped (nothing more is created). */
export const PLAN_STATE = { stopped: 0, active: 1 } as const;

/** A plan's type, executionScheduleDetail.taskStatus (wire/schedules.ts says what each one means). */
export const TASK_STATUS = { yearly: 0, quarterly: 1, monthly: 2, weekly: 3, daily: 4, single: 5 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];

/** The longest finishTime (days) per plan type (seed 001 section 9); a daily order ends the day it begins. */
export const PLAN_DAY_COUNTS: Readonly<Record<TaskStatus, number>> = { 0: 366, 1: 92, 2: 31, 3: 7, 4: 0, 5: 0 };
