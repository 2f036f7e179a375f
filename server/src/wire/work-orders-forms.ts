import { Type, type Static } from 'typebox';
import { VISUALDEV_BASE_BODY, VISUALDEV_BASE_DETAIL, VISUALDEV_BASE_ITEM } from './visualdev';
import { ID, ORDER_TYPE } from './work-orders-fields';

// Work-order forms (wovisualdev, seed 001 section 7): visualdev forms with the kind of order they are filled in for.
// Their records are fill-ins (work-orders-fill-ins.ts). Nothing here may import fastify, kysely or node.

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

/** `POST /api/order/engine/judgeVisualdevHasEngine`: whether orders or plans use a work-order form (before deleting it). */
export const JUDGE_FORM_BODY = Type.Object({ id: ID }, { additionalProperties: false });
export const JUDGE_FORM_ANSWER = Type.Object({ hasEngine: Type.Boolean(), orderCount: Type.Integer(), planCount: Type.Integer() });
export type JudgeFormAnswer = Static<typeof JUDGE_FORM_ANSWER>;
