import { Type, type Static } from 'typebox';
import { CODE_PATTERN } from './validation';

// Print templates (/api/system/printDev, seed 000 section 7.11). printTemplate is HTML, sanitised by the server on
// the way in and by the console again when shown. Nothing here may import fastify, kysely or node.

export const PRINT_TEMPLATE_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  category: Type.String(),
  /** 1 flow, 2 form. */
  type: Type.Integer(),
  printTemplate: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type PrintTemplateItem = Static<typeof PRINT_TEMPLATE_ITEM>;

export const PRINT_TEMPLATE_BODY = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 50 }),
    enCode: Type.String({ minLength: 1, maxLength: 50, pattern: CODE_PATTERN.source }),
    category: Type.Optional(Type.String({ maxLength: 64 })),
    type: Type.Union([Type.Literal(1), Type.Literal(2)]),
    printTemplate: Type.String({ maxLength: 200_000 }),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type PrintTemplateBody = Static<typeof PRINT_TEMPLATE_BODY>;

/** A field a template may place: `{{ field }}` in the HTML. */
export const PRINT_FIELD = Type.Object({ field: Type.String(), fieldName: Type.String() });
export type PrintField = Static<typeof PRINT_FIELD>;
