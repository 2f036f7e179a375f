import { Type, type Static } from 'typebox';
import { CODE_PATTERN } from './validation';

// Dictionary types and entries (seed 000 sections 3 and 7.10, issue 12). Written once: the server validates and
// serialises with these, the console imports the types only. Nothing here may import fastify, kysely or node.

const CODE = Type.String({ minLength: 1, maxLength: 50, pattern: CODE_PATTERN.source });
const NAME = Type.String({ minLength: 1, maxLength: 50 });
const FLAG = Type.Union([Type.Literal(0), Type.Literal(1)]);
const ID = Type.String({ minLength: 1, maxLength: 64 });

const TYPE_FIELDS = {
  id: Type.String(),
  parentId: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  isTree: Type.Integer(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
  hasChildren: Type.Boolean(),
};

/** A dictionary type with its sub-types nested (the types tree on the left of the dictionary page). */
export const DICTIONARY_TYPE_NODE = Type.Cyclic(
  { DictionaryTypeNode: Type.Object({ ...TYPE_FIELDS, children: Type.Optional(Type.Array(Type.Ref('DictionaryTypeNode'))) }) },
  'DictionaryTypeNode',
);
export type DictionaryTypeNode = Static<typeof DICTIONARY_TYPE_NODE>;
export const DICTIONARY_TYPE_ITEM = Type.Object(TYPE_FIELDS);
export type DictionaryTypeItem = Static<typeof DICTIONARY_TYPE_ITEM>;

export const DICTIONARY_TYPE_BODY = Type.Object(
  {
    parentId: Type.Optional(Type.String({ maxLength: 64 })),
    fullName: NAME,
    enCode: CODE,
    isTree: Type.Optional(FLAG),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
    enabledMark: Type.Optional(FLAG),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type DictionaryTypeBody = Static<typeof DICTIONARY_TYPE_BODY>;

const DATA_FIELDS = {
  id: Type.String(),
  dictionaryTypeId: Type.String(),
  parentId: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
  hasChildren: Type.Boolean(),
};
/** A dictionary entry, its children nested when its type is a tree. */
export const DICTIONARY_DATA_NODE = Type.Cyclic(
  { DictionaryDataNode: Type.Object({ ...DATA_FIELDS, children: Type.Optional(Type.Array(Type.Ref('DictionaryDataNode'))) }) },
  'DictionaryDataNode',
);
export type DictionaryDataNode = Static<typeof DICTIONARY_DATA_NODE>;
export const DICTIONARY_DATA_ITEM = Type.Object(DATA_FIELDS);
export type DictionaryDataItem = Static<typeof DICTIONARY_DATA_ITEM>;

export const DICTIONARY_DATA_BODY = Type.Object(
  {
    dictionaryTypeId: ID,
    parentId: Type.Optional(Type.String({ maxLength: 64 })),
    fullName: NAME,
    enCode: CODE,
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
    enabledMark: Type.Optional(FLAG),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type DictionaryDataBody = Static<typeof DICTIONARY_DATA_BODY>;

/** One entry of the cached reference list (GET /system/DictionaryData/All): a type with its enabled entries. */
export const DICTIONARY_REFERENCE = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  isTree: Type.Integer(),
  dictionaryList: Type.Array(DICTIONARY_DATA_NODE),
});
export type DictionaryReference = Static<typeof DICTIONARY_REFERENCE>;

/** What an import answers: how many entries were created. Refusals list `{ row, field, reason }` in `data.errors`. */
export const DICTIONARY_IMPORT_RESULT = Type.Object({ created: Type.Integer() });
export const IMPORT_ROW_ERROR = Type.Object({ row: Type.Integer(), field: Type.String(), reason: Type.String() });
export type ImportRowError = Static<typeof IMPORT_ROW_ERROR>;
