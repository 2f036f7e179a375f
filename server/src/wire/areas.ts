import { Type, type Static } from 'typebox';

// Areas (China's administrative divisions) under /api/system/Area (seed 000 section 7.4, contract section 7), written
// once. Nothing here may import fastify, kysely or node.

/** 1 province (municipality, region, SAR), 2 city, 3 district. */
export const AREA_TYPE = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

/** A row of the area page's lazy tree table: one level at a time, `hasChildren` says whether it unfolds. */
export const AREA_ITEM = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  type: AREA_TYPE,
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  hasChildren: Type.Boolean(),
  isLeaf: Type.Boolean(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type AreaItem = Static<typeof AREA_ITEM>;

/** GET /api/system/Area/{parentId}/Selector/{excludeId}: the address picker's options (enabled areas only). */
export const AREA_OPTION = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  isLeaf: Type.Boolean(),
  hasChildren: Type.Boolean(),
});
export type AreaOption = Static<typeof AREA_OPTION>;

/** POST /api/system/Area and PUT /api/system/Area/{id}. The type follows from the parent; id and times are the server's. */
export const AREA_REQUEST = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 64 })),
    parentId: Type.String({ minLength: 1, maxLength: 64 }),
    enCode: Type.String({ maxLength: 50 }),
    fullName: Type.String({ maxLength: 50 }),
    sortCode: Type.Optional(Type.Union([Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }), Type.Null()])),
    enabledMark: Type.Integer({ minimum: 0, maximum: 1 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AreaRequest = Static<typeof AREA_REQUEST>;

/** POST /api/system/Area/GetAreaByIds: paths of ids, root first (an address value). */
export const AREA_IDS_REQUEST = Type.Object(
  { idsList: Type.Array(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 4 }), { maxItems: 200 }) },
  { additionalProperties: false },
);
export type AreaIdsRequest = Static<typeof AREA_IDS_REQUEST>;

/** The answer: each path's names in the same order; an unknown id drops out of its path. */
export const AREA_NAMES = Type.Array(Type.Array(Type.String()));

export const AREA_SAVED = Type.Object({ id: Type.String() });
