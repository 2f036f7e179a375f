import { Type, type TLiteral, type TLiteralValue, type TUnion } from 'typebox';
import { PLAN_TIME_MAX, PLAN_TIME_MIN } from './schedules';
import { ORDER_STATUSES, ORDER_TYPES, URGENCIES } from './work-orders-codes';

// Fields the work-order wire files (work-orders-*.ts, work-orders.ts) share, written once. The unions are built from
// the TypeBox-free lists of work-orders-codes.ts, so a value added there is a value the schemas take.
// Nothing here may import fastify, kysely or node.

export const ID = Type.String({ minLength: 1, maxLength: 64 });
export const OPTIONAL_ID = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));
/** An optional id a list query filters by. */
export const ID_FILTER = Type.Optional(Type.String({ maxLength: 64 }));

/** Times in bodies: epoch ms, or 'YYYY-MM-DD HH:mm:ss' in the project's zone (contract section 1). */
export const BODY_TIME = Type.Union([
  Type.Integer({ minimum: PLAN_TIME_MIN, maximum: PLAN_TIME_MAX }),
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$' }),
]);
/** A plan's range bound: epoch ms (as /defaultJ). */
export const PLAN_TIME = Type.Integer({ minimum: PLAN_TIME_MIN, maximum: PLAN_TIME_MAX });
/** A bound of a filter's time range: epoch ms. */
export const TIME_BOUND = Type.Integer({ minimum: 0, maximum: PLAN_TIME_MAX });
/** A list's or the statistics' time range: from/to bound the begin time (epoch ms, both included). */
export const TIME_RANGE_FILTER = { from: Type.Optional(TIME_BOUND), to: Type.Optional(TIME_BOUND) };

type LiteralsOf<T extends readonly TLiteralValue[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/**
 * `anyOf` one `const` per value of a constant list. TypeScript types `list.map(Type.Literal)` as one array, which
 * Static reads as never; the cast names the tuple of literals the array really holds, so Static keeps each one.
 */
function literalUnion<const T extends readonly TLiteralValue[]>(values: T): TUnion<LiteralsOf<T>> {
  return Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<LiteralsOf<T>>;
}

export const ORDER_TYPE = literalUnion(ORDER_TYPES);
export const URGENCY_VALUE = literalUnion(URGENCIES);
export const ORDER_STATUS_VALUE = literalUnion(ORDER_STATUSES);

/** What an order by hand and a plan are both given: the work, where, on which form, how urgent and for whom. */
export const ORDER_ASSIGNMENT_FIELDS = {
  title: Type.String({ minLength: 1, maxLength: 100 }),
  orderType: ORDER_TYPE,
  /** The job class (BusWorkOrderJobClassify id). */
  categoryId: OPTIONAL_ID,
  /** The work-order form the orders are filled in on (released); the class's form when absent. */
  templateId: OPTIONAL_ID,
  projectId: ID,
  urgency: Type.Optional(URGENCY_VALUE),
  /** The user who does the work (null: not yet assigned). */
  assigneeId: OPTIONAL_ID,
};

/** The same as an order and a plan answer it: each id with its name ('' without one). */
export const ORDER_ASSIGNMENT_VIEW = {
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
};
