import type { Generated } from 'kysely';

// Row types for the work-order migration (2026-11-26-0020-work-orders). Times are epoch ms.

export interface WorkOrderJobClassTable {
  id: string;
  fullName: string;
  enCode: string;
  orderType: string;
  templateId: string | null;
  isSafe: Generated<number>;
  projectTypeId: string | null;
  description: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  createdAt: number;
  updatedAt: number | null;
}

export interface WorkOrderQuestionTypeTable {
  id: string;
  fullName: string;
  enCode: string;
  classifyId: string | null;
  sortCode: Generated<number>;
}

export interface WorkOrderPlanTable {
  id: string;
  title: string;
  orderType: string;
  categoryId: string | null;
  templateId: string | null;
  projectId: string;
  urgency: Generated<number>;
  assigneeId: string | null;
  beginTime: number;
  endTime: number;
  /** executionScheduleDetail as checked, JSON text. */
  scheduleDetail: string;
  /** The project's zone when the plan was made: its days are counted there for good. */
  timeZone: string;
  /** 1 active, 0 stopped. */
  state: Generated<number>;
  /** The scheduler's cursor: occurrences beginning up to here exist (null: none yet). */
  createdUntil: number | null;
  creatorUserId: string;
  createdAt: number;
  stoppedAt: number | null;
}

export interface WorkOrderTable {
  id: string;
  orderNo: string;
  title: string;
  orderType: string;
  categoryId: string | null;
  templateId: string | null;
  projectId: string;
  urgency: Generated<number>;
  assigneeId: string | null;
  status: Generated<number>;
  planId: string | null;
  occurrenceBegin: number | null;
  beginTime: number;
  endTime: number;
  description: Generated<string>;
  creatorUserId: string;
  createdAt: number;
  updatedAt: number | null;
}

export interface WorkOrderStatusLogTable {
  id: string;
  orderId: string;
  fromStatus: number;
  toStatus: number;
  remark: Generated<string>;
  userId: string;
  createdAt: number;
}

export interface DataFillingTable {
  id: string;
  templateId: string;
  orderId: string | null;
  projectId: string | null;
  fillingStatus: Generated<number>;
  data: Generated<string>;
  creatorUserId: string;
  createdAt: number;
  updatedAt: number | null;
}

export interface WorkOrderQuestionTable {
  id: string;
  projectId: string;
  questionTypeId: string | null;
  description: string;
  orderId: string | null;
  creatorUserId: string;
  createdAt: number;
}

export interface InspectionContentTable {
  id: string;
  fullName: string;
  projectId: string | null;
  tree: string;
}

export interface WorkOrderTables {
  workOrderJobClass: WorkOrderJobClassTable;
  workOrderQuestionType: WorkOrderQuestionTypeTable;
  workOrderPlan: WorkOrderPlanTable;
  workOrder: WorkOrderTable;
  workOrderStatusLog: WorkOrderStatusLogTable;
  dataFilling: DataFillingTable;
  workOrderQuestion: WorkOrderQuestionTable;
  inspectionContent: InspectionContentTable;
}
