import { Type, type Static } from 'typebox';
import { PAGING_QUERY } from './envelope';
import { ASSESSMENT_ROW, VISUALDEV_BASE_BODY, VISUALDEV_BASE_DETAIL, VISUALDEV_BASE_ITEM } from './visualdev';
import { PLAN_TIME_MAX, PLAN_TIME_MIN, SCHEDULE_DETAIL, SCHEDULE_DETAIL_INPUT } from './schedules';

// Work orders (seed 001 sections 3, 4, 7 and 9; issue 14 items 4 and 5): job classes, question types, work-order
// forms (wovisualdev), orders, plans, fill-in records and statistics. Nothing here may import fastify, kysely or node.
// The rules behind these shapes (status transitions, the scheduler, read-only fill-ins) are in
// server/src/orders/README.md.

/** The work-order kinds (seed 001 section 1): patrol, maintenance, curing, repair. */
export const ORDER_TYPES = ['patrol', 'maintenance', 'curing', 'repair'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
// Spelled out: a mapped union would lose its literals in Static.
const ORDER_TYPE = Type.Union([Type.Literal('patrol'), Type.Literal('maintenance'), Type.Literal('curing'), Type.Literal('repair')]);

/** Urgency (seed 001 section 3): 1 normal (default), 2 important, 3 urgent. */
export const URGENCY = { normal: 1, important: 2, urgent: 3 } as const;
const URGENCY_VALUE = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

/**
 * An order's process status, the seed's flow status (section 3): 1 waiting, 2 adopted, 3 rejected, 4 revoked,
 * 5 cancelled. Allowed changes (ORDER_STATUS_MOVES): waiting -> adopted, rejected, revoked, cancelled; rejected or
 * revoked -> waiting (sent again) or cancelled; adopted and cancelled are final.
 */
export const ORDER_STATUS = { waiting: 1, adopted: 2, rejected: 3, revoked: 4, cancelled: 5 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
const ORDER_STATUS_VALUE = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)]);
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

const ID = Type.String({ minLength: 1, maxLength: 64 });
const OPTIONAL_ID = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));
/** Times in bodies: epoch ms, or 'YYYY-MM-DD HH:mm:ss' in the project's zone (contract section 1). */
const BODY_TIME = Type.Union([
  Type.Integer({ minimum: PLAN_TIME_MIN, maximum: PLAN_TIME_MAX }),
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$' }),
]);

// ---------------------------------------------------------------- job classes (BusWorkOrderJobClassify)

/** `POST /api/BusWorkOrderJobClassify/BusWorkOrderJobClassify` and `PUT .../{id}`. */
export const JOB_CLASS_BODY = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 50 }),
    enCode: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
    orderType: ORDER_TYPE,
    /** The work-order form (a released wovisualdev Base id) orders of this class are filled in on. */
    templateId: OPTIONAL_ID,
    /** A safety-production class: listed by /listIncludeSafe only. */
    isSafe: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    /** The project type the class is for (null: every type). */
    projectTypeId: OPTIONAL_ID,
    description: Type.Optional(Type.String({ maxLength: 500 })),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
    /** 1 enabled (启用), 0 disabled (停用). */
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
export type JobClassBody = Static<typeof JOB_CLASS_BODY>;

export const JOB_CLASS = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  orderType: ORDER_TYPE,
  templateId: Type.Union([Type.String(), Type.Null()]),
  /** The form's name, '' without one. */
  templateName: Type.String(),
  isSafe: Type.Integer(),
  projectTypeId: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type JobClass = Static<typeof JOB_CLASS>;

/** `GET /api/BusWorkOrderJobClassify/BusWorkOrderJobClassify` (and /listIncludeSafe): paged with these filters. */
export const JOB_CLASS_QUERY = Type.Object(
  { ...PAGING_QUERY, orderType: Type.Optional(ORDER_TYPE), projectTypeId: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);

/** `POST .../getListByClassicTemp`: the enabled classes of a kind (and project type), unpaged. */
export const JOB_CLASS_BY_TEMPLATE_BODY = Type.Object(
  {
    orderType: Type.Optional(Type.Union([ORDER_TYPE, Type.Null()])),
    projectTypeId: OPTIONAL_ID,
    /** Include safety-production classes (default no). */
    includeSafe: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

// ---------------------------------------------------------------- question types (QuestionType)

export const QUESTION_TYPE = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  /** The job class whose orders handle it. */
  classifyId: Type.Union([Type.String(), Type.Null()]),
  sortCode: Type.Integer(),
});
export type QuestionType = Static<typeof QUESTION_TYPE>;

/** `POST /api/questionType/QuestionType/getList` (unpaged). */
export const QUESTION_TYPE_LIST_BODY = Type.Object(
  { keyword: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
/** `POST /api/questionType/QuestionType/getListByClassicTemp`: the types of a job class. */
export const QUESTION_TYPE_BY_CLASS_BODY = Type.Object({ classifyId: ID }, { additionalProperties: false });

// ---------------------------------------------------------------- work-order forms (wovisualdev)

/** `POST /api/wovisualdev/Base` and `PUT /{id}`: a visualdev Base body plus the kind of order it is filled in for. */
export const WO_FORM_BODY = Type.Object(
  { ...VISUALDEV_BASE_BODY.properties, orderType: Type.Optional(Type.Union([ORDER_TYPE, Type.Null()])) },
  { additionalProperties: false },
);
export type WoFormBody = Static<typeof WO_FORM_BODY>;
export const WO_FORM_ITEM = Type.Object({ ...VISUALDEV_BASE_ITEM.properties, orderType: Type.Union([ORDER_TYPE, Type.Null()]) });
export type WoFormItem = Static<typeof WO_FORM_ITEM>;
export const WO_FORM_DETAIL = Type.Object({ ...VISUALDEV_BASE_DETAIL.properties, orderType: Type.Union([ORDER_TYPE, Type.Null()]) });
export type WoFormDetail = Static<typeof WO_FORM_DETAIL>;

/** `GET /api/wovisualdev/OnlineDev/{id}/Config`: the released design a fill-in is checked against. */
export const WO_FORM_CONFIG = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  orderType: Type.Union([ORDER_TYPE, Type.Null()]),
  /** JSON text `{ fields: [...] }` as released. */
  formData: Type.String(),
  columnData: Type.String(),
});
export type WoFormConfig = Static<typeof WO_FORM_CONFIG>;

// ---------------------------------------------------------------- fill-in records (DataFilling)

/** `POST /api/datafilling/DataFilling`: answers `msg` = the new id (seed 001 section 7), `data.id` too. */
export const FILLING_CREATE_BODY = Type.Object(
  {
    /** The work-order form (wovisualdev Base id). */
    templateId: ID,
    orderId: OPTIONAL_ID,
    projectId: OPTIONAL_ID,
    /** The console sends 0 (it opens the form next); 1 and 2 are taken too. */
    fillingStatus: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
  },
  { additionalProperties: false },
);
export type FillingCreateBody = Static<typeof FILLING_CREATE_BODY>;

/**
 * Saving a fill-in's content: `PUT /api/wovisualdev/OnlineDev/{templateId}/{fillingId}` (and
 * `POST /api/wovisualdev/OnlineDev/{templateId}` to create one with content). `data` is the record as JSON text keyed
 * by `__vModel__`; fillingStatus 1 in progress (drafts: required fields may be empty) or 2 completed (the full check,
 * signatures included). Once completed, patrol, maintenance and assessment values can no longer change.
 */
export const FILLING_SAVE_BODY = Type.Object(
  {
    data: Type.String({ minLength: 2, maxLength: 2_000_000 }),
    fillingStatus: Type.Union([Type.Literal(1), Type.Literal(2)]),
    /** POST only (a PUT keeps the record's). */
    orderId: OPTIONAL_ID,
    projectId: OPTIONAL_ID,
  },
  { additionalProperties: false },
);
export type FillingSaveBody = Static<typeof FILLING_SAVE_BODY>;

/** Fill-in status entry (seed 001 section 3): `GET /api/datafilling/DataFilling/fillingList/{orderId}` rows. */
export const FILLING_ENTRY = Type.Object({ id: Type.String(), templateId: Type.String(), fillingStatus: Type.Integer() });
export type FillingEntry = Static<typeof FILLING_ENTRY>;

/** One fill-in (`GET /api/datafilling/DataFilling/{id}`, `GET /api/wovisualdev/OnlineDev/{templateId}/{id}`). */
export const FILLING_RECORD = Type.Object({
  id: Type.String(),
  templateId: Type.String(),
  templateName: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  projectId: Type.Union([Type.String(), Type.Null()]),
  fillingStatus: Type.Integer(),
  /** The record as JSON text ('{}' before the first save). */
  data: Type.String(),
  creatorUserId: Type.String(),
  creatorUserName: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type FillingRecord = Static<typeof FILLING_RECORD>;

/** `GET /api/wovisualdev/OnlineDev/getDataFillingList`: paged fill-ins without their content. */
export const FILLING_LIST_QUERY = Type.Object(
  {
    ...PAGING_QUERY,
    templateId: Type.Optional(Type.String({ maxLength: 64 })),
    orderId: Type.Optional(Type.String({ maxLength: 64 })),
    projectId: Type.Optional(Type.String({ maxLength: 64 })),
    fillingStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  },
  { additionalProperties: false },
);
export const FILLING_LIST_ITEM = Type.Omit(FILLING_RECORD, ['data']);
export type FillingListItem = Static<typeof FILLING_LIST_ITEM>;

/** `GET /api/wovisualdev/OnlineDev/syncFormContent/{fillingId}`: the fill-in against the form's current release. */
export const FILLING_SYNC = Type.Object({
  id: Type.String(),
  templateId: Type.String(),
  fillingStatus: Type.Integer(),
  /** The released design (JSON text). */
  formData: Type.String(),
  /** The content with the keys the release no longer has dropped (JSON text). */
  data: Type.String(),
  /** Keys dropped. */
  dropped: Type.Array(Type.String()),
});
export type FillingSync = Static<typeof FILLING_SYNC>;

/** `GET /api/datafilling/DataFilling/getList`: the default assessment rows. */
export const DEFAULT_ASSESSMENT_ROWS = Type.Array(ASSESSMENT_ROW);

/** Patrol object tree node (seed 001 section 3), `GET /api/inspectioncontent/InspectionContent/{id}`. */
export const PATROL_OBJECT_NODE = Type.Cyclic(
  {
    PatrolObjectNode: Type.Object({
      inspectionName: Type.String(),
      selected: Type.Boolean(),
      remark: Type.String(),
      children: Type.Array(Type.Ref('PatrolObjectNode')),
    }),
  },
  'PatrolObjectNode',
);
export type PatrolObjectNode = Static<typeof PATROL_OBJECT_NODE>;
export const INSPECTION_CONTENT = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  projectId: Type.Union([Type.String(), Type.Null()]),
  list: Type.Array(PATROL_OBJECT_NODE),
});
export type InspectionContent = Static<typeof INSPECTION_CONTENT>;

// ---------------------------------------------------------------- orders

/** `POST /api/order/engine/create`: an order by hand. */
export const ORDER_CREATE_BODY = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    orderType: ORDER_TYPE,
    /** The job class (BusWorkOrderJobClassify id). */
    categoryId: OPTIONAL_ID,
    /** The work-order form the order is filled in on (released); the class's form when absent. */
    templateId: OPTIONAL_ID,
    projectId: ID,
    urgency: Type.Optional(URGENCY_VALUE),
    /** The user who does the work (null: not yet assigned). */
    assigneeId: OPTIONAL_ID,
    beginTime: BODY_TIME,
    endTime: BODY_TIME,
    description: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type OrderCreateBody = Static<typeof ORDER_CREATE_BODY>;

/** `POST /api/order/engine/createPlanOrder`: a plan, whose orders the scheduler creates as they fall due. */
export const PLAN_CREATE_BODY = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    orderType: ORDER_TYPE,
    categoryId: OPTIONAL_ID,
    templateId: OPTIONAL_ID,
    projectId: ID,
    urgency: Type.Optional(URGENCY_VALUE),
    assigneeId: OPTIONAL_ID,
    /** The range the plan's orders begin in, epoch ms (as /defaultJ). */
    beginTime: Type.Integer({ minimum: PLAN_TIME_MIN, maximum: PLAN_TIME_MAX }),
    endTime: Type.Integer({ minimum: PLAN_TIME_MIN, maximum: PLAN_TIME_MAX }),
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

/** `POST /api/order/engine/judgeVisualdevHasEngine`: whether orders or plans use a work-order form (before deleting it). */
export const JUDGE_FORM_BODY = Type.Object({ id: ID }, { additionalProperties: false });
export const JUDGE_FORM_ANSWER = Type.Object({ hasEngine: Type.Boolean(), orderCount: Type.Integer(), planCount: Type.Integer() });
export type JudgeFormAnswer = Static<typeof JUDGE_FORM_ANSWER>;

/** `POST /api/workordermanage/workOrder/changeProcessStatus?processId=<order id>`. */
export const PROCESS_STATUS_QUERY = Type.Object({ processId: ID }, { additionalProperties: false });
export const PROCESS_STATUS_BODY = Type.Object(
  { status: ORDER_STATUS_VALUE, remark: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type ProcessStatusBody = Static<typeof PROCESS_STATUS_BODY>;

/** `GET /api/workordermanage/workOrder`: paged orders. from/to bound the begin time (epoch ms, both included). */
export const ORDER_LIST_QUERY = Type.Object(
  {
    ...PAGING_QUERY,
    status: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    urgency: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    orderType: Type.Optional(ORDER_TYPE),
    projectId: Type.Optional(Type.String({ maxLength: 64 })),
    planId: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: PLAN_TIME_MAX })),
    to: Type.Optional(Type.Integer({ minimum: 0, maximum: PLAN_TIME_MAX })),
  },
  { additionalProperties: false },
);

/** `POST /api/workordermanage/workOrder/Actions/Export`: the list's filter; answers a CSV file (UTF-8 with BOM, at most ORDER_EXPORT_MAX rows). */
export const ORDER_EXPORT_MAX = 10_000;
export const ORDER_EXPORT_BODY = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()])),
    orderType: Type.Optional(Type.Union([ORDER_TYPE, Type.Null()])),
    projectId: OPTIONAL_ID,
    planId: OPTIONAL_ID,
    from: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: PLAN_TIME_MAX }), Type.Null()])),
    to: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: PLAN_TIME_MAX }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type OrderExportBody = Static<typeof ORDER_EXPORT_BODY>;

export const ORDER_ITEM = Type.Object({
  id: Type.String(),
  /** Human number, e.g. GD20261126-0001. */
  orderNo: Type.String(),
  title: Type.String(),
  orderType: ORDER_TYPE,
  categoryId: Type.Union([Type.String(), Type.Null()]),
  categoryName: Type.String(),
  templateId: Type.Union([Type.String(), Type.Null()]),
  templateName: Type.String(),
  projectId: Type.String(),
  projectName: Type.String(),
  urgency: Type.Integer(),
  assigneeId: Type.Union([Type.String(), Type.Null()]),
  assigneeName: Type.String(),
  status: Type.Integer(),
  /** The plan that created it, null for an order by hand. */
  planId: Type.Union([Type.String(), Type.Null()]),
  beginTime: Type.Number(),
  endTime: Type.Number(),
  /** 'YYYY-MM-DD HH:mm:ss' in the project's zone. */
  beginDateTimeShow: Type.String(),
  endDateTimeShow: Type.String(),
  /** The fill-in's status (0 when none exists yet). */
  fillingStatus: Type.Integer(),
  creatorUserId: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type OrderItem = Static<typeof ORDER_ITEM>;

/** Associated-data form item (seed 001 section 3): formId is the fill-in whose templateId is the form's. */
export const ORDER_FORM_ITEM = Type.Object({
  enCode: Type.String(),
  fullName: Type.String(),
  templateId: Type.String(),
  fillingStatus: Type.Integer(),
  formId: Type.Union([Type.String(), Type.Null()]),
});

/** One process status change. */
export const ORDER_STATUS_EVENT = Type.Object({
  fromStatus: Type.Integer(),
  toStatus: Type.Integer(),
  remark: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  time: Type.Number(),
});

/** A reported question (IssureWorkOrder) linked to an order. */
export const ORDER_QUESTION = Type.Object({
  id: Type.String(),
  questionTypeId: Type.Union([Type.String(), Type.Null()]),
  questionTypeName: Type.String(),
  description: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  creatorTime: Type.Number(),
});
export type OrderQuestion = Static<typeof ORDER_QUESTION>;

/** `GET /api/workordermanage/workOrder/{id}`. */
export const ORDER_DETAIL = Type.Object({
  ...ORDER_ITEM.properties,
  description: Type.String(),
  forms: Type.Array(ORDER_FORM_ITEM),
  fillings: Type.Array(FILLING_ENTRY),
  history: Type.Array(ORDER_STATUS_EVENT),
  questions: Type.Array(ORDER_QUESTION),
  /** The next statuses changeProcessStatus takes from here. */
  nextStatuses: Type.Array(Type.Integer()),
});
export type OrderDetail = Static<typeof ORDER_DETAIL>;

/** `POST /api/issureWorkOrder/IssureWorkOrder`: report a question. */
export const QUESTION_REPORT_BODY = Type.Object(
  {
    projectId: ID,
    questionTypeId: ID,
    description: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
/** `GET /api/issureWorkOrder/IssureWorkOrder`: paged questions; linked 0 only unlinked ones, 1 only linked. */
export const QUESTION_LIST_QUERY = Type.Object(
  {
    ...PAGING_QUERY,
    projectId: Type.Optional(Type.String({ maxLength: 64 })),
    linked: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);
/** `POST /api/issureWorkOrder/IssureWorkOrder/linkQuestionAndOrder`: the questions of the order's project it handles. */
export const LINK_QUESTION_BODY = Type.Object(
  { orderId: ID, questionIds: Type.Array(ID, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type LinkQuestionBody = Static<typeof LINK_QUESTION_BODY>;

// ---------------------------------------------------------------- plans (workOrderPlan)
// `PUT /api/workOrderPlan/WorkOrder/stopByOrderId/{id}` takes a plan's id, or the id of one of its orders.

/** `GET /api/workOrderPlan/WorkOrder`: paged plans. */
export const PLAN_LIST_QUERY = Type.Object(
  {
    ...PAGING_QUERY,
    projectId: Type.Optional(Type.String({ maxLength: 64 })),
    orderType: Type.Optional(ORDER_TYPE),
    state: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);

export const PLAN_ITEM = Type.Object({
  id: Type.String(),
  title: Type.String(),
  orderType: ORDER_TYPE,
  categoryId: Type.Union([Type.String(), Type.Null()]),
  categoryName: Type.String(),
  templateId: Type.Union([Type.String(), Type.Null()]),
  templateName: Type.String(),
  projectId: Type.String(),
  projectName: Type.String(),
  urgency: Type.Integer(),
  assigneeId: Type.Union([Type.String(), Type.Null()]),
  assigneeName: Type.String(),
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

// ---------------------------------------------------------------- statistics

/** `GET /api/workordermanage/workOrder/statistics` (and `/statistics/export`, the same as CSV). from/to: epoch ms. */
export const STATISTICS_QUERY = Type.Object(
  {
    projectId: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(Type.Integer({ minimum: 0, maximum: PLAN_TIME_MAX })),
    to: Type.Optional(Type.Integer({ minimum: 0, maximum: PLAN_TIME_MAX })),
    _t: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

export const ORDER_STATISTICS = Type.Object({
  total: Type.Integer(),
  byType: Type.Array(Type.Object({ orderType: ORDER_TYPE, count: Type.Integer() })),
  byStatus: Type.Array(Type.Object({ status: Type.Integer(), count: Type.Integer() })),
  /** month 'YYYY-MM' of the begin time in the site zone; one row per month and kind that has orders. */
  byMonth: Type.Array(Type.Object({ month: Type.String(), orderType: ORDER_TYPE, count: Type.Integer() })),
});
export type OrderStatistics = Static<typeof ORDER_STATISTICS>;
