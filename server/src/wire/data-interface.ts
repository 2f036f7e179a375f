import { Type, type Static } from 'typebox';
import { CODE_PATTERN } from './validation';

// Data interfaces (seed 000 section 7.5, contract section 7, issue 12) with the JNPF 3.x field names. The fence that
// decides what a definition may run lives in server/src/system-data/ (server/README.md "Data interfaces: the fence").
// Nothing here may import fastify, kysely or node.

export const DATA_INTERFACE_PARAMETER = Type.Object(
  {
    field: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }),
    dataType: Type.Union([Type.Literal('varchar'), Type.Literal('int'), Type.Literal('decimal'), Type.Literal('datetime')]),
    defaultValue: Type.Optional(Type.String({ maxLength: 500 })),
    required: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    fieldName: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type DataInterfaceParameter = Static<typeof DATA_INTERFACE_PARAMETER>;

export const DATA_INTERFACE_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  categoryId: Type.String(),
  dataType: Type.Integer(),
  dbLinkId: Type.String(),
  query: Type.String(),
  path: Type.String(),
  requestMethod: Type.String(),
  requestParameters: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type DataInterfaceItem = Static<typeof DATA_INTERFACE_ITEM>;

export const DATA_INTERFACE_BODY = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 50 }),
    enCode: Type.String({ minLength: 1, maxLength: 50, pattern: CODE_PATTERN.source }),
    categoryId: Type.Optional(Type.String({ maxLength: 64 })),
    dataType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    dbLinkId: Type.Optional(Type.String({ maxLength: 64 })),
    query: Type.Optional(Type.String({ maxLength: 20_000 })),
    path: Type.Optional(Type.String({ maxLength: 2_000 })),
    requestMethod: Type.Optional(Type.Union([Type.Literal('GET'), Type.Literal('POST')])),
    /** JSON text of DataInterfaceParameter[] (JNPF sends text) or the list itself. */
    requestParameters: Type.Optional(
      Type.Union([Type.String({ maxLength: 20_000 }), Type.Array(DATA_INTERFACE_PARAMETER, { maxItems: 50 })]),
    ),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type DataInterfaceBody = Static<typeof DATA_INTERFACE_BODY>;

/** Parameter values for a run: `{ field: value }` (Preview, Actions/Response query). */
export const DATA_INTERFACE_VALUES = Type.Record(
  Type.String({ maxLength: 50 }),
  Type.Union([Type.String({ maxLength: 2_000 }), Type.Number(), Type.Null()]),
);
export type DataInterfaceValues = Static<typeof DATA_INTERFACE_VALUES>;

/** What a run answers: rows (SQL), the static JSON, or the HTTP answer's JSON. */
export const DATA_INTERFACE_RESULT = Type.Unknown();

/** POST /{id}/Actions/List (the popup select of contract section 7). */
export const DATA_INTERFACE_LIST_BODY = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    interfaceId: Type.Optional(Type.String({ maxLength: 64 })),
    propsValue: Type.Optional(Type.String({ maxLength: 100 })),
    relationField: Type.Optional(Type.String({ maxLength: 100 })),
    columnOptions: Type.Optional(Type.String({ maxLength: 2_000 })),
    paramList: Type.Optional(DATA_INTERFACE_VALUES),
  },
  { additionalProperties: false },
);
export type DataInterfaceListBody = Static<typeof DATA_INTERFACE_LIST_BODY>;

/** POST /{id}/Actions/InfoByIds: the rows whose `propsValue` field is one of `ids`. */
export const DATA_INTERFACE_INFO_BODY = Type.Object(
  {
    ids: Type.Array(Type.Union([Type.String({ maxLength: 200 }), Type.Number()]), { maxItems: 500 }),
    interfaceId: Type.Optional(Type.String({ maxLength: 64 })),
    propsValue: Type.Optional(Type.String({ maxLength: 100 })),
    relationField: Type.Optional(Type.String({ maxLength: 100 })),
    paramList: Type.Optional(DATA_INTERFACE_VALUES),
  },
  { additionalProperties: false },
);
export type DataInterfaceInfoBody = Static<typeof DATA_INTERFACE_INFO_BODY>;

export const DATA_INTERFACE_LOG_ITEM = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  account: Type.String(),
  invokTime: Type.Number(),
  invokWasteTime: Type.Integer(),
  invokType: Type.String(),
  error: Type.String(),
  invokIp: Type.String(),
});
export type DataInterfaceLogItem = Static<typeof DATA_INTERFACE_LOG_ITEM>;
