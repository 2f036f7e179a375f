import type { Dayjs } from 'dayjs';
import type { DefaultJRequest } from '../../../../server/src/wire/schedules';
import type { OrderType } from '../../../../server/src/wire/work-orders-codes';
import type { PlanCreateBody } from '../../../../server/src/wire/work-orders-plans';
import { scheduleDetailOf, type PlanType, type ScheduleValues } from './plan-rules';

/** What the plan form holds. */
export interface PlanFormValues extends ScheduleValues {
  title?: string;
  orderType?: OrderType;
  categoryId?: string;
  templateId?: string;
  urgency?: 1 | 2 | 3;
  assigneeId?: string;
  range?: [Dayjs, Dayjs];
  taskStatus?: PlanType;
}

/** The range the plan's orders begin in: from the first day's start to the last day's end (both included). */
export function rangeOf(values: PlanFormValues): { beginTime: number; endTime: number } | null {
  const [begin, end] = values.range ?? [];
  if (!begin || !end) return null;
  return { beginTime: begin.startOf('day').valueOf(), endTime: end.endOf('day').valueOf() };
}

const orNull = (value: string | undefined) => (value ? value : null);

/** The schedule preview's body (`POST /api/order/engine/defaultJ`). */
export function previewBody(values: PlanFormValues, projectId: string | null): DefaultJRequest | null {
  const range = rangeOf(values);
  if (!range) return null;
  return {
    title: values.title?.trim() ?? '',
    ...range,
    orderType: orNull(values.orderType),
    categoryId: orNull(values.categoryId),
    projectId,
    executionScheduleDetail: scheduleDetailOf(values),
  };
}

/** createPlanOrder's body; null while a part the server needs is missing (the form's own rules say which). */
export function planBody(values: PlanFormValues, projectId: string): PlanCreateBody | null {
  const range = rangeOf(values);
  if (!range || !values.orderType || !values.title?.trim()) return null;
  return {
    title: values.title.trim(),
    orderType: values.orderType,
    categoryId: orNull(values.categoryId),
    templateId: orNull(values.templateId),
    projectId,
    urgency: values.urgency ?? 1,
    assigneeId: orNull(values.assigneeId),
    ...range,
    executionScheduleDetail: scheduleDetailOf(values),
  };
}
