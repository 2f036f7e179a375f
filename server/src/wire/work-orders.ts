import { Type, type Static } from 'typebox';
import { pagedQueryOf } from './envelope';
import { FILLING_ENTRY } from './work-orders-fill-ins';
import {
  BODY_TIME,
  ID,
  ID_FILTER,
  OPTIONAL_ID,
  ORDER_ASSIGNMENT_FIELDS,
  ORDER_ASSIGNMENT_VIEW,
  ORDER_STATUS_VALUE,
  ORDER_TYPE,
  TIME_BOUND,
  TIME_RANGE_FILTER,
} from './work-orders-fields';

// Work orders themselves (seed 001 sections 3 and 7; issue 14 items 4 and 5): an order by hand, the order list and
// its CSV export, an order's detail and status changes, and the questions reported and linked to orders. The rest of
// the area stands beside this file: coded values in work-orders-codes.ts (TypeBox-free, for the console too), job
// classes and question types, work-order forms, fill-ins, plans and statistics in work-orders-*.ts. The rules behind
// these shapes (status transitions, the scheduler, read-only fill-ins) are in server/src/orders/README.md.
// Nothing here may import fastify, kysely or node.

/** `POST /api/order/engine/create`: an order by hand. */
export const ORDER_CREATE_BODY = Type.Object(
  { ...ORDER_ASSIGNMENT_FIELDS, beginTime: BODY_TIME, endTime: BODY_TIME, description: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type OrderCreateBody = Static<typeof ORDER_CREATE_BODY>;

/** `POST /api/workordermanage/workOrder/changeProcessStatus?processId=<order id>`. */
export const PROCESS_STATUS_QUERY = Type.Object({ processId: ID }, { additionalProperties: false });
export const PROCESS_STATUS_BODY = Type.Object(
  { status: ORDER_STATUS_VALUE, remark: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type ProcessStatusBody = Static<typeof PROCESS_STATUS_BODY>;

/** `GET /api/workordermanage/workOrder`: paged orders. from/to bound the begin time (epoch ms, both included). */
export const ORDER_LIST_QUERY = pagedQueryOf({
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  urgency: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  orderType: Type.Optional(ORDER_TYPE),
  projectId: ID_FILTER,
  planId: ID_FILTER,
  ...TIME_RANGE_FILTER,
});

/** `POST /api/workordermanage/workOrder/Actions/Export`: the list's filter; answers a CSV file (UTF-8 with BOM, at most ORDER_EXPORT_MAX rows). */
export const ORDER_EXPORT_MAX = 10_000;
export const ORDER_EXPORT_BODY = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()])),
    orderType: Type.Optional(Type.Union([ORDER_TYPE, Type.Null()])),
    projectId: OPTIONAL_ID,
    planId: OPTIONAL_ID,
    from: Type.Optional(Type.Union([TIME_BOUND, Type.Null()])),
    to: Type.Optional(Type.Union([TIME_BOUND, Type.Null()])),
  },
  { additionalProperties: false },
);
export type OrderExportBody = Static<typeof ORDER_EXPORT_BODY>;

export const ORDER_ITEM = Type.Object({
  id: Type.String(),
  /** Human number, e.g. GD20261126-0001. */
  orderNo: Type.String(),
  title: Type.String(),
  ...ORDER_ASSIGNMENT_VIEW,
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
export const QUESTION_LIST_QUERY = pagedQueryOf({ projectId: ID_FILTER, linked: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })) });
/** `POST /api/issureWorkOrder/IssureWorkOrder/linkQuestionAndOrder`: the questions of the order's project it handles. */
export const LINK_QUESTION_BODY = Type.Object(
  { orderId: ID, questionIds: Type.Array(ID, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type LinkQuestionBody = Static<typeof LINK_QUESTION_BODY>;
