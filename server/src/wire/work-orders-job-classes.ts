import { Type, type Static } from 'typebox';
import { pagedQueryOf } from './envelope';
import { ID, ID_FILTER, OPTIONAL_ID, ORDER_TYPE } from './work-orders-fields';

// Job classes (BusWorkOrderJobClassify) and question types (QuestionType) of work orders (seed 001 sections 3 and 7).
// Nothing here may import fastify, kysely or node.

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
export const JOB_CLASS_QUERY = pagedQueryOf({ orderType: Type.Optional(ORDER_TYPE), projectTypeId: ID_FILTER });

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
