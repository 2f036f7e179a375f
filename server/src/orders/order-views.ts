import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { WorkOrderPlanTable, WorkOrderTable } from '../db/tables/work-orders';
import { DEFAULT_TIME_ZONE } from '../monitoring/local-time';
import { projectTimeZone } from '../monitoring/project-time-zone';
import type { ScheduleDetail } from '../wire/schedules';
import type { OrderType } from '../wire/work-orders-codes';
import type { PlanItem } from '../wire/work-orders-plans';
import type { OrderItem } from '../wire/work-orders';
import type { NameLookup } from './order-names';
import { formatInZone } from './schedule/zone-clock';

// Rows of work_order and work_order_plan as the wire shows them.

export type OrderRow = Selectable<WorkOrderTable>;
export type PlanRow = Selectable<WorkOrderPlanTable>;

/** The zones of the projects of a page of rows, one query per project (projectTimeZone). */
export async function zonesOf(db: Db, projectIds: readonly string[]): Promise<(projectId: string) => string> {
  const ids = [...new Set(projectIds)];
  const zones = new Map(await Promise.all(ids.map(async (id) => [id, await projectTimeZone(db, id)] as const)));
  return (projectId) => zones.get(projectId) ?? DEFAULT_TIME_ZONE;
}

const nullableTime = (value: number | null) => (value === null ? null : Number(value));

/** What an order and a plan both show of their assignment (the wire's ORDER_ASSIGNMENT_VIEW), with its names. */
function assignmentView(row: OrderRow | PlanRow, names: NameLookup) {
  return {
    // Written only through bodies whose schema admits the four kinds.
    orderType: row.orderType as OrderType,
    categoryId: row.categoryId,
    categoryName: names.jobClass(row.categoryId),
    templateId: row.templateId,
    templateName: names.form(row.templateId),
    projectId: row.projectId,
    projectName: names.project(row.projectId),
    urgency: Number(row.urgency),
    assigneeId: row.assigneeId,
    assigneeName: names.user(row.assigneeId),
  };
}

export function toOrderItem(row: OrderRow, names: NameLookup, timeZone: string, fillingStatus: number): OrderItem {
  const beginTime = Number(row.beginTime);
  const endTime = Number(row.endTime);
  return {
    id: row.id,
    orderNo: row.orderNo,
    title: row.title,
    ...assignmentView(row, names),
    status: Number(row.status),
    planId: row.planId,
    beginTime,
    endTime,
    beginDateTimeShow: formatInZone(beginTime, timeZone),
    endDateTimeShow: formatInZone(endTime, timeZone),
    fillingStatus,
    creatorUserId: row.creatorUserId,
    creatorTime: Number(row.createdAt),
    lastModifyTime: nullableTime(row.updatedAt),
  };
}

export function toPlanItem(row: PlanRow, names: NameLookup, orderCount: number): PlanItem {
  return {
    id: row.id,
    title: row.title,
    ...assignmentView(row, names),
    beginTime: Number(row.beginTime),
    endTime: Number(row.endTime),
    // Stored only after readScheduleRule accepted it.
    executionScheduleDetail: JSON.parse(row.scheduleDetail) as ScheduleDetail,
    state: Number(row.state),
    orderCount,
    creatorUserId: row.creatorUserId,
    creatorTime: Number(row.createdAt),
    stoppedTime: nullableTime(row.stoppedAt),
  };
}
