import { Type, type Static } from 'typebox';
import { CODE_PATTERN } from './validation';

// Bill rules (seed 000 section 7.11, seed 001 section 7, issue 12): a numbering scheme whose next number never repeats.
// Nothing here may import fastify, kysely or node.

export const BILL_DATE_FORMATS = ['none', 'YYYY', 'YYYYMM', 'YYYYMMDD'] as const;
export const BILL_RESET_CYCLES = ['none', 'daily', 'monthly', 'yearly'] as const;
export type BillDateFormat = (typeof BILL_DATE_FORMATS)[number];
export type BillResetCycle = (typeof BILL_RESET_CYCLES)[number];

export const BILL_RULE_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  prefix: Type.String(),
  dateFormat: Type.String(),
  digit: Type.Integer(),
  startNumber: Type.Integer(),
  resetCycle: Type.String(),
  /** The last number issued ('' before the first). */
  outputNumber: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type BillRuleItem = Static<typeof BILL_RULE_ITEM>;

export const BILL_RULE_BODY = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 50 }),
    enCode: Type.String({ minLength: 1, maxLength: 50, pattern: CODE_PATTERN.source }),
    prefix: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9_-]*$' })),
    dateFormat: Type.Union([Type.Literal('none'), Type.Literal('YYYY'), Type.Literal('YYYYMM'), Type.Literal('YYYYMMDD')]),
    digit: Type.Integer({ minimum: 1, maximum: 12 }),
    startNumber: Type.Integer({ minimum: 0, maximum: 999_999_999 }),
    resetCycle: Type.Union([Type.Literal('none'), Type.Literal('daily'), Type.Literal('monthly'), Type.Literal('yearly')]),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type BillRuleBody = Static<typeof BILL_RULE_BODY>;
